import { defineAction, withDocument } from './define-action.ts';

export const renameProject = defineAction<{ name: string }>({
  name: 'renameProject',
  label: 'Rename the project',
  undo: 'step',
  perform: (state, { name }) => (name === state.document.name ? state : withDocument(state, { ...state.document, name })),
});
