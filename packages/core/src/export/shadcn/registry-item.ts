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
  /**
   * `@import` rules for those fonts, the way shadcn's own font items add them; and the high-contrast colours, which
   * `cssVars` has no place for (shadcn's schema keeps only `theme`, `light` and `dark`): the shadcn export's
   * `@media (prefers-contrast: more)` (`:root`, `.dark`), `.high-contrast` and `.dark.high-contrast` blocks.
   */
  css: Record<string, CssRuleBody>;
  cssVars: { theme: Record<string, string>; light: Record<string, string>; dark: Record<string, string> };
}

/** A rule's declarations (`--primary: …`), or the rules inside an at-rule, as shadcn's `css` field writes them. */
export type CssRuleBody = Record<string, string | Record<string, string>>;

/** What the item says about the project. */
export interface RegistryItemInfo {
  /** The project's name: the item's title, and slugged, its name. */
  name: string;
  description?: string;
}

/**
 * A project's theme as a shadcn registry item: the same variables as the `shadcn` export's globals.css
 * (`:root`, `.dark`, `@theme inline` in `cssVars`; the high-contrast blocks in `css`), and the design's
 * catalogue fonts as dependencies with their `@import`s.
 */
export function shadcnRegistryItem(system: DesignSystem, { name, description }: RegistryItemInfo): ShadcnRegistryItem {
  const context = createExportContext(system, { name, components: [] });
  const fonts = fontsOfDesign(system);
  const imports = fonts.flatMap(fontsourceImports);
  const { theme, light, dark, 'high-contrast-light': hcLight, 'high-contrast-dark': hcDark } = shadcnThemeVariables(context);
  const declarations = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [`--${name}`, value]));
  // As the shadcn export's globals.css chooses them: asked for by the reader's setting, or by class beside .dark.
  const highContrast: Record<string, CssRuleBody> = {
    '@media (prefers-contrast: more)': { ':root': declarations(hcLight), '.dark': declarations(hcDark) },
    '.high-contrast': declarations(hcLight),
    '.dark.high-contrast': declarations(hcDark),
  };
  return {
    $schema: REGISTRY_ITEM_SCHEMA_URL,
    name: context.name,
    type: 'registry:theme',
    title: name.trim() || context.name,
    description: description?.trim() || `The ${name.trim() || context.name} theme, made with Kitsmith.`,
    ...(fonts.length > 0 ? { dependencies: fonts.map((font) => font.package) } : {}),
    css: { ...Object.fromEntries(imports.map((path) => [`@import "${path}"`, {}])), ...highContrast },
    cssVars: { theme, light, dark },
  };
}
