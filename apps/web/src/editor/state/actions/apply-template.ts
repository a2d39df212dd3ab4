import { applyTemplate as applied, findTemplate } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

export const applyTemplate = defineAction<{ templateId: string; appliedAt: string }>({
  name: 'applyTemplate',
  label: 'Apply a template',
  undo: 'step',
  perform: (state, { templateId, appliedAt }) => {
    const template = findTemplate(templateId);
    return template ? editDesign(state, (design) => applied(design, template, {}, appliedAt)) : state;
  },
});
