import { defineAction, isMod } from './define-action.ts';

/** Asks the autosave to save at once (it watches the request count). */
export const saveNow = defineAction({
  name: 'saveNow',
  label: 'Save now',
  undo: 'none',
  shortcut: { keys: 'Mod+S', scope: 'editor', matches: (event) => isMod(event) && !event.altKey && event.key.toLowerCase() === 's' },
  perform: (state) => ({ ...state, requests: { ...state.requests, save: state.requests.save + 1 } }),
});
