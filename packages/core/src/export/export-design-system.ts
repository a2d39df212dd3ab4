import { componentCatalogue, findComponent } from '../catalogue/catalogue.ts';
import { resolveComponentProps } from '../catalogue/component-props.ts';
import { KitsmithError } from '../errors.ts';
import { InvalidVersionError, isSemver } from '../history/bump.ts';
import type { ComponentDefinition, PropValues } from '../model/component.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { resolveTokens } from '../tokens/resolve-tokens.ts';
import { exportCss } from './css/index.ts';
import { exportDtcg } from './dtcg/index.ts';
import { formatFiles, type CodeStyle } from './format-files.ts';
import { exportHtml } from './html/index.ts';
import { PACKAGE_FORMATS, exportPackage } from './package/index.ts';
import { packageSlug } from './package-slug.ts';
import { exportReact } from './react/index.ts';
import { exportScss } from './scss/index.ts';
import { exportShadcn } from './shadcn/index.ts';
import { exportTailwind } from './tailwind/index.ts';
import { EXPORT_FORMATS, type CssSchemeSwitch, type ExportComponent, type ExportContext, type ExportFormat, type ExportRelease, type Exporter, type GeneratedFile } from './types.ts';
import { exportTypescript } from './typescript/index.ts';
import { exportVue } from './vue/index.ts';

const exporters: Partial<Record<ExportFormat, Exporter>> = {
  css: exportCss,
  scss: exportScss,
  tailwind: exportTailwind,
  shadcn: exportShadcn,
  typescript: exportTypescript,
  dtcg: exportDtcg,
  react: exportReact,
  vue: exportVue,
  html: exportHtml,
};

export interface ExportOptions {
  formats: readonly ExportFormat[];
  /** Component ids, or 'all' for the whole catalogue. Default: the design's own components. */
  components?: readonly string[] | 'all';
  /** The project's name; its `packageSlug` names the package. Default `design-system`. */
  name?: string;
  /** The user's code style; when given, every file is formatted with it. */
  style?: CodeStyle;
  /** The project's version and changelog: the package's `version` and its CHANGELOG.md. */
  release?: ExportRelease;
  /** How css/tokens.css switches colour schemes: `selectors` (default) or one block of `light-dark()` values. */
  schemeSwitch?: CssSchemeSwitch;
}

function selectComponents(system: DesignSystem, selection: ExportOptions['components']): ExportComponent[] {
  const chosen: { definition: ComponentDefinition; props: PropValues }[] = [];
  if (selection === 'all') {
    chosen.push(...componentCatalogue.map((definition) => ({ definition, props: {} })));
  } else if (selection) {
    const unknown = selection.filter((id) => !findComponent(id));
    if (unknown.length > 0) {
      throw new KitsmithError(
        'UNKNOWN_COMPONENT',
        `No component called ${unknown.map((id) => `"${id}"`).join(', ')} in the catalogue.`,
        'Pick components by their catalogue id, such as "button" or "radio-group".',
      );
    }
    for (const id of new Set(selection)) {
      const definition = findComponent(id);
      const placed = system.components.find((component) => component.componentId === id);
      if (definition) chosen.push({ definition, props: placed?.props ?? {} });
    }
  } else {
    const seen = new Set<string>();
    for (const placed of system.components) {
      const definition = findComponent(placed.componentId);
      if (!definition || seen.has(definition.id)) continue;
      seen.add(definition.id);
      chosen.push({ definition, props: placed.props });
    }
  }
  return chosen.map(({ definition, props }) => ({
    definition,
    props: resolveComponentProps(definition, props),
    instanceId: definition.id,
  }));
}

/** Everything the exporters read, resolved once. Use with `runExporter` to regenerate one format quickly. */
export function createExportContext(system: DesignSystem, options: Omit<ExportOptions, 'formats' | 'style'> = {}): ExportContext {
  const { release, schemeSwitch } = options;
  if (release && !isSemver(release.version)) throw new InvalidVersionError(release.version);
  return {
    name: packageSlug(options.name),
    system,
    tokens: resolveTokens(system),
    components: selectComponents(system, options.components),
    ...(release ? { release } : {}),
    ...(schemeSwitch ? { schemeSwitch } : {}),
  };
}

/**
 * Generates formats from one context, each at most once: a package is made of
 * the other formats' files, so asking for it beside them must not make them twice.
 */
function exporterFor(context: ExportContext): (format: ExportFormat) => GeneratedFile[] {
  const made = new Map<ExportFormat, GeneratedFile[]>();
  const run = (format: ExportFormat): GeneratedFile[] => {
    let files = made.get(format);
    if (!files) {
      if (format === 'package') {
        files = exportPackage(context, PACKAGE_FORMATS.flatMap(run));
      } else {
        const exporter = exporters[format];
        if (!exporter) throw new KitsmithError('UNKNOWN_FORMAT', `There is no "${format}" export yet.`);
        files = exporter(context);
      }
      made.set(format, files);
    }
    return files;
  };
  return run;
}

/** One format's files, unformatted by prettier (already in its default style). Synchronous, for live code panels. */
export function runExporter(format: ExportFormat, context: ExportContext): GeneratedFile[] {
  return exporterFor(context)(format);
}

/** Every file of the chosen formats, each formatted as prettier formats it. */
export async function exportDesignSystem(system: DesignSystem, options: ExportOptions): Promise<GeneratedFile[]> {
  const unknown = options.formats.filter((format) => !EXPORT_FORMATS.includes(format));
  if (unknown.length > 0 || options.formats.length === 0) {
    throw new KitsmithError(
      'UNKNOWN_FORMAT',
      options.formats.length === 0 ? 'Choose at least one export format.' : `Unknown export format ${unknown.join(', ')}.`,
      `Formats: ${EXPORT_FORMATS.join(', ')}.`,
    );
  }
  const context = createExportContext(system, options);
  // A package holds the other formats' files at the same paths: keep one of each.
  const run = exporterFor(context);
  const byPath = new Map<string, GeneratedFile>();
  for (const format of options.formats) for (const file of run(format)) byPath.set(file.path, file);
  // Prettier lays HTML text out by its length, so a page with the user's own texts is formatted by prettier.
  const customTexts = context.components.some(({ definition, props }) =>
    definition.configurableProps.some((prop) => props[prop.name] !== definition.defaultProps[prop.name]),
  );
  return formatFiles([...byPath.values()], options.style, (file) => customTexts && file.path.endsWith('.html'));
}
