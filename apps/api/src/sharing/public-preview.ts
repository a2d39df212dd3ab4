import { createHash } from 'node:crypto';
import {
  componentBehaviorScript,
  componentCatalogue,
  createExportContext,
  findComponent,
  fontStylesheetPath,
  fontsOfDesign,
  renderPreviewDocument,
  resolveComponentProps,
  runExporter,
  type ColorScheme,
  type DesignSystem,
  type ExportComponent,
} from '@kitsmith/core';

/**
 * The components' behaviour (tabs switch, dialogs open: core's behaviour runtime), one script for the whole catalogue
 * so that its hash, which the frame's policy names, is the same for every design. Made on first use.
 */
let behaviour: { script: string; hash: string } | undefined;
function behaviourScript(): { script: string; hash: string } {
  if (!behaviour) {
    const script = componentBehaviorScript(componentCatalogue.map((component) => component.id));
    behaviour = { script, hash: createHash('sha256').update(script).digest('base64') };
  }
  return behaviour;
}

/**
 * The frame's own policy (it is served as a document of its own): its styles inline, the design's fonts from our
 * /fonts, images inline only, nothing else loaded, and no script but the behaviour runtime (the public page frames
 * it with `sandbox="allow-scripts"`, on an opaque origin).
 */
export function previewPolicy(): string {
  return `default-src 'none'; script-src 'sha256-${behaviourScript().hash}'; style-src 'unsafe-inline' 'self'; font-src 'self' data:; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;
}

/** Each component the design places, as core's preview page renders it: its own props, headed by its custom name. */
function placedComponents(system: DesignSystem): ExportComponent[] {
  return system.components.flatMap((placed) => {
    const definition = findComponent(placed.componentId);
    if (!definition) return [];
    const name = placed.customName?.trim() || definition.name;
    const instanceId = placed.id.replace(/[^A-Za-z0-9_-]/g, '-');
    return [{ definition: { ...definition, name }, props: resolveComponentProps(definition, placed.props), instanceId }];
  });
}

/**
 * The shared design's components live, as the editor's canvas shows them: core's preview document with the
 * design's CSS export inlined, in one colour scheme, the design's fonts from our server. Served at
 * GET /p/{id}/preview.html for the public page's sandboxed frame.
 */
export function publicPreviewDocument(system: DesignSystem, name: string, scheme: ColorScheme): string {
  const components = placedComponents(system);
  const context = createExportContext(system, { components: [...new Set(components.map(({ definition }) => definition.id))] });
  const css = runExporter('css', context)
    .map((file) => file.contents)
    .join('\n');
  const page = renderPreviewDocument(components, { title: `${name}: components`, mode: scheme, styles: { css }, behavior: { script: behaviourScript().script } });
  const fonts = fontsOfDesign(system).map((font) => `    <link rel="stylesheet" href="${fontStylesheetPath(font)}" />\n`);
  return page.replace('</head>', `${fonts.join('')}  </head>`);
}
