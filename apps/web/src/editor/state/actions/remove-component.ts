import { layerName } from '../layer-name.ts';
import { defineAction } from './define-action.ts';

export const removeComponent = defineAction<{ id: string }>({
  name: 'removeComponent',
  label: 'Remove the focused layer (undoable)',
  undo: 'step',
  shortcut: { keys: 'Delete', scope: 'layer', matches: (event) => event.key === 'Delete' || event.key === 'Backspace' },
  perform: (state, { id }) => {
    const { design } = state.document;
    const removed = design.components.find((component) => component.id === id);
    if (!removed) return state;
    const components = design.components.filter((component) => component !== removed);
    return {
      ...state,
      document: { ...state.document, design: { ...design, components } },
      announcement: `Removed ${layerName(removed)}. Press Ctrl+Z to undo.`,
    };
  },
});
