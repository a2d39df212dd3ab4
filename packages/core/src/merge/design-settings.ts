import { findComponent } from '../catalogue/catalogue.ts';
import type { PropValue } from '../model/component.ts';
import type { DesignComponent, DesignSystem } from '../model/design-system.ts';
import type { TemplateApplication } from '../model/template.ts';
import { findTemplate } from '../templates/built-in.ts';

/** How a value is shown beside its label: colours get a swatch. */
export type SettingKind = 'color' | 'text';

type Sections = Pick<DesignSystem, 'theme' | 'colors' | 'typography' | 'spacing' | 'radius' | 'shadows' | 'motion'>;
export type SettingSection = keyof Sections;
export type SettingValue = string | number | boolean;

/** One setting a designer changes on its own (a colour, a font family, the base size), named as the editor names it. */
export interface DesignSetting {
  /** The setting's path in the document, such as `theme.primaryColor`. */
  key: string;
  section: SettingSection;
  field: string;
  label: string;
  kind: SettingKind;
  show: (value: SettingValue) => string;
  /** Set by applying a template (`applyTemplate`): when two edits applied different templates, the template chosen decides it. */
  fromTemplate: boolean;
}

const px = (value: SettingValue) => `${value}px`;
const plain = (value: SettingValue) => String(value);
const word = (value: SettingValue) => String(value).charAt(0).toUpperCase() + String(value).slice(1);
const onOff = (value: SettingValue) => (value ? 'On' : 'Off');

// The settings `applyTemplate` sets (a test holds this list to it).
const TEMPLATE_SETTINGS = new Set([
  'theme.primaryColor',
  'theme.secondaryColor',
  'theme.accentColor',
  'theme.styleCategory',
  'theme.animations',
  'theme.mode',
  'colors.neutral',
  'typography.headingFamily',
  'typography.bodyFamily',
  'typography.monoFamily',
  'typography.baseSize',
  'typography.scaleRatio',
  'typography.density',
  'spacing.density',
  'radius.base',
  'shadows.level',
  'motion.animationStyle',
]);

const setting = (section: SettingSection, field: string, label: string, show = plain, kind: SettingKind = 'text'): DesignSetting => ({
  key: `${section}.${field}`,
  section,
  field,
  label,
  kind,
  show,
  fromTemplate: TEMPLATE_SETTINGS.has(`${section}.${field}`),
});
const colour = (section: SettingSection, field: string, label: string) => setting(section, field, label, plain, 'color');

/** Every single setting of a design, in the order the editor's design panel shows them. */
export const designSettings: readonly DesignSetting[] = [
  colour('theme', 'primaryColor', 'Primary colour'),
  colour('theme', 'secondaryColor', 'Secondary colour'),
  colour('theme', 'accentColor', 'Accent colour'),
  colour('colors', 'neutral', 'Neutral colour'),
  colour('colors', 'success', 'Success colour'),
  colour('colors', 'warning', 'Warning colour'),
  colour('colors', 'danger', 'Danger colour'),
  colour('colors', 'info', 'Info colour'),
  setting('typography', 'headingFamily', 'Headings font'),
  setting('typography', 'bodyFamily', 'Body font'),
  setting('typography', 'monoFamily', 'Code font'),
  setting('typography', 'baseSize', 'Base font size', px),
  setting('typography', 'scaleRatio', 'Type scale ratio'),
  setting('typography', 'density', 'Type density', word),
  // Fluid type: absent (undefined) means derived from the scale, shown as `Automatic`.
  setting('typography', 'fluidMinViewport', 'Fluid headings: smallest screen', px),
  setting('typography', 'fluidMaxViewport', 'Fluid headings: largest screen', px),
  setting('typography', 'fluidMinScaleRatio', 'Fluid headings: ratio on the smallest screen'),
  setting('spacing', 'density', 'Spacing density', word),
  setting('spacing', 'baseUnit', 'Spacing base unit', px),
  setting('radius', 'base', 'Radius', px),
  setting('shadows', 'level', 'Shadows', word),
  setting('motion', 'animationStyle', 'Animation style', word),
  setting('theme', 'animations', 'Animations', onOff),
  setting('theme', 'mode', 'Default colour mode', word),
  setting('theme', 'styleCategory', 'Style', word),
];

/** A setting's value; undefined for one the design leaves to be derived (fluid type). */
export function readSetting(config: DesignSystem, setting: DesignSetting): SettingValue | undefined {
  return (config[setting.section] as Readonly<Record<string, SettingValue | undefined>>)[setting.field];
}

/** How a setting left to be derived is shown. */
export const DERIVED_SETTING_TEXT = 'Automatic';

export const PROJECT_NAME_LABEL = 'Name';
export const TEMPLATE_LABEL = 'Template';
export const COMPONENT_ORDER_LABEL = 'Order of components';

/** The applied template as a designer names it: the template's name, or None. */
export function showTemplate(application: TemplateApplication | null): string {
  if (!application) return 'None';
  const name = findTemplate(application.templateId)?.name ?? application.templateId;
  const custom = Object.values(application.customizations).some((part) => part && Object.keys(part).length > 0);
  return custom ? `${name} (customised)` : name;
}

/** What a placed component is called: its own name, else the catalogue's. */
export function componentName(component: Pick<DesignComponent, 'componentId' | 'customName'>): string {
  return component.customName ?? findComponent(component.componentId)?.name ?? component.componentId;
}

/** A prop as the props panel labels it, how its values are shown, and the colour to swatch for a colour prop. */
export function componentProp(
  componentId: string,
  prop: string,
): { label: string; show: (value: PropValue | undefined) => string; swatch: (value: PropValue | undefined) => string | undefined } {
  const definition = findComponent(componentId);
  const configurable = definition?.configurableProps.find((candidate) => candidate.name === prop);
  const fallback = definition?.defaultProps[prop];
  const showValue = (value: PropValue): string => {
    if (typeof value === 'boolean') return value ? 'On' : 'Off';
    if (configurable?.control === 'select') return configurable.options.find((option) => option.value === value)?.label ?? String(value);
    return String(value);
  };
  return {
    label: configurable?.label ?? prop,
    show: (value) => {
      if (value !== undefined) return showValue(value);
      return fallback === undefined ? 'Not set' : `${showValue(fallback)} (default)`;
    },
    swatch: (value) => {
      const shown = value ?? fallback;
      return configurable?.control === 'color' && typeof shown === 'string' ? shown : undefined;
    },
  };
}
