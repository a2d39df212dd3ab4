import { OKLCH } from 'colorjs.io/fn';
import { oklchOf } from './oklch.ts';
import { mapToSrgb } from './resolve-color.ts';
import { bytesToColor, bytesToHex, coordsToBytes } from './srgb-bytes.ts';

/** A palette candidate: its hex and the OKLCH lightness that hex really has. */
export interface Tone {
  hex: string;
  l: number;
}

/** The sRGB hex nearest an OKLCH colour by CSS Color 4 gamut mapping, and its lightness after 8-bit rounding. */
export function oklchTone(l: number, c: number, h: number): Tone {
  const mapped = mapToSrgb({ space: OKLCH, coords: [l, c, h], alpha: 1 });
  const bytes = coordsToBytes(mapped.coords) ?? [0, 0, 0];
  return { hex: bytesToHex(bytes), l: oklchOf(bytesToColor(bytes)).l };
}
