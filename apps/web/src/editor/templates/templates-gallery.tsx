import { applyTemplate, builtInTemplates, createExportContext, defaultDesignSystem, renderPreviewDocument, runExporter, type DesignSystem, type Template } from '@kitsmith/core';
import { memo, useMemo } from 'react';
import { applyTemplate as applyTemplateAction, clearTemplate } from '../state/actions/index.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';
import { forgetTemplateApplication, rememberTemplateApplication } from './template-application.ts';
import { useShowTemplateNotice } from './template-notice.tsx';

/** The catalogue components a template card shows. */
const PREVIEW_COMPONENTS = ['button', 'input', 'badge'];

/** A small live preview page of a template applied to the default design (as the home page's gallery does). */
function templatePreviewHtml(template: Template, base: DesignSystem): string {
  const system = applyTemplate({ ...base, components: [] }, template);
  const context = createExportContext(system, { components: PREVIEW_COMPONENTS });
  const css = runExporter('css', context)
    .map((file) => file.contents)
    .join('\n');
  return renderPreviewDocument(context.components, {
    title: `${template.name} preview`,
    mode: 'light',
    styles: { css: `${css}\n.ks-preview { padding: 12px; gap: 8px; } .ks-preview > section > h2 { display: none; }` },
  });
}

/** Every built-in template with a live preview; apply one (with a notice), or clear the applied template. */
export const TemplatesGallery = memo(function TemplatesGallery() {
  const store = useEditorStore();
  const showNotice = useShowTemplateNotice();
  const appliedId = useEditor((state) => state.document.design.template.application?.templateId ?? null);
  const readOnly = useEditor((state) => state.readOnly);
  const onApply = (template: Template) => {
    store.run(applyTemplateAction, { templateId: template.id, appliedAt: new Date().toISOString() });
    showNotice(template.name);
    rememberTemplateApplication(store.getState().project.id, template.id);
  };
  const onClear = () => {
    store.run(clearTemplate);
    forgetTemplateApplication();
  };
  const previews = useMemo(() => new Map(builtInTemplates.map((template) => [template.id, templatePreviewHtml(template, defaultDesignSystem)])), []);
  const applied = builtInTemplates.find((template) => template.id === appliedId);
  return (
    <section className="editor-templates" aria-labelledby="editor-templates-title">
      <h2 id="editor-templates-title" className="editor-panel-title">
        Templates
      </h2>
      <p className="muted editor-hint">
        {applied ? `Applied: ${applied.name}. Applying another replaces its colours and styles; undo brings yours back.` : 'A template sets colours, global styles and component looks. Undo brings yours back.'}
      </p>
      {appliedId && !readOnly && (
        <button type="button" className="button button-outline button-block" onClick={onClear}>
          Clear template
        </button>
      )}
      <ul className="editor-template-list">
        {builtInTemplates.map((template) => (
          <li key={template.id} className="editor-template card" data-template={template.id} data-applied={template.id === appliedId || undefined}>
            <iframe className="editor-template-frame" title={`${template.name} preview`} sandbox="" srcDoc={previews.get(template.id)} loading="lazy" tabIndex={-1} />
            <div className="editor-template-text">
              <h3>
                <span aria-hidden="true">{template.preview} </span>
                {template.name}
              </h3>
              <p className="muted">{template.description}</p>
              <div className="editor-template-swatches" aria-hidden="true">
                {[template.theme.primaryColor, template.theme.secondaryColor, template.theme.accentColor].map((color, index) => (
                  <span key={index} style={{ background: color }} />
                ))}
              </div>
            </div>
            {!readOnly && (
              <button type="button" className="button button-primary" onClick={() => onApply(template)}>
                {template.id === appliedId ? 'Apply again' : 'Apply'}
                <span className="visually-hidden"> {template.name}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});
