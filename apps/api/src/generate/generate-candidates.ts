import {
  CONTRAST_RULES,
  ContrastTargetUnreachableError,
  generateDesignSystem,
  type Candidate,
  type ContrastTarget,
  type GenerateOptions,
} from '@kitsmith/core';
import type { MergedInput } from './merge-suggestion.ts';

const ROLES = ['primary', 'secondary', 'accent'] as const;

/** A model's colour no text could read on at the target, and the nearest shade of it that works. */
export interface AdjustedColor {
  role: (typeof ROLES)[number];
  suggested: string;
  used: string;
}

export interface SuggestedGeneration {
  candidates: Candidate[];
  adjusted: AdjustedColor[];
  /** The model's contrast target, when a brand colour of the caller's cannot reach it (so the caller's stayed). */
  contrastDeclined: ContrastTarget | undefined;
}

/**
 * Core's candidates for a merged suggestion. The model may suggest, the maths decides: a model's
 * colour on which no text reaches the target becomes the nearest shade that does (core names it in
 * its error), and a target from the model that one of the caller's own colours cannot reach gives
 * way to the caller's. The caller's colours at the caller's target were checked before the model
 * was asked, so every other refusal is core's to raise.
 */
export function generateFromSuggestion(callerInput: GenerateOptions, merged: MergedInput): SuggestedGeneration {
  let options = merged.options;
  const adjusted: AdjustedColor[] = [];
  let contrastDeclined: ContrastTarget | undefined;
  // Each pass fixes what the last refusal named: a declined target (once), then model colours (once).
  for (let pass = 0; ; pass++) {
    try {
      return { candidates: generateDesignSystem(options), adjusted, contrastDeclined };
    } catch (error) {
      if (!(error instanceof ContrastTargetUnreachableError) || pass >= 2) throw error;
      const callerColors = error.colors.filter((color) => !merged.modelColorIndexes.includes(ROLES.indexOf(color.role)));
      if (callerColors.length > 0) {
        if (options.contrast === callerInput.contrast) throw error;
        contrastDeclined = options.contrast;
        options = { ...options, contrast: callerInput.contrast };
        continue;
      }
      const brandColors = [...options.brandColors];
      for (const color of error.colors) {
        const index = ROLES.indexOf(color.role);
        brandColors[index] = color.nearest;
        adjusted.push({ role: color.role, suggested: color.color, used: color.nearest });
      }
      options = { ...options, brandColors };
    }
  }
}

/** The clause a candidate's rationale and the notice carry for adjusted colours. */
export function describeAdjustments(adjusted: readonly AdjustedColor[], target: ContrastTarget): string {
  const label = CONTRAST_RULES[target].label;
  return adjusted.map((color) => `the model’s ${color.role} ${color.suggested} adjusted to ${color.used}, the nearest shade that carries ${label} text`).join('; ');
}
