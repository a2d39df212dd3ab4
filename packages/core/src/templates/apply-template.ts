import { KitsmithError } from '../errors.ts';
import { findFont, fontStack } from '../fonts/fonts.ts';
import type { DesignComponent, DesignSystem } from '../model/design-system.ts';
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

export interface ApplyTemplateOptions {
  /**
   * The id of the n-th component the template adds (the editor passes the ids it makes, `navbar-1a2b3c4d`).
   * By default `<componentId>-<n>` (`navbar-1`), so the same input gives the same ids.
   */
  instanceId?: (componentId: string, index: number) => string;
}

/** `<componentId>-<n>` with the least n the design does not hold yet. */
function countingIds(): (componentId: string) => string {
  const taken = new Set<string>();
  return (componentId) => {
    let n = 1;
    while (taken.has(`${componentId}-${n}`)) n += 1;
    taken.add(`${componentId}-${n}`);
    return `${componentId}-${n}`;
  };
}

/**
 * The components a template brings, as placed components: only into a design with none, so applying a
 * template never touches components a person placed (it restyles them instead).
 */
function componentsAfter(system: DesignSystem, template: Template, options: ApplyTemplateOptions): DesignComponent[] {
  if (system.components.length > 0 || !template.components?.length) return system.components;
  const nextId = countingIds();
  return template.components.map((component, index) => ({
    id: options.instanceId?.(component.componentId, index) ?? nextId(component.componentId),
    componentId: component.componentId,
    props: { ...component.props },
    ...(component.customName === undefined ? {} : { customName: component.customName }),
  }));
}

/** The design's type with the template's fonts and scale, where it names them. */
function typographyAfter(system: DesignSystem, template: Template, density: DesignSystem['typography']['density']): DesignSystem['typography'] {
  const type = template.typography;
  const stack = (id: string | undefined, current: string) => {
    const font = id === undefined ? undefined : findFont(id);
    return font ? fontStack(font) : current;
  };
  return {
    ...system.typography,
    headingFamily: stack(type?.headingFont, system.typography.headingFamily),
    bodyFamily: stack(type?.bodyFont, system.typography.bodyFamily),
    monoFamily: stack(type?.monoFont, system.typography.monoFamily),
    baseSize: type?.baseSize ?? system.typography.baseSize,
    scaleRatio: type?.scaleRatio ?? system.typography.scaleRatio,
    density,
  };
}

/**
 * Applies a template (spec section 4): records the application with its
 * customizations, sets the theme colours, the template's fonts, global styles and
 * component overrides (customizations win), and bumps the template version.
 * A design with no components gets the template's; one with components keeps
 * exactly those (the API's create-from-template starts from an empty design, so
 * a new project always opens with the template's components).
 */
export function applyTemplate(
  system: DesignSystem,
  template: Template,
  customizations: TemplateCustomizations = {},
  appliedAt: string = new Date().toISOString(),
  options: ApplyTemplateOptions = {},
): DesignSystem {
  const custom = parseCustomizations(customizations);
  const theme = { ...template.theme, ...custom.theme };
  const styles = { ...template.globalStyles, ...custom.globalStyles };
  const overrides = template.componentOverrides;
  return {
    ...system,
    theme: {
      ...system.theme,
      mode: theme.mode ?? system.theme.mode,
      primaryColor: theme.primaryColor,
      secondaryColor: theme.secondaryColor,
      accentColor: theme.accentColor,
      styleCategory: template.styleCategory ?? styleCategoryOf[template.category],
      animations: styles.animations,
    },
    colors: { ...system.colors, neutral: theme.neutralBase },
    typography: typographyAfter(system, template, styles.typography),
    spacing: { ...system.spacing, density: styles.spacing },
    radius: { base: cssLengthToPx(styles.borderRadius) },
    shadows: { level: styles.shadows },
    motion: { animationStyle: styles.animationStyle },
    components: componentsAfter(system, template, options),
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
