import { contrastAPCA, contrastWCAG21, getLuminance } from 'colorjs.io/fn';
import type { PlainColorObject } from 'colorjs.io/fn';
import { BoundedCache } from '../util/bounded-cache.ts';
import { requireColor } from './resolve-color.ts';

// Token resolution measures the same few pairs on every keystroke; colorjs.io's conversions dominate its cost. Kept a map
// per first colour: a key made by joining the two strings cost more to hash on every read than the measure it saved.
type PairCache = BoundedCache<string, Map<string, number>>;
const ratios: PairCache = new BoundedCache(1024);
const lightnessContrasts: PairCache = new BoundedCache(1024);
/** The second colours kept for one first colour; beyond this its map starts again. */
const PAIRS_PER_COLOR = 256;

function memo(cache: PairCache, first: string, second: string, compute: () => number): number {
  let pairs = cache.get(first);
  if (pairs === undefined) {
    pairs = new Map();
    cache.set(first, pairs);
  }
  let value = pairs.get(second);
  if (value === undefined) {
    value = compute();
    if (pairs.size >= PAIRS_PER_COLOR) pairs.clear();
    pairs.set(second, value);
  }
  return value;
}

/*
 * Contrast is measured between the colours kitsmith emits: each input is normalised as `toHex`
 * does (sRGB gamut mapping, 8 bits a channel, alpha dropped). Unparsable input throws INVALID_COLOR.
 */

/** WCAG 2.x contrast ratio, 1 to 21; symmetric. */
export function contrastRatio(foreground: string, background: string): number {
  return memo(ratios, foreground, background, () => contrastWCAG21(colorOf(foreground), colorOf(background)));
}

/**
 * APCA lightness contrast Lc (APCA 0.0.98G), about -108 to 106: positive for dark text on a
 * light background, negative for light text on a dark one. Not symmetric.
 */
export function apcaContrast(text: string, background: string): number {
  // colorjs.io takes the background first.
  return memo(lightnessContrasts, text, background, () => contrastAPCA(colorOf(background), colorOf(text)));
}

/** WCAG relative luminance (CIE Y, D65), 0 for black to 1 for white. */
export function relativeLuminance(color: string): number {
  return getLuminance(colorOf(color));
}

function colorOf(input: string): PlainColorObject {
  return requireColor(input, 'its contrast cannot be measured').color;
}
