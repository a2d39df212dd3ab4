import { animationDurationMs, spacingMultiplier } from '../tokens/scales.ts';
import { animationStyleSchema, shadowLevelSchema, spacingDensitySchema, typographyDensitySchema, type AnimationStyle, type SpacingDensity } from './primitives.ts';
import { themeModeSchema, type ThemeMode } from './theme.ts';

/** The numeric settings' limits: the design schema holds a design to them, a form offers them. */
export const DESIGN_LIMITS = {
  baseSize: { min: 10, max: 32 },
  scaleRatio: { min: 1.05, max: 2 },
  /** Fluid type: the viewport widths (px) between which headings grow from their smallest to their full size. */
  fluidMinViewport: { min: 240, max: 720 },
  fluidMaxViewport: { min: 768, max: 2560 },
  baseUnit: { min: 1, max: 32 },
  radius: { min: 0, max: 64 },
  /** A placed component's custom name, in characters. */
  customName: { max: 120 },
} as const;

/** A choice of an enumerated setting, as a form offers it. */
export interface DesignOption<T extends string> {
  value: T;
  label: string;
  /** What the choice does, shown beside its label: `×0.75`, `200 ms`. */
  detail?: string;
}

const word = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** Named modular scales within the scale ratio's limits. */
export const NAMED_SCALE_RATIOS: readonly { ratio: number; name: string }[] = [
  { ratio: 1.067, name: 'Minor second' },
  { ratio: 1.125, name: 'Major second' },
  { ratio: 1.2, name: 'Minor third' },
  { ratio: 1.25, name: 'Major third' },
  { ratio: 1.333, name: 'Perfect fourth' },
  { ratio: 1.414, name: 'Augmented fourth' },
  { ratio: 1.5, name: 'Perfect fifth' },
  { ratio: 1.618, name: 'Golden ratio' },
];

export const TYPOGRAPHY_DENSITY_OPTIONS = typographyDensitySchema.options.map((value) => ({ value, label: word(value) }));

/** With the multiplier each density applies to the spacing scale: `Tight`, `×0.75`. */
export const SPACING_DENSITY_OPTIONS: DesignOption<SpacingDensity>[] = spacingDensitySchema.options.map((value) => ({ value, label: word(value), detail: `×${spacingMultiplier(value)}` }));

export const SHADOW_LEVEL_OPTIONS = shadowLevelSchema.options.map((value) => ({ value, label: word(value) }));

/** With the duration each style gives animations: `Subtle`, `200 ms`. */
export const ANIMATION_STYLE_OPTIONS: DesignOption<AnimationStyle>[] = animationStyleSchema.options.map((value) => ({ value, label: word(value), detail: `${animationDurationMs(value)} ms` }));

export const THEME_MODE_OPTIONS: DesignOption<ThemeMode>[] = themeModeSchema.options.map((value) => ({ value, label: word(value), ...(value === 'auto' ? { detail: 'follows the system' } : {}) }));
