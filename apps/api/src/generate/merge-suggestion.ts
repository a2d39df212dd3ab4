import { GENERATE_LIMITS, type GenerateOptions } from '@kitsmith/core';
import { SUGGESTED_PREFERENCES, type BrandSuggestion, type SuggestedPreference } from './brand-suggestion.ts';

/** The input core runs with once a suggestion is merged, and where each part came from. */
export interface MergedInput {
  options: GenerateOptions;
  /** The preferences the model set (those the caller left out). */
  fromModel: SuggestedPreference[];
  /** Positions in `options.brandColors` holding a model's colour rather than the caller's. */
  modelColorIndexes: number[];
}

/**
 * The preferences a request names itself, read from its raw body: those stay the caller's. The
 * parsed input cannot tell (mood, density and contrast have defaults), so the raw body decides.
 */
export function explicitPreferences(rawBody: unknown): Set<SuggestedPreference> {
  const input = typeof rawBody === 'object' && rawBody !== null ? (rawBody as { input?: unknown }).input : undefined;
  if (typeof input !== 'object' || input === null) return new Set();
  return new Set(SUGGESTED_PREFERENCES.filter((key) => Object.hasOwn(input, key) && (input as Record<string, unknown>)[key] != null));
}

/**
 * The caller's input with the model's suggestion: preferences the caller named win, the model's
 * fill the rest; the caller's brand colours are kept as they are, in their roles, and the model's
 * colours (not already given) fill the roles left, up to three.
 */
export function mergeSuggestion(input: GenerateOptions, explicit: ReadonlySet<SuggestedPreference>, suggestion: BrandSuggestion): MergedInput {
  const fromModel = SUGGESTED_PREFERENCES.filter((key) => !explicit.has(key));
  const preferences: Partial<Pick<GenerateOptions, SuggestedPreference>> = {};
  for (const key of fromModel) Object.assign(preferences, { [key]: suggestion[key] });

  const given = input.brandColors.map((color) => color.toLowerCase());
  const suggested = [...new Set(suggestion.colors.map((color) => color.hex.toLowerCase()))].filter((hex) => !given.includes(hex));
  const added = suggested.slice(0, GENERATE_LIMITS.brandColors.max - given.length);
  return {
    options: { ...input, ...preferences, brandColors: [...given, ...added] },
    fromModel,
    modelColorIndexes: added.map((_, index) => given.length + index),
  };
}
