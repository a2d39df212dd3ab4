import {
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
 * The frame's own policy (it is served as a document of its own): its styles inline, the design's fonts from our
 * /fonts, images inline only, nothing else loaded, no script (the public page frames it with `sandbox=""`).
 */
export const PREVIEW_POLICY = "default-src 'none'; script-src 'none'; style-src 'unsafe-inline' 'self'; font-src 'self' data:; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

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
  const page = renderPreviewDocument(components, { title: `${name}: components`, mode: scheme, styles: { css } });
  const fonts = fontsOfDesign(system).map((font) => `    <link rel="stylesheet" href="${fontStylesheetPath(font)}" />\n`);
  return page.replace('</head>', `${fonts.join('')}  </head>`);
}
