import type { AnimationStyle, ShadowLevel, SpacingDensity, TypographyDensity } from '../model/primitives.ts';

/** Spacing multiplier of spec section 9: loose 1.5, tight 0.75, otherwise 1. */
export function spacingMultiplier(density: SpacingDensity): number {
  if (density === 'loose') return 1.5;
  if (density === 'tight') return 0.75;
  return 1;
}

/** Animation duration of spec section 9: bold 400 ms, moderate 300 ms, otherwise 200 ms. */
export function animationDurationMs(style: AnimationStyle): number {
  if (style === 'bold') return 400;
  if (style === 'moderate') return 300;
  return 200;
}

/** Type scale steps as powers of the scale ratio. */
export const TYPE_SCALE = { xs: -2, sm: -1, base: 0, lg: 1, xl: 2, '2xl': 3, '3xl': 4, '4xl': 5, '5xl': 6 } as const;

/** Spacing steps in base units; names use `-` for the decimal point (`1-5` is 1.5 units). */
export const SPACE_STEPS = [0, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24] as const;

export const RADIUS_SCALE = { sm: 0.5, md: 1, lg: 1.5, xl: 2 } as const;

export const LINE_HEIGHTS: Record<TypographyDensity, { heading: number; body: number }> = {
  compact: { heading: 1.1, body: 1.4 },
  normal: { heading: 1.2, body: 1.5 },
  spacious: { heading: 1.3, body: 1.7 },
};

export const FONT_WEIGHTS = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

/** Shadow geometry per size, in px: y offset, blur, spread, base opacity. */
export const SHADOW_SIZES = {
  sm: { y: 1, blur: 2, spread: 0, alpha: 0.06 },
  md: { y: 4, blur: 8, spread: -2, alpha: 0.1 },
  lg: { y: 12, blur: 24, spread: -6, alpha: 0.14 },
  xl: { y: 24, blur: 48, spread: -12, alpha: 0.2 },
} as const;
export type ShadowSize = keyof typeof SHADOW_SIZES;

/** How strongly the shadow level darkens every shadow. */
export const SHADOW_INTENSITY: Record<ShadowLevel, number> = { none: 0, subtle: 0.6, medium: 1, strong: 1.7 };

export const EASINGS: Record<AnimationStyle, [number, number, number, number]> = {
  subtle: [0.4, 0, 0.2, 1],
  moderate: [0.3, 0, 0, 1],
  bold: [0.34, 1.56, 0.64, 1],
};

/** Rounds to at most `digits` decimals, dropping trailing zeros. */
export function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export const px = (value: number): string => `${round(value, 2)}px`;
export const rem = (pxValue: number): string => `${round(pxValue / 16, 4)}rem`;
