import { DESIGN_LIMITS } from '@kitsmith/core';
import { defineAction } from './define-action.ts';
import { updateComponent } from './update-component.ts';

/** A component's custom name (cut at the model's limit); a blank one goes back to the catalogue name. */
export const renameComponent = defineAction<{ id: string; customName: string }>({
  name: 'renameComponent',
  label: 'Rename a component',
  undo: { mergeKey: ({ id }) => `component-name:${id}` },
  perform: (state, { id, customName: text }) =>
    updateComponent(state, id, (component) => {
      const customName = text.slice(0, DESIGN_LIMITS.customName.max);
      if ((component.customName ?? '') === customName) return component;
      const { customName: _previous, ...rest } = component;
      return customName.trim() ? { ...rest, customName } : rest;
    }),
});
