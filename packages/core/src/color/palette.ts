import { BoundedCache } from '../util/bounded-cache.ts';
import { oklchOf } from './oklch.ts';
import type { Oklch } from './oklch.ts';
import { requireColor } from './resolve-color.ts';
import { oklchTone } from './tone.ts';
import type { Tone } from './tone.ts';

export const PALETTE_STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export type PaletteStep = (typeof PALETTE_STEPS)[number];
/** Step to `#rrggbb`. */
export type Palette = Record<PaletteStep, string>;

export interface GeneratedPalette {
  steps: Palette;
  /** The step that holds the input colour, unchanged. */
  keyStep: PaletteStep;
}

/** OKLCH lightness per step, close to the averages of Tailwind CSS v4's chromatic palettes. */
export const PALETTE_LIGHTNESS: readonly number[] = [
  0.97, 0.935, 0.885, 0.81, 0.71, 0.62, 0.545, 0.49, 0.43, 0.38, 0.28,
];

/** Chroma per step relative to the palette's peak; low at the ends, where little chroma fits in sRGB. */
const RELATIVE_CHROMA: readonly number[] = [0.06, 0.13, 0.24, 0.43, 0.67, 0.9, 1, 1, 0.85, 0.68, 0.5];

/** Above any chroma sRGB can show, so a pale or dark input cannot ask for an absurd peak. */
const MAX_PEAK_CHROMA = 0.37;
/** How far a step's target is kept from its neighbour's lightness, and how far each retry moves it. */
const MIN_GAP = 0.01;
const NUDGE = 0.01;

const cache = new BoundedCache<string, GeneratedPalette>(128);

/**
 * A tonal palette from 50 (lightest) to 950 (darkest) in the hue of `color`, with the input
 * itself, as `toHex` normalises it, at the step whose target lightness is nearest its own.
 * OKLCH lightness strictly decreases from 50 to 950.
 */
export function generatePalette(color: string): GeneratedPalette {
  const resolved = requireColor(color, 'no palette can be made from it');
  let palette = cache.get(resolved.hex);
  if (palette === undefined) {
    palette = buildPalette(resolved.hex, oklchOf(resolved.color));
    cache.set(resolved.hex, palette);
  }
  return { steps: { ...palette.steps }, keyStep: palette.keyStep };
}

function buildPalette(hex: string, input: Oklch): GeneratedPalette {
  const key = nearestStep(input.l);
  const peak = Math.min(input.c / at(RELATIVE_CHROMA, key), MAX_PEAK_CHROMA);
  const tones: Tone[] = [];
  tones[key] = { hex, l: input.l };
  for (let index = key - 1; index >= 0; index--) {
    tones[index] = fitTone(index, at(tones, index + 1).l, 1, peak, input.h);
  }
  for (let index = key + 1; index < PALETTE_STEPS.length; index++) {
    tones[index] = fitTone(index, at(tones, index - 1).l, -1, peak, input.h);
  }
  const steps = Object.fromEntries(PALETTE_STEPS.map((step, index) => [step, at(tones, index).hex])) as Palette;
  return { steps, keyStep: at(PALETTE_STEPS, key) };
}

/**
 * The tone for step `index`, strictly lighter (`direction` 1) or darker (-1) than its neighbour
 * towards the key step. Gamut mapping and 8-bit rounding move lightness a little, so when the
 * step's usual target lands too near the neighbour, the target is pushed away until it does not;
 * white and black end the search, and the input's step assignment leaves room for them.
 */
function fitTone(index: number, neighbour: number, direction: 1 | -1, peak: number, hue: number): Tone {
  const chroma = peak * at(RELATIVE_CHROMA, index);
  const end = direction > 0 ? 1 : 0;
  const clampTarget = (l: number): number => Math.min(Math.max(l, 0), 1);
  const usual = at(PALETTE_LIGHTNESS, index);
  const nearest = neighbour + direction * MIN_GAP;
  let target = clampTarget(direction > 0 ? Math.max(usual, nearest) : Math.min(usual, nearest));
  for (;;) {
    const tone = oklchTone(target, chroma, hue);
    if (direction * (tone.l - neighbour) > 0 || target === end) return tone;
    target = clampTarget(target + direction * NUDGE);
  }
}

function nearestStep(lightness: number): number {
  let best = 0;
  PALETTE_LIGHTNESS.forEach((target, index) => {
    if (Math.abs(target - lightness) < Math.abs(at(PALETTE_LIGHTNESS, best) - lightness)) best = index;
  });
  return best;
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Palette index ${index} out of range`);
  return item;
}
