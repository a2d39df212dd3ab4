import { OKLCH, to } from 'colorjs.io/fn';
import type { PlainColorObject } from 'colorjs.io/fn';

/** An OKLCH colour: `l` 0..1, `c` >= 0, `h` in degrees 0..360 and 0 when achromatic. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

/** OKLCH of an in-gamut colour, with colorjs.io's `none` hue (achromatic) and float noise tidied. */
export function oklchOf(color: PlainColorObject): Oklch {
  const [l, c, h] = to(color, OKLCH).coords;
  return {
    l: Math.min(Math.max(l ?? 0, 0), 1),
    c: Math.max(c ?? 0, 0),
    h: h === null || Number.isNaN(h) ? 0 : h,
  };
}
