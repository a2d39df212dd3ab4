import { defineAction, isMod } from './define-action.ts';

export const showShortcuts = defineAction({
  name: 'showShortcuts',
  label: 'Show these shortcuts',
  undo: 'none',
  shortcut: { keys: '?', scope: 'editor', matches: (event, inText) => event.key === '?' && !inText && !isMod(event) },
  perform: (state) => (state.helpOpen ? state : { ...state, helpOpen: true }),
});
