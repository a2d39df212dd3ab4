import { z } from 'zod';
import { hexColorSchema } from './primitives.ts';

export const themeModeSchema = z.enum(['light', 'dark', 'auto']);
export type ThemeMode = z.infer<typeof themeModeSchema>;

export const styleCategorySchema = z.enum(['glassmorphism', 'minimal', 'corporate', 'bold', 'playful', 'brutalist']);
export type StyleCategory = z.infer<typeof styleCategorySchema>;

const THEME_DEFAULTS = {
  mode: 'light',
  primaryColor: '#7c3aed',
  secondaryColor: '#d946ef',
  accentColor: '#06b6d4',
  styleCategory: 'glassmorphism',
  animations: true,
} as const;

/** Theme (spec section 3). Missing fields take the default theme's values. */
export const themeSchema = z.object({
  mode: themeModeSchema.default(THEME_DEFAULTS.mode),
  primaryColor: hexColorSchema.default(THEME_DEFAULTS.primaryColor),
  secondaryColor: hexColorSchema.default(THEME_DEFAULTS.secondaryColor),
  accentColor: hexColorSchema.default(THEME_DEFAULTS.accentColor),
  styleCategory: styleCategorySchema.default(THEME_DEFAULTS.styleCategory),
  animations: z.boolean().default(THEME_DEFAULTS.animations),
});
export type Theme = z.infer<typeof themeSchema>;
