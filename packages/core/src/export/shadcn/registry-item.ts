import { fontsOfDesign, fontsourceImports } from '../../fonts/fonts.ts';
import type { DesignSystem } from '../../model/design-system.ts';
import { createExportContext } from '../export-design-system.ts';
import { shadcnThemeVariables } from './theme-variables.ts';

/** The item's JSON Schema, as shadcn's own registries declare it. */
export const REGISTRY_ITEM_SCHEMA_URL = 'https://ui.shadcn.com/schema/registry-item.json';

/** A `registry:theme` item: what `npx shadcn add <url>` writes into an app's CSS and package.json. */
export interface ShadcnRegistryItem {
  $schema: typeof REGISTRY_ITEM_SCHEMA_URL;
  name: string;
  type: 'registry:theme';
  title: string;
  description: string;
  /** The `@fontsource` packages of the design's catalogue fonts, which the CLI installs. */
  dependencies?: string[];
  /** `@import` rules for those fonts, the way shadcn's own font items add them. */
  css?: Record<string, Record<string, never>>;
  cssVars: { theme: Record<string, string>; light: Record<string, string>; dark: Record<string, string> };
}

/** What the item says about the project. */
export interface RegistryItemInfo {
  /** The project's name: the item's title, and slugged, its name. */
  name: string;
  description?: string;
}

/**
 * A project's theme as a shadcn registry item: the same variables as the `shadcn` export's globals.css
 * (`:root`, `.dark`, `@theme inline`), and the design's catalogue fonts as dependencies with their `@import`s.
 */
export function shadcnRegistryItem(system: DesignSystem, { name, description }: RegistryItemInfo): ShadcnRegistryItem {
  const context = createExportContext(system, { name, components: [] });
  const fonts = fontsOfDesign(system);
  const imports = fonts.flatMap(fontsourceImports);
  // cssVars holds shadcn's three blocks; the high-contrast schemes are in the shadcn export's globals.css.
  const { theme, light, dark } = shadcnThemeVariables(context);
  return {
    $schema: REGISTRY_ITEM_SCHEMA_URL,
    name: context.name,
    type: 'registry:theme',
    title: name.trim() || context.name,
    description: description?.trim() || `The ${name.trim() || context.name} theme, made with Kitsmith.`,
    ...(fonts.length > 0
      ? {
          dependencies: fonts.map((font) => font.package),
          css: Object.fromEntries(imports.map((path) => [`@import "${path}"`, {}])),
        }
      : {}),
    cssVars: { theme, light, dark },
  };
}
