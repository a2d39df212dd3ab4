import { clearTemplate as cleared } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

export const clearTemplate = defineAction({
  name: 'clearTemplate',
  label: 'Clear the applied template',
  undo: 'step',
  perform: (state) => editDesign(state, cleared),
});
