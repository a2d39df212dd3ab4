import { applyTemplate as applied, findTemplate } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

/**
 * Applies a built-in template: on a design with no components it also adds the template's, with the ids given
 * (made by the caller, so performing the action again gives the same document); a design with components keeps them.
 */
export const applyTemplate = defineAction<{ templateId: string; appliedAt: string; instanceIds?: readonly string[] }>({
  name: 'applyTemplate',
  label: 'Apply a template',
  undo: 'step',
  perform: (state, { templateId, appliedAt, instanceIds }) => {
    const template = findTemplate(templateId);
    if (!template) return state;
    const instanceId = instanceIds ? (componentId: string, index: number) => instanceIds[index] ?? `${componentId}-${index + 1}` : undefined;
    return editDesign(state, (design) => applied(design, template, {}, appliedAt, instanceId ? { instanceId } : {}));
  },
});
