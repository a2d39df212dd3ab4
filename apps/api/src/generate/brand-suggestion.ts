import {
  contrastTargetSchema,
  cornerStyleSchema,
  generateDensitySchema,
  generateMoodSchema,
  GENERATE_LIMITS,
  motionPreferenceSchema,
  typePairingPreferenceSchema,
} from '@kitsmith/core';
import { z } from 'zod';

/**
 * What the model is asked for: every preference core takes, and up to three colours with a reason.
 * Every field is required (nullable where it may be absent) so the schema also works as an
 * OpenAI-style strict JSON schema; the enums are core's own, so the model can only name what core
 * generates.
 */
export const brandSuggestionSchema = z.object({
  mood: generateMoodSchema.describe('The brand’s character'),
  density: generateDensitySchema.describe('How much room the layout gets'),
  corners: cornerStyleSchema.describe('Corner style'),
  contrast: contrastTargetSchema.describe('Contrast target for body text: AA unless the audience needs more (AAA or APCA-75)'),
  typePairing: typePairingPreferenceSchema.describe('sans throughout, serif headings, or mono accents'),
  motion: motionPreferenceSchema.describe('Animation'),
  colors: z
    .array(
      z.object({
        hex: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a 6-digit hex colour such as #0f766e').describe('#rrggbb'),
        reason: z.string().max(200).describe('Why this colour suits the brand, in a few words'),
      }),
    )
    .max(GENERATE_LIMITS.brandColors.max)
    .describe('Up to three brand colours (primary, secondary, accent), most important first; empty when the description suggests none'),
});
export type BrandSuggestion = z.infer<typeof brandSuggestionSchema>;

/** The preferences a suggestion may set, in the words the response and the rationale use. */
export const SUGGESTED_PREFERENCES = ['mood', 'density', 'corners', 'contrast', 'typePairing', 'motion'] as const;
export type SuggestedPreference = (typeof SUGGESTED_PREFERENCES)[number];
