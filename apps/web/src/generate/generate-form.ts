import {
  CONTRAST_RULES,
  contrastTargetSchema,
  cornerStyleSchema,
  GENERATE_LIMITS,
  generateDensitySchema,
  generateMoodSchema,
  motionPreferenceSchema,
  MOOD_PRESETS,
  typePairingPreferenceSchema,
  type ContrastTarget,
  type CornerStyle,
  type GenerateDensity,
  type GenerateInput,
  type GenerateMood,
  type MotionPreference,
  type TypePairingPreference,
} from '@kitsmith/core';

/** `mood` ("Auto"): the choice follows the mood's own preset (core's default when a preference is left out). */
export type FollowMood = 'mood';

/** What the generator form holds; `toGenerateInput` turns it into core's input. */
export interface GenerateFormState {
  /** Primary, secondary, accent: 1 to 3 (GENERATE_LIMITS.brandColors). */
  brandColors: string[];
  neutralTint: string | null;
  mood: GenerateMood;
  density: GenerateDensity;
  corners: CornerStyle | FollowMood;
  contrast: ContrastTarget;
  typePairing: TypePairingPreference | FollowMood;
  motion: MotionPreference | FollowMood;
  seed: number;
}

export const BRAND_ROLES = ['Primary', 'Secondary', 'Accent'] as const;

export function initialGenerateForm(brandColors: readonly string[] = ['#0f766e']): GenerateFormState {
  const colors = brandColors.slice(0, GENERATE_LIMITS.brandColors.max);
  return {
    brandColors: colors.length > 0 ? colors : ['#0f766e'],
    neutralTint: null,
    mood: 'calm',
    density: 'normal',
    corners: 'mood',
    contrast: 'AA',
    typePairing: 'mood',
    motion: 'mood',
    seed: 0,
  };
}

/** Core's input for the form: choices that follow the mood are left out, so core takes the mood's. */
export function toGenerateInput(form: GenerateFormState): GenerateInput {
  return {
    brandColors: form.brandColors,
    ...(form.neutralTint ? { neutralTint: form.neutralTint } : {}),
    mood: form.mood,
    density: form.density,
    ...(form.corners !== 'mood' ? { corners: form.corners } : {}),
    contrast: form.contrast,
    ...(form.typePairing !== 'mood' ? { typePairing: form.typePairing } : {}),
    ...(form.motion !== 'mood' ? { motion: form.motion } : {}),
    seed: form.seed,
  };
}

export const setBrandColor = (form: GenerateFormState, index: number, color: string): GenerateFormState =>
  index < 0 || index >= form.brandColors.length || form.brandColors[index] === color
    ? form
    : {
        ...form,
        brandColors: form.brandColors.map((existing, at) => (at === index ? color : existing)),
      };

/** Adds a brand colour (up to three): the colour given, or the last one's, to be changed. */
export function addBrandColor(form: GenerateFormState, color?: string): GenerateFormState {
  if (form.brandColors.length >= GENERATE_LIMITS.brandColors.max) return form;
  return {
    ...form,
    brandColors: [...form.brandColors, color ?? form.brandColors.at(-1) ?? '#0f766e'],
  };
}

/** Removes a brand colour, never the last one. */
export const removeBrandColor = (form: GenerateFormState, index: number): GenerateFormState =>
  form.brandColors.length <= GENERATE_LIMITS.brandColors.min || index < 0 || index >= form.brandColors.length
    ? form
    : {
        ...form,
        brandColors: form.brandColors.filter((_, at) => at !== index),
      };

/** Swatches picked from a logo become the brand colours, in the order picked (at most three). */
export function takeBrandColors(form: GenerateFormState, colors: readonly string[]): GenerateFormState {
  const picked = colors.slice(0, GENERATE_LIMITS.brandColors.max);
  return picked.length < GENERATE_LIMITS.brandColors.min ? form : { ...form, brandColors: [...picked] };
}

/** A different seed, so the same choices give other candidates; `random` in [0, 1). */
export function shuffleSeed(form: GenerateFormState, random: number = Math.random()): GenerateFormState {
  const span = GENERATE_LIMITS.seed.max + 1;
  let seed = Math.floor(random * span) % span;
  if (seed === form.seed) seed = (seed + 1) % span;
  return { ...form, seed };
}

/** The brand colour `color` replaced by `shade` (the nearest that reaches the target). */
export const takeShade = (form: GenerateFormState, color: string, shade: string): GenerateFormState => ({
  ...form,
  brandColors: form.brandColors.map((existing) => (existing.toLowerCase() === color.toLowerCase() ? shade : existing)),
});

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface Choice<T extends string> {
  value: T;
  label: string;
}

const choices = <T extends string>(values: readonly T[]): Choice<T>[] => values.map((value) => ({ value, label: capitalise(value) }));
const followMood: Choice<FollowMood> = { value: 'mood', label: 'Auto' };

/** Plain words for each contrast target's rule, beside the rule's own label (core's CONTRAST_RULES). */
const CONTRAST_EXPLANATIONS: Record<ContrastTarget, string> = {
  AA: 'The common standard: body text at least 4.5 times as light or dark as its background.',
  AAA: 'Stricter: 7 to 1, for readers with low vision; brand colours in the middle of the range may need a deeper shade.',
  'APCA-60': 'The newer perceptual measure, at the level for body text of ordinary weight; judges light and dark text fairly.',
  'APCA-75': 'The perceptual measure at the level recommended for long reading; close to AAA.',
};

const TYPE_LABELS: Record<TypePairingPreference, string> = {
  sans: 'Sans throughout',
  serif: 'Serif headings',
  mono: 'Mono accents',
};

/** The form's options, read from core's schemas (never retyped here). */
export const GENERATE_CHOICES = {
  mood: choices(generateMoodSchema.options),
  density: choices(generateDensitySchema.options),
  corners: [followMood, ...choices(cornerStyleSchema.options)],
  typePairing: [
    followMood,
    ...choices(typePairingPreferenceSchema.options).map((choice) => ({
      ...choice,
      label: TYPE_LABELS[choice.value],
    })),
  ],
  motion: [followMood, ...choices(motionPreferenceSchema.options)],
  contrast: contrastTargetSchema.options.map((value) => ({
    value,
    label: CONTRAST_RULES[value].label,
    explanation: CONTRAST_EXPLANATIONS[value],
  })),
};

/** What a mood gives the choices left to it, to say beside "The mood's". */
export function moodDefaults(mood: GenerateMood): {
  corners: CornerStyle;
  typePairing: TypePairingPreference;
  motion: MotionPreference;
} {
  const preset = MOOD_PRESETS[mood];
  return {
    corners: preset.corners,
    typePairing: preset.typePairing,
    motion: preset.motion,
  };
}
