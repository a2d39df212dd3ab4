export * from './types.ts';
export * from './flatten.ts';
export * from './scales.ts';
export { PALETTE_NAMES, type PaletteName } from './primitives.ts';
export { TEXT_CONTRAST_TARGET, UI_CONTRAST_TARGET } from './semantic.ts';
export * from './resolve-tokens.ts';
export { CONTRAST_RULES, contrastScore, meetsContrastTarget, showContrastScore, type ContrastRule } from './contrast-target.ts';
export { HIGH_CONTRAST_EDGES } from './high-contrast.ts';
export { HIGH_CONTRAST_TEXT } from './choice.ts';
