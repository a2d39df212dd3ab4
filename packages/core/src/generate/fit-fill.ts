import { oklchTone } from '../color/tone.ts';
import type { ContrastTarget } from '../model/primitives.ts';
import { CONTRAST_RULES, contrastScore } from '../tokens/contrast-target.ts';

/** The best any text can read on `fill` in the target's metric: white and black are the extremes. */
export function bestTextScore(fill: string, target: ContrastTarget): number {
  return Math.max(contrastScore('#ffffff', fill, target), contrastScore('#000000', fill, target));
}

/** Whether some text (as the token resolver picks it) reaches the target on `fill`. */
export function carriesText(fill: string, target: ContrastTarget): boolean {
  return bestTextScore(fill, target) >= CONTRAST_RULES[target].minimum;
}

const STEP = 0.01;

/**
 * The colour of hue `h` and chroma `c` (gamut-mapped to sRGB) nearest lightness `l` on which text
 * reaches the target: lightness moves away from `l` a step at a time, in both directions, until
 * one does. Near white, black text always reaches every target, so the search ends.
 */
export function fitFill(l: number, c: number, h: number, target: ContrastTarget): { hex: string; moved: number } {
  for (let distance = 0; distance <= 1; distance += STEP) {
    for (const candidate of distance === 0 ? [l] : [l - distance, l + distance]) {
      if (candidate < 0.05 || candidate > 0.99) continue;
      const tone = oklchTone(candidate, c, h);
      if (carriesText(tone.hex, target)) return { hex: tone.hex, moved: Math.abs(candidate - l) };
    }
  }
  throw new Error(`no lightness of oklch(* ${c} ${h}) carries text at ${target}`);
}
