import { undoStep } from '../editor-history.ts';
import { defineAction, isMod } from './define-action.ts';

export const undo = defineAction({
  name: 'undo',
  label: 'Undo',
  undo: 'none',
  shortcut: { keys: 'Mod+Z', scope: 'editor', matches: (event, inText) => isMod(event) && !event.shiftKey && event.key.toLowerCase() === 'z' && !inText },
  perform: (state) => {
    const step = undoStep(state.history, state.document);
    return step ? { ...state, ...step } : state;
  },
});
