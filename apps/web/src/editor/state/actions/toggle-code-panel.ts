import { defineAction, isMod } from './define-action.ts';

export const toggleCodePanel = defineAction({
  name: 'toggleCodePanel',
  label: 'Show or hide the code panel',
  undo: 'none',
  shortcut: { keys: 'Alt+C', scope: 'editor', matches: (event) => event.altKey && event.code === 'KeyC' && !isMod(event) },
  perform: (state) => ({ ...state, codeOpen: !state.codeOpen }),
});
