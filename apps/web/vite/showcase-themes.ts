// The themes the home page's hero shows: built-in templates applied by core, resolved to the custom properties
// the showcase's stylesheet reads. Runs at build time only (the home page never loads core).
import { applyTemplate, defaultDesignSystem, findTemplate, fontOfStack, fontStylesheetPath, resolveTokens, type Template } from '@kitsmith/core';
import { themeCustomProperties } from '../src/editor/canvas/theme-properties.ts';
import { previewProperties } from '../src/generate/preview-properties.ts';

/** The hero's themes, in the order it shows them: six of core's templates, picked to differ in hue, type and shape. */
export const SHOWCASE_TEMPLATE_IDS = [
  'modern-glassmorphism',
  'bold-creative',
  'calm-fintech',
  'editorial-serif',
  'organic-grove',
  'retro-synth',
] as const;

/** The fixed date a design records when a template is applied: it never shows, and keeps the build reproducible. */
const APPLIED_AT = '2026-01-01T00:00:00.000Z';

export interface ShowcaseTheme {
  id: string;
  name: string;
  /** The template's primary, secondary and accent colours (the chooser's swatches). */
  colors: [string, string, string];
  /** The custom properties the showcase reads, resolved to literal values, in light and in dark. */
  light: ReadonlyMap<string, string>;
  dark: ReadonlyMap<string, string>;
  /** Our server's stylesheets for the theme's heading and body fonts (`/fonts/{id}.css`; the showcase shows no code). */
  fontStylesheets: string[];
}

function requireTemplate(id: string): Template {
  const template = findTemplate(id);
  if (!template) throw new Error(`The showcase names "${id}", which is not one of core's built-in templates.`);
  return template;
}

/** One template as the showcase wears it: applied to core's default design, its tokens resolved for each scheme. */
export function showcaseTheme(templateId: string, used: ReadonlySet<string>): ShowcaseTheme {
  const template = requireTemplate(templateId);
  const design = applyTemplate({ ...defaultDesignSystem, components: [] }, template, {}, APPLIED_AT);
  const tokens = resolveTokens(design);
  const { primaryColor, secondaryColor, accentColor } = template.theme;
  return {
    id: template.id,
    name: template.name,
    colors: [primaryColor, secondaryColor, accentColor],
    light: previewProperties(themeCustomProperties(tokens, 'light'), used),
    dark: previewProperties(themeCustomProperties(tokens, 'dark'), used),
    fontStylesheets: [design.typography.headingFamily, design.typography.bodyFamily]
      .map(fontOfStack)
      .filter((font) => font !== undefined)
      .map(fontStylesheetPath),
  };
}
