export { generateDesignSystem, InvalidGenerateInputError, type Candidate } from './generate-design-system.ts';
// All of it, with `export *`: esbuild then lets a bundle that takes only the input schemas (the CLI's
// flags, checked before --help) leave the generator and colour science out of that chunk.
export * from './generate-input.ts';
export { ContrastTargetUnreachableError, type UnreachableBrandColor } from './generate-errors.ts';
export { candidateDistance, MIN_CANDIDATE_DISTANCE, TYPE_PAIRING_DISTANCE } from './candidate-distance.ts';
export { FONT_PAIRINGS, describePairing, type FontPairing } from './curated-fonts.ts';
export { HARMONIES, HARMONY_LABELS, type Harmony } from './harmony.ts';
export { MOOD_PRESETS, CORNER_RADII, type MoodPreset } from './moods.ts';
export { STARTER_COMPONENTS } from './starter-components.ts';
export { oklabDistance } from './colour-distance.ts';
