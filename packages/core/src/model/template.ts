import { z } from 'zod';
import {
  animationStyleSchema,
  cssLengthSchema,
  hexColorSchema,
  isoDateSchema,
  shadowLevelSchema,
  spacingDensitySchema,
  typographyDensitySchema,
} from './primitives.ts';

export const templateCategorySchema = z.enum(['modern', 'classic', 'bold']);
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

export const templateThemeSchema = z.object({
  primaryColor: hexColorSchema,
  secondaryColor: hexColorSchema,
  accentColor: hexColorSchema,
  neutralBase: hexColorSchema,
});
export type TemplateTheme = z.infer<typeof templateThemeSchema>;

export const globalStylesSchema = z.object({
  borderRadius: cssLengthSchema,
  shadows: shadowLevelSchema,
  animations: z.boolean(),
  animationStyle: animationStyleSchema,
  spacing: spacingDensitySchema,
  typography: typographyDensitySchema,
});
export type GlobalStyles = z.infer<typeof globalStylesSchema>;

export const buttonVariantSchema = z.enum(['primary', 'secondary', 'outline', 'ghost']);
export type ButtonVariant = z.infer<typeof buttonVariantSchema>;
export const buttonSizeSchema = z.enum(['sm', 'md', 'lg']);
export type ButtonSize = z.infer<typeof buttonSizeSchema>;
export const buttonAnimationSchema = z.enum(['none', 'lift', 'scale', 'glow']);
export type ButtonAnimation = z.infer<typeof buttonAnimationSchema>;
export const paddingScaleSchema = z.enum(['compact', 'normal', 'spacious']);
export type PaddingScale = z.infer<typeof paddingScaleSchema>;
export const focusStyleSchema = z.enum(['ring', 'glow', 'underline']);
export type FocusStyle = z.infer<typeof focusStyleSchema>;
export const cardBorderSchema = z.enum(['none', 'subtle', 'strong']);
export type CardBorder = z.infer<typeof cardBorderSchema>;
export const cardBackgroundSchema = z.enum(['solid', 'glass', 'gradient']);
export type CardBackground = z.infer<typeof cardBackgroundSchema>;

export const componentOverridesSchema = z.object({
  buttons: z.object({
    defaultVariant: buttonVariantSchema,
    defaultSize: buttonSizeSchema,
    gradient: z.boolean(),
    animation: buttonAnimationSchema,
    borderRadius: cssLengthSchema,
    shadow: shadowLevelSchema,
    padding: paddingScaleSchema,
  }),
  forms: z.object({
    borderRadius: cssLengthSchema,
    shadow: shadowLevelSchema,
    focusStyle: focusStyleSchema,
  }),
  cards: z.object({
    borderRadius: cssLengthSchema,
    shadow: shadowLevelSchema,
    border: cardBorderSchema,
    background: cardBackgroundSchema,
  }),
});
export type ComponentOverrides = z.infer<typeof componentOverridesSchema>;

/** Template (spec section 3). */
export const templateSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case, such as modern-glassmorphism'),
  name: z.string().min(1),
  description: z.string(),
  category: templateCategorySchema,
  preview: z.string().min(1).max(16),
  theme: templateThemeSchema,
  globalStyles: globalStylesSchema,
  componentOverrides: componentOverridesSchema,
});
export type Template = z.infer<typeof templateSchema>;

/** What a user changed on top of a template when applying it. */
export const templateCustomizationsSchema = z.object({
  theme: templateThemeSchema.partial().optional(),
  globalStyles: globalStylesSchema.partial().optional(),
  componentOverrides: z
    .object({
      buttons: componentOverridesSchema.shape.buttons.partial().optional(),
      forms: componentOverridesSchema.shape.forms.partial().optional(),
      cards: componentOverridesSchema.shape.cards.partial().optional(),
    })
    .optional(),
});
export type TemplateCustomizations = z.infer<typeof templateCustomizationsSchema>;

/** Template application record (spec section 3). */
export const templateApplicationSchema = z.object({
  templateId: z.string().min(1, 'must not be empty'),
  appliedAt: isoDateSchema,
  customizations: templateCustomizationsSchema.prefault({}),
});
export type TemplateApplication = z.infer<typeof templateApplicationSchema>;
