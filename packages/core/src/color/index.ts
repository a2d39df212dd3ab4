export { formatColor, hexToRgb, toHex, toOklch } from './parse.ts';
export type { ColorFormat, Oklch, Rgb } from './parse.ts';
export { PALETTE_LIGHTNESS, PALETTE_STEPS, generatePalette } from './palette.ts';
export type { GeneratedPalette, Palette, PaletteStep } from './palette.ts';
export { apcaContrast, contrastRatio, relativeLuminance } from './contrast.ts';
export { COLOR_VISION_KINDS, COLOR_VISION_LABELS, colorVisionFilterValues, colorVisionMatrix, simulateColorVision } from './color-vision.ts';
export type { ColorVisionKind } from './color-vision.ts';
export { DISTINCT_PAIRS, LOOKALIKE_DISTANCE, findAllLookalikePairs, findLookalikePairs } from './lookalike-pairs.ts';
export type { LookalikePair } from './lookalike-pairs.ts';
