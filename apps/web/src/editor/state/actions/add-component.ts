import { findComponent } from '@kitsmith/core';
import { defineAction } from './define-action.ts';

/** A catalogue component at the end of the page, selected (its props tab is not opened) and announced. */
export const addComponent = defineAction<{ componentId: string; id: string }>({
  name: 'addComponent',
  label: 'Add a component',
  undo: 'step',
  perform: (state, { componentId, id }) => {
    const definition = findComponent(componentId);
    const { design } = state.document;
    if (!definition || design.components.some((component) => component.id === id)) return state;
    const components = [...design.components, { id, componentId, props: {} }];
    return { ...state, document: { ...state.document, design: { ...design, components } }, selectedId: id, announcement: `Added ${definition.name}.` };
  },
});
