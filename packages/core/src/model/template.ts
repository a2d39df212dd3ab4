import { z } from 'zod';
import { findComponent } from '../catalogue/catalogue.ts';
import { acceptsPropValue } from '../catalogue/component-props.ts';
import { FONT_CATALOGUE } from '../fonts/catalogue.ts';
import { propValuesSchema } from './component.ts';
import { DESIGN_LIMITS } from './design-options.ts';
import { examplePageIdSchema } from './example-page.ts';
import {
  animationStyleSchema,
  cssLengthSchema,
  hexColorSchema,
  isoDateSchema,
  shadowLevelSchema,
  spacingDensitySchema,
  typographyDensitySchema,
} from './primitives.ts';
import { styleCategorySchema, themeModeSchema } from './theme.ts';

export const templateCategorySchema = z.enum(['modern', 'classic', 'bold']);
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

export const templateThemeSchema = z.object({
  primaryColor: hexColorSchema,
  secondaryColor: hexColorSchema,
  accentColor: hexColorSchema,
  neutralBase: hexColorSchema,
  /** The scheme a design made from the template opens in; absent: the design's own (light by default). */
  mode: themeModeSchema.optional(),
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

/** A font of the hosted catalogue, by its id (`inter`, `playfair-display`). */
const catalogueFontIdSchema = z.string().refine((id) => FONT_CATALOGUE.some((font) => font.id === id), {
  error: (issue) => `"${String(issue.input)}" is not a font of the catalogue`,
});

/** The type a template brings: catalogue fonts and, optionally, the scale. */
export const templateTypographySchema = z.object({
  headingFont: catalogueFontIdSchema,
  bodyFont: catalogueFontIdSchema,
  monoFont: catalogueFontIdSchema.optional(),
  baseSize: z.number().min(DESIGN_LIMITS.baseSize.min).max(DESIGN_LIMITS.baseSize.max).optional(),
  scaleRatio: z.number().min(DESIGN_LIMITS.scaleRatio.min).max(DESIGN_LIMITS.scaleRatio.max).optional(),
});
export type TemplateTypography = z.infer<typeof templateTypographySchema>;

/** One catalogue component a template brings, with the props it sets: every id in the catalogue, every prop one its control accepts. */
export const templateComponentSchema = z
  .object({
    componentId: z.string().min(1, 'must not be empty'),
    props: propValuesSchema.optional(),
    customName: z.string().min(1).max(DESIGN_LIMITS.customName.max).optional(),
  })
  .superRefine((component, ctx) => {
    const definition = findComponent(component.componentId);
    if (!definition) {
      ctx.addIssue({ code: 'custom', path: ['componentId'], message: `"${component.componentId}" is not a component of the catalogue` });
      return;
    }
    for (const [name, value] of Object.entries(component.props ?? {})) {
      const prop = definition.configurableProps.find((entry) => entry.name === name);
      if (!prop) ctx.addIssue({ code: 'custom', path: ['props', name], message: `${definition.name} has no prop "${name}"` });
      else if (!acceptsPropValue(prop, value)) ctx.addIssue({ code: 'custom', path: ['props', name], message: `${JSON.stringify(value)} is not a value ${definition.name}'s ${prop.label} accepts` });
    }
  });
export type TemplateComponent = z.infer<typeof templateComponentSchema>;

/** The most components a template brings (a composed starting set, not a whole site). */
export const TEMPLATE_COMPONENTS_MAX = 12;

/**
 * Template (spec section 3). Beyond the spec's fields, all optional: the style it names, its type, the
 * components a design made from it starts with, and the example page the canvas opens that design on.
 */
export const templateSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case, such as modern-glassmorphism'),
  name: z.string().min(1),
  description: z.string(),
  category: templateCategorySchema,
  preview: z.string().min(1).max(16),
  theme: templateThemeSchema,
  globalStyles: globalStylesSchema,
  componentOverrides: componentOverridesSchema,
  /** The design's style category; absent: the one the category implies (modern: glassmorphism, classic: corporate, bold: bold). */
  styleCategory: styleCategorySchema.optional(),
  typography: templateTypographySchema.optional(),
  components: z.array(templateComponentSchema).max(TEMPLATE_COMPONENTS_MAX, `must be at most ${TEMPLATE_COMPONENTS_MAX} components`).optional(),
  examplePage: examplePageIdSchema.optional(),
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
