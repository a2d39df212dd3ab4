import type { ComponentDefinition, PropValues } from '../model/component.ts';
import type { DesignSystem } from '../model/design-system.ts';
import type { TokenSet } from '../tokens/types.ts';

/** One file an exporter produces. Exporters never write: the CLI writes, the web app shows or zips, the API stores. */
export interface GeneratedFile {
  path: string;
  contents: string;
}

export const EXPORT_FORMATS = ['css', 'scss', 'tailwind', 'typescript', 'react', 'vue', 'dtcg', 'html', 'package'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A component to export, with the props its exported code takes as defaults. */
export interface ExportComponent {
  definition: ComponentDefinition;
  /** Resolved props (definition defaults merged with the design's overrides). */
  props: PropValues;
  /** An id safe for HTML ids, unique within the export. */
  instanceId: string;
}

/** Everything an exporter reads; built once per export so formats share the token resolution. */
export interface ExportContext {
  /** The package / project name, used in headers and package.json (kebab-case). */
  name: string;
  system: DesignSystem;
  tokens: TokenSet;
  components: readonly ExportComponent[];
}

export type Exporter = (context: ExportContext) => GeneratedFile[];
