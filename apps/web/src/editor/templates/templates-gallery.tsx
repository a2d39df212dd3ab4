import { builtInTemplates, type Template } from '@kitsmith/core';
import { memo } from 'react';
import { applyTemplate as applyTemplateAction, clearTemplate } from '../state/actions/index.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';
import { forgetTemplateApplication, rememberTemplateApplication } from './template-application.ts';
import { useShowTemplateNotice } from './template-notice.tsx';
import { TemplateThumbnail } from './template-thumbnail.tsx';

/** Ids for the components a template adds, made as the library makes them when a component is added by hand. */
const newInstanceIds = (template: Template): string[] => (template.components ?? []).map((placed) => `${placed.componentId}-${crypto.randomUUID().slice(0, 8)}`);

/**
 * Every built-in template with its live thumbnail; apply one (with a notice), or clear the applied template.
 * On a page with no components a template also adds its own; otherwise it restyles the components already there.
 */
export const TemplatesGallery = memo(function TemplatesGallery() {
  const store = useEditorStore();
  const showNotice = useShowTemplateNotice();
  const appliedId = useEditor((state) => state.document.design.template.application?.templateId ?? null);
  const readOnly = useEditor((state) => state.readOnly);
  const empty = useEditor((state) => state.document.design.components.length === 0);
  const onApply = (template: Template) => {
    store.run(applyTemplateAction, { templateId: template.id, appliedAt: new Date().toISOString(), instanceIds: newInstanceIds(template) });
    showNotice(template.name);
    rememberTemplateApplication(store.getState().project.id, template.id);
  };
  const onClear = () => {
    store.run(clearTemplate);
    forgetTemplateApplication();
  };
  const applied = builtInTemplates.find((template) => template.id === appliedId);
  return (
    <section className="editor-templates" aria-labelledby="editor-templates-title">
      <h2 id="editor-templates-title" className="editor-panel-title">
        Templates
      </h2>
      <p className="muted editor-hint">
        {applied ? `Applied: ${applied.name}. Applying another replaces its colours, fonts and styles.` : 'A template sets colours, fonts, global styles and component looks.'}{' '}
        {empty ? 'On this empty page it also adds its components.' : 'Your components stay as they are, restyled.'} Undo brings yours back.
      </p>
      {appliedId && !readOnly && (
        <button type="button" className="button button-outline button-block" onClick={onClear}>
          Clear template
        </button>
      )}
      <ul className="editor-template-list">
        {builtInTemplates.map((template) => (
          <li key={template.id} className="editor-template card" data-template={template.id} data-applied={template.id === appliedId || undefined}>
            <TemplateThumbnail template={template} />
            <div className="editor-template-text">
              <h3>
                <span aria-hidden="true">{template.preview} </span>
                {template.name}
              </h3>
              <p className="muted">{template.description}</p>
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
