import { contrastAPCA, contrastWCAG21, getLuminance } from 'colorjs.io/fn';
import type { PlainColorObject } from 'colorjs.io/fn';
import { BoundedCache } from '../util/bounded-cache.ts';
import { requireColor } from './resolve-color.ts';

// Token resolution measures the same few pairs on every keystroke; colorjs.io's conversions dominate its cost.
const ratios = new BoundedCache<string, number>(4096);
const lightnessContrasts = new BoundedCache<string, number>(4096);

function memo(cache: BoundedCache<string, number>, key: string, compute: () => number): number {
  let value = cache.get(key);
  if (value === undefined) {
    value = compute();
    cache.set(key, value);
  }
  return value;
}

/*
 * Contrast is measured between the colours kitsmith emits: each input is normalised as `toHex`
 * does (sRGB gamut mapping, 8 bits a channel, alpha dropped). Unparsable input throws INVALID_COLOR.
 */

/** WCAG 2.x contrast ratio, 1 to 21; symmetric. */
export function contrastRatio(foreground: string, background: string): number {
  return memo(ratios, `${foreground}|${background}`, () => contrastWCAG21(colorOf(foreground), colorOf(background)));
}

/**
 * APCA lightness contrast Lc (APCA 0.0.98G), about -108 to 106: positive for dark text on a
 * light background, negative for light text on a dark one. Not symmetric.
 */
export function apcaContrast(text: string, background: string): number {
  // colorjs.io takes the background first.
  return memo(lightnessContrasts, `${text}|${background}`, () => contrastAPCA(colorOf(background), colorOf(text)));
}

/** WCAG relative luminance (CIE Y, D65), 0 for black to 1 for white. */
export function relativeLuminance(color: string): number {
  return getLuminance(colorOf(color));
}

function colorOf(input: string): PlainColorObject {
  return requireColor(input, 'its contrast cannot be measured').color;
}
