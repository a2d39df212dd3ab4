import { z } from 'zod';
import { contrastTargetSchema, hexColorSchema } from '../model/primitives.ts';

/** Moods: the words for a brand's character, and the spec's style categories. */
export const generateMoodSchema = z.enum([
  'calm',
  'playful',
  'corporate',
  'editorial',
  'technical',
  'luxurious',
  'minimal',
  'bold',
  'brutalist',
  'glassmorphism',
]);
export type GenerateMood = z.infer<typeof generateMoodSchema>;

/** How much room the layout gets: spacing (tight/normal/loose) and type density follow it. */
export const generateDensitySchema = z.enum(['compact', 'normal', 'spacious']);
export type GenerateDensity = z.infer<typeof generateDensitySchema>;

export const cornerStyleSchema = z.enum(['sharp', 'soft', 'round']);
export type CornerStyle = z.infer<typeof cornerStyleSchema>;

/** The character of the type: sans throughout, serif headings, or mono accents (mono headings over a sans body). */
export const typePairingPreferenceSchema = z.enum(['sans', 'serif', 'mono']);
export type TypePairingPreference = z.infer<typeof typePairingPreferenceSchema>;

/** `none` turns animations off; the others are the design's animation styles. */
export const motionPreferenceSchema = z.enum(['none', 'subtle', 'moderate', 'bold']);
export type MotionPreference = z.infer<typeof motionPreferenceSchema>;

/** How many candidates one call may ask for, and how many it gives by default. */
export const GENERATE_LIMITS = { brandColors: { min: 1, max: 3 }, count: { min: 1, max: 8, default: 6 }, seed: { max: 0xffffffff } } as const;

/**
 * What `generateDesignSystem` takes: 1 to 3 brand colours (primary, secondary, accent, in that
 * order; kept exactly as their light-mode fills), an optional neutral tint (its hue tints the
 * greys), preferences, and a seed. Preferences left out follow the mood.
 */
export const generateInputSchema = z.object({
  brandColors: z
    .array(hexColorSchema)
    .min(GENERATE_LIMITS.brandColors.min, 'must hold at least one brand colour')
    .max(GENERATE_LIMITS.brandColors.max, 'must hold at most three brand colours (primary, secondary, accent)'),
  neutralTint: hexColorSchema.optional(),
  mood: generateMoodSchema.default('calm'),
  density: generateDensitySchema.default('normal'),
  corners: cornerStyleSchema.optional(),
  contrast: contrastTargetSchema.default('AA'),
  typePairing: typePairingPreferenceSchema.optional(),
  motion: motionPreferenceSchema.optional(),
  count: z
    .number()
    .int('must be a whole number')
    .min(GENERATE_LIMITS.count.min, `must be at least ${GENERATE_LIMITS.count.min}`)
    .max(GENERATE_LIMITS.count.max, `must be at most ${GENERATE_LIMITS.count.max}`)
    .default(GENERATE_LIMITS.count.default),
  seed: z
    .number()
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(GENERATE_LIMITS.seed.max, `must be at most ${GENERATE_LIMITS.seed.max}`)
    .default(0),
});
/** The input as a caller writes it (defaults may be left out). */
export type GenerateInput = z.input<typeof generateInputSchema>;
/** The input with every default filled. */
export type GenerateOptions = z.output<typeof generateInputSchema>;
