import { redoStep } from '../editor-history.ts';
import { defineAction, isMod } from './define-action.ts';

export const redo = defineAction({
  name: 'redo',
  label: 'Redo',
  undo: 'none',
  shortcut: {
    keys: 'Shift+Mod+Z or Ctrl+Y',
    scope: 'editor',
    matches: (event, inText) => !inText && ((isMod(event) && event.shiftKey && event.key.toLowerCase() === 'z') || (event.ctrlKey && event.key.toLowerCase() === 'y')),
  },
  perform: (state) => {
    const step = redoStep(state.history, state.document);
    return step ? { ...state, ...step } : state;
  },
});
