import {
  contrastTargetSchema,
  cornerStyleSchema,
  GENERATE_LIMITS,
  generateDensitySchema,
  generateInputSchema,
  generateMoodSchema,
  motionPreferenceSchema,
  typePairingPreferenceSchema,
} from '@kitsmith/core';
import { z } from 'zod';

// `kitsmith generate`'s flags. The choices and limits are core's generator input schema's own
// (moods, densities, corner styles, contrast targets, counts), so the CLI offers exactly what core takes.

const HEX_DIGITS = /^#[0-9a-f]{6}$/i;

/** `#0f766e`, or `0f766e` (an unquoted `#` starts a shell comment), as core stores it: lower case with `#`. */
export const brandColorFlag = z
  .string()
  .trim()
  .transform((text, context) => {
    const hex = text.startsWith('#') ? text : `#${text}`;
    if (HEX_DIGITS.test(hex)) return hex.toLowerCase();
    context.addIssue({
      code: 'custom',
      message: `"${text}" is not a colour; give a 6-digit hex colour such as '#0f766e' (quoted, or without the #)`,
    });
    return z.NEVER;
  });

const { brandColors, count, seed } = GENERATE_LIMITS;

export const brandColorsFlag = z
  .array(brandColorFlag)
  .min(brandColors.min, 'give at least one brand colour')
  .max(brandColors.max, `give at most ${brandColors.max} brand colours (primary, secondary, accent)`);

/** One of a core enum's values, refused as `unknown mood "happy" (moods: calm, ...)`. */
function choiceFlag<Choices extends z.ZodEnum<Readonly<Record<string, string>>>>(choices: Choices, noun: string, plural = `${noun}s`) {
  const known: readonly string[] = choices.options;
  return z
    .string()
    .refine((value) => known.includes(value), { error: (issue) => `unknown ${noun} "${String(issue.input)}" (${plural}: ${known.join(', ')})` })
    .pipe(choices);
}

export const MOODS = generateMoodSchema.options;
export const DENSITIES = generateDensitySchema.options;
export const CORNER_STYLES = cornerStyleSchema.options;
export const TYPE_PAIRINGS = typePairingPreferenceSchema.options;
export const MOTIONS = motionPreferenceSchema.options;
export const CONTRAST_TARGETS = contrastTargetSchema.options;

/** What core uses for a flag left out (mood, density, contrast, count, seed), for the help text. */
export const GENERATE_DEFAULTS = generateInputSchema.parse({ brandColors: ['#000000'] });

/** `aaa` or `apca-60` as well as `AAA`, `APCA-60`. */
const contrastFlag = z
  .string()
  .trim()
  .transform((text) => text.toUpperCase())
  .pipe(choiceFlag(contrastTargetSchema, 'contrast target'));

/** A flag's text as a whole number within `min`..`max`. */
const wholeNumberFlag = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const generateOptionsSchema = z.object({
  brand: brandColorsFlag.optional(),
  mood: choiceFlag(generateMoodSchema, 'mood').optional(),
  contrast: contrastFlag.optional(),
  density: choiceFlag(generateDensitySchema, 'density', 'densities').optional(),
  corners: choiceFlag(cornerStyleSchema, 'corner style').optional(),
  type: choiceFlag(typePairingPreferenceSchema, 'type pairing').optional(),
  motion: choiceFlag(motionPreferenceSchema, 'motion').optional(),
  seed: wholeNumberFlag(0, seed.max).optional(),
  count: wholeNumberFlag(count.min, count.max).optional(),
  describe: z.string().trim().min(1, 'must not be empty').optional(),
  pick: wholeNumberFlag(1, count.max).optional(),
  apiUrl: z.string().optional(),
});
export type GenerateOptions = z.output<typeof generateOptionsSchema>;

/** Commander's collector for a repeatable flag: `--brand a --brand b` -> `['a', 'b']`. */
export const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];
