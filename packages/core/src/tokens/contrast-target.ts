import { apcaContrast, contrastRatio } from '../color/index.ts';
import type { ContrastTarget } from '../model/primitives.ts';

export interface ContrastRule {
  /** `wcag`: the WCAG 2.x ratio, 1 to 21. `apca`: the magnitude of APCA Lc, either polarity. */
  metric: 'wcag' | 'apca';
  /** The least a text/background pair must reach, in the metric's unit. */
  minimum: number;
  label: string;
}

/** What each contrast target asks of normal (body) text. */
export const CONTRAST_RULES: Readonly<Record<ContrastTarget, ContrastRule>> = {
  AA: { metric: 'wcag', minimum: 4.5, label: 'WCAG AA (4.5:1)' },
  AAA: { metric: 'wcag', minimum: 7, label: 'WCAG AAA (7:1)' },
  'APCA-60': { metric: 'apca', minimum: 60, label: 'APCA Lc 60' },
  'APCA-75': { metric: 'apca', minimum: 75, label: 'APCA Lc 75' },
};

/** How well `text` reads on `background` in the target's metric (WCAG ratio, or |APCA Lc|). */
export function contrastScore(text: string, background: string, target: ContrastTarget): number {
  return CONTRAST_RULES[target].metric === 'wcag' ? contrastRatio(text, background) : Math.abs(apcaContrast(text, background));
}

export function meetsContrastTarget(text: string, background: string, target: ContrastTarget): boolean {
  return contrastScore(text, background, target) >= CONTRAST_RULES[target].minimum;
}

/** `4.5:1` or `Lc 62.3`: a score as a person reads it. */
export function showContrastScore(score: number, target: ContrastTarget): string {
  return CONTRAST_RULES[target].metric === 'wcag' ? `${Math.round(score * 100) / 100}:1` : `Lc ${Math.round(score * 10) / 10}`;
}
