import {
  applyTemplate,
  createExportContext,
  defaultDesignSystem,
  fontsOfDesign,
  fontStylesheetPath,
  renderPreviewDocument,
  runExporter,
  type Template,
} from '@kitsmith/core';

/** How many of a template's components its thumbnail shows: the top of its page (a navbar, a hero, ...). */
export const THUMBNAIL_COMPONENTS = 4;
/** The fixed date a thumbnail's design records: it never shows, and keeps the render the same for the same template. */
const RENDERED_AT = '2026-01-01T00:00:00.000Z';

/** The thumbnail's own layout: the components edge to edge, without the preview page's section titles. */
const THUMBNAIL_CSS = `.ks-preview { gap: var(--space-4); padding: var(--space-4); max-width: none; } .ks-preview > section > h2 { display: none; }`;

/** One render per template for the whole app: the New Project dialog and the editor's gallery share it. */
const cache = new Map<string, string>();

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * A live miniature of a template: the template applied to the default design (its colours, fonts, scheme and
 * styles), its CSS export inlined and its first components with the template's props, as a page for an
 * `<iframe srcDoc>`. The fonts' stylesheets come from our own /fonts, so the frame needs the app's origin.
 */
export function templateThumbnailHtml(template: Template): string {
  const cached = cache.get(template.id);
  if (cached !== undefined) return cached;
  const system = applyTemplate({ ...defaultDesignSystem, components: [] }, template, {}, RENDERED_AT);
  const shown = [...new Set(system.components.map((placed) => placed.componentId))].slice(0, THUMBNAIL_COMPONENTS);
  const context = createExportContext(system, { components: shown.length > 0 ? shown : ['button', 'card', 'input'] });
  const css = runExporter('css', context)
    .map((file) => file.contents)
    .join('\n');
  const fontLinks = fontsOfDesign(system)
    .map((font) => `<link rel="stylesheet" href="${escapeAttribute(fontStylesheetPath(font))}" />`)
    .join('');
  const html = renderPreviewDocument(context.components, {
    title: `${template.name} preview`,
    mode: system.theme.mode === 'dark' ? 'dark' : 'light',
    styles: { css: `${css}\n${THUMBNAIL_CSS}` },
  }).replace('</head>', `${fontLinks}</head>`);
  cache.set(template.id, html);
  return html;
}
