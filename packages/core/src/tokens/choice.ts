import { PALETTE_STEPS, apcaContrast, contrastRatio, type PaletteStep } from '../color/index.ts';
import type { ContrastTarget } from '../model/primitives.ts';
import { CONTRAST_RULES, contrastScore, showContrastScore } from './contrast-target.ts';
import type { BrandPalette, PaletteName } from './primitives.ts';

/** A colour the resolver may choose: its token path (`palette.primary.600`) and its hex value. */
export interface Choice {
  ref: string;
  value: string;
}

export type Palettes = Record<PaletteName, BrandPalette>;

export const WHITE: Choice = { ref: 'palette.base.white', value: '#ffffff' };
export const BLACK: Choice = { ref: 'palette.base.black', value: '#000000' };

export const shade = (palettes: Palettes, name: PaletteName, step: PaletteStep): Choice => ({
  ref: `palette.${name}.${step}`,
  value: palettes[name].steps[step],
});

/** Steps from `from` towards 950 (`darker`) or towards 50, `from` included. */
export function stepsFrom(from: PaletteStep, direction: 'darker' | 'lighter'): PaletteStep[] {
  const index = PALETTE_STEPS.indexOf(from);
  return direction === 'darker' ? PALETTE_STEPS.slice(index) : PALETTE_STEPS.slice(0, index + 1).reverse();
}

export const ratioOf = (fg: Choice, bg: Choice) => contrastRatio(fg.value, bg.value);

/** Reads a pair in the design's contrast target: its score and whether it reaches the target. */
export interface Judge {
  target: ContrastTarget;
  /** The WCAG ratio the target asks for, when it is also held to one (high contrast: 7:1 and APCA Lc 75). */
  ratio?: number;
  score: (fg: Choice, bg: Choice) => number;
  reads: (fg: Choice, bg: Choice) => boolean;
  /** `4.5:1` or `APCA Lc 60`. */
  goal: string;
  show: (score: number) => string;
}

export function judgeFor(target: ContrastTarget): Judge {
  const rule = CONTRAST_RULES[target];
  const score = (fg: Choice, bg: Choice) => contrastScore(fg.value, bg.value, target);
  return {
    target,
    score,
    reads: (fg, bg) => score(fg, bg) >= rule.minimum,
    goal: rule.metric === 'wcag' ? `${rule.minimum}:1` : `APCA Lc ${rule.minimum}`,
    show: (value) => showContrastScore(value, target),
  };
}

/** Body text in the high-contrast schemes: WCAG AAA (7:1) and APCA Lc 75 both, whatever the design's own target. */
export const HIGH_CONTRAST_TEXT = { ratio: CONTRAST_RULES.AAA.minimum, apca: CONTRAST_RULES['APCA-75'].minimum } as const;

export function highContrastJudge(): Judge {
  const apca = judgeFor('APCA-75');
  return {
    ...apca,
    ratio: HIGH_CONTRAST_TEXT.ratio,
    reads: (fg, bg) => ratioOf(fg, bg) >= HIGH_CONTRAST_TEXT.ratio && Math.abs(apcaContrast(fg.value, bg.value)) >= HIGH_CONTRAST_TEXT.apca,
    goal: `${HIGH_CONTRAST_TEXT.ratio}:1 and APCA Lc ${HIGH_CONTRAST_TEXT.apca}`,
  };
}

/**
 * Of pure white and black, the one that reads better on `bg` (under WCAG AA: always at least 4.58:1); when the
 * judge holds text to two metrics and only the other one reaches both, that one.
 */
export function bestOfWhiteAndBlack(judge: Judge, bg: Choice): Choice {
  const [better, other] = judge.score(WHITE, bg) >= judge.score(BLACK, bg) ? [WHITE, BLACK] : [BLACK, WHITE];
  return judge.reads(better, bg) || !judge.reads(other, bg) ? better : other;
}

/** Whether some text reads on `fill` at the target: white and black are the extremes any text can reach. */
export const carriesText = (judge: Judge, fill: Choice) => judge.reads(WHITE, fill) || judge.reads(BLACK, fill);
