import type { ComponentDefinition, PropValues } from '../model/component.ts';
import type { DesignSystem } from '../model/design-system.ts';
import type { TokenSet } from '../tokens/types.ts';

/** One file an exporter produces. Exporters never write: the CLI writes, the web app shows or zips, the API stores. */
export interface GeneratedFile {
  path: string;
  contents: string;
}

export const EXPORT_FORMATS = ['css', 'scss', 'tailwind', 'shadcn', 'typescript', 'react', 'vue', 'dtcg', 'html', 'package'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * How css/tokens.css switches colour schemes: `selectors`, a block of semantic colours per scheme
 * (`[data-theme="dark"]`, `prefers-color-scheme`); `light-dark`, one block of `light-dark()` values
 * that follow `color-scheme`, which `data-theme` then sets.
 */
export const CSS_SCHEME_SWITCHES = ['selectors', 'light-dark'] as const;
export type CssSchemeSwitch = (typeof CSS_SCHEME_SWITCHES)[number];

/** A component to export, with the props its exported code takes as defaults. */
export interface ExportComponent {
  definition: ComponentDefinition;
  /** Resolved props (definition defaults merged with the design's overrides). */
  props: PropValues;
  /** An id safe for HTML ids, unique within the export. */
  instanceId: string;
}

/** The project's release a package export is made for. */
export interface ExportRelease {
  /** The project's version (semver): the package's `version`. */
  version: string;
  /** The project's CHANGELOG.md (`changelogMarkdown`), shipped in the package when not blank. */
  changelog?: string;
}

/** Everything an exporter reads; built once per export so formats share the token resolution. */
export interface ExportContext {
  /** The package / project name, used in headers and package.json (kebab-case). */
  name: string;
  system: DesignSystem;
  tokens: TokenSet;
  components: readonly ExportComponent[];
  /** The release the package is made for; without it the package is version 0.1.0 with no changelog. */
  release?: ExportRelease;
  /** How css/tokens.css switches colour schemes; default `selectors`. */
  schemeSwitch?: CssSchemeSwitch;
}

export type Exporter = (context: ExportContext) => GeneratedFile[];
