import { HSL, to } from 'colorjs.io/fn';
import { oklchOf } from './oklch.ts';
import type { Oklch } from './oklch.ts';
import { hexDigitsToBytes, resolveColor } from './resolve-color.ts';

export type { Oklch } from './oklch.ts';

export type ColorFormat = 'hex' | 'rgb' | 'hsl' | 'oklch';

/** An sRGB colour as 0-255 integer channels. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/*
 * Every function here reads any CSS colour colorjs.io can parse (hex with 3, 4, 6 or 8 digits,
 * rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), named colours), maps it into the
 * sRGB gamut with the CSS Color 4 algorithm, rounds it to 8 bits a channel and drops alpha.
 * They all describe that normalised colour, the one `toHex` returns, and give undefined when the
 * input is not a colour.
 */

/** The colour as `#rrggbb`, lower case. */
export function toHex(input: string): string | undefined {
  return resolveColor(input)?.hex;
}

/**
 * The colour written in `format`. Numbers are rounded (hsl: 1 decimal; oklch: lightness and
 * chroma 3, hue 2) with trailing zeros dropped, and hue is 0 for greys:
 * `rgb(124 58 237)`, `hsl(262.1 83.3% 57.8%)`, `oklch(0.541 0.247 293.01)`, `oklch(1 0 0)`.
 */
export function formatColor(input: string, format: ColorFormat): string | undefined {
  const resolved = resolveColor(input);
  if (resolved === undefined) return undefined;
  switch (format) {
    case 'hex':
      return resolved.hex;
    case 'rgb': {
      const [r, g, b] = resolved.bytes;
      return `rgb(${r} ${g} ${b})`;
    }
    case 'hsl': {
      const [h, s, l] = to(resolved.color, HSL).coords;
      return `hsl(${formatHue(h, 1)} ${round(s ?? 0, 1)}% ${round(l ?? 0, 1)}%)`;
    }
    case 'oklch': {
      const { l, c, h } = oklchOf(resolved.color);
      return `oklch(${round(l, 3)} ${round(c, 3)} ${formatHue(h, 2)})`;
    }
  }
}

/**
 * The product rule for hex input fields: exactly six hex digits, with or without a leading `#`,
 * in either case. Anything else, including 3- and 8-digit hex, names and surrounding spaces, is undefined.
 */
export function hexToRgb(hex: string): Rgb | undefined {
  const digits = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (digits === undefined) return undefined;
  const [r, g, b] = hexDigitsToBytes(digits);
  return { r, g, b };
}

export function toOklch(input: string): Oklch | undefined {
  const resolved = resolveColor(input);
  return resolved && oklchOf(resolved.color);
}

function formatHue(hue: number | null, decimals: number): string {
  const rounded = round(hue === null || Number.isNaN(hue) ? 0 : hue, decimals);
  return rounded === '360' ? '0' : rounded;
}

function round(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  // `+ 0` turns -0 into 0.
  return String(Math.round(value * factor) / factor + 0);
}
