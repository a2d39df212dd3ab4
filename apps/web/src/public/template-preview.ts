import { applyTemplate, createExportContext, defaultDesignSystem, findTemplate, renderPreviewDocument, runExporter } from '@kitsmith/core';

/** The catalogue components a template preview shows. */
export const previewComponentIds = ['button', 'card', 'input', 'badge', 'alert'] as const;

/**
 * A live preview of a built-in template: the template applied to core's default design,
 * its CSS export inlined, and the components' markup on one page (for an `<iframe srcDoc>`).
 * Loaded on demand, so the export code stays out of the home page's first bundle.
 */
export function renderTemplatePreview(templateId: string): { title: string; html: string } {
  const template = findTemplate(templateId);
  if (!template) throw new Error(`No built-in template called "${templateId}".`);
  const system = applyTemplate(defaultDesignSystem, template);
  const context = createExportContext(system, { components: [...previewComponentIds] });
  const css = runExporter('css', context)
    .map((file) => file.contents)
    .join('\n');
  const title = `${template.name} preview`;
  return { title, html: renderPreviewDocument(context.components, { title, mode: 'light', styles: { css } }) };
}
