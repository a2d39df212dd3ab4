import { KitsmithError } from '../errors.ts';
import type { DesignSystem } from '../model/design-system.ts';
import type { StyleCategory } from '../model/theme.ts';
import {
  templateCustomizationsSchema,
  type Template,
  type TemplateCategory,
  type TemplateCustomizations,
} from '../model/template.ts';

const styleCategoryOf: Record<TemplateCategory, StyleCategory> = {
  modern: 'glassmorphism',
  classic: 'corporate',
  bold: 'bold',
};

/** `12px` -> 12, `0.75rem` -> 12 (at a 16 px root). */
export function cssLengthToPx(length: string): number {
  const value = Number.parseFloat(length);
  return length.endsWith('rem') ? value * 16 : value;
}

function parseCustomizations(input: unknown): TemplateCustomizations {
  const result = templateCustomizationsSchema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  throw new KitsmithError('INVALID_TEMPLATE_CUSTOMIZATIONS', `Invalid template customizations: ${details}`);
}

/**
 * Applies a template (spec section 4): records the application with its
 * customizations, sets the theme colours and the template's global styles and
 * component overrides (customizations win), and bumps the template version.
 */
export function applyTemplate(
  system: DesignSystem,
  template: Template,
  customizations: TemplateCustomizations = {},
  appliedAt: string = new Date().toISOString(),
): DesignSystem {
  const custom = parseCustomizations(customizations);
  const theme = { ...template.theme, ...custom.theme };
  const styles = { ...template.globalStyles, ...custom.globalStyles };
  const overrides = template.componentOverrides;
  return {
    ...system,
    theme: {
      ...system.theme,
      primaryColor: theme.primaryColor,
      secondaryColor: theme.secondaryColor,
      accentColor: theme.accentColor,
      styleCategory: styleCategoryOf[template.category],
      animations: styles.animations,
    },
    colors: { ...system.colors, neutral: theme.neutralBase },
    typography: { ...system.typography, density: styles.typography },
    spacing: { ...system.spacing, density: styles.spacing },
    radius: { base: cssLengthToPx(styles.borderRadius) },
    shadows: { level: styles.shadows },
    motion: { animationStyle: styles.animationStyle },
    componentOverrides: {
      buttons: { ...overrides.buttons, ...custom.componentOverrides?.buttons },
      forms: { ...overrides.forms, ...custom.componentOverrides?.forms },
      cards: { ...overrides.cards, ...custom.componentOverrides?.cards },
    },
    template: {
      application: { templateId: template.id, appliedAt, customizations: custom },
      version: system.template.version + 1,
    },
  };
}

/**
 * Clears the applied template (spec section 4): removes the application record
 * and the template's component overrides. Colours, type and spacing stay as
 * they are, so nothing the user sees in the palette jumps.
 */
export function clearTemplate(system: DesignSystem): DesignSystem {
  if (system.template.application === null && system.componentOverrides === null) return system;
  return {
    ...system,
    componentOverrides: null,
    template: { application: null, version: system.template.version + 1 },
  };
}
