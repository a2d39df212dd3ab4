export { formatColor, hexToRgb, toHex, toOklch } from './parse.ts';
export type { ColorFormat, Oklch, Rgb } from './parse.ts';
export { PALETTE_LIGHTNESS, PALETTE_STEPS, generatePalette } from './palette.ts';
export type { GeneratedPalette, Palette, PaletteStep } from './palette.ts';
export { apcaContrast, contrastRatio, relativeLuminance } from './contrast.ts';
