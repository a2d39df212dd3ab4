import { defineAction, isMod } from './define-action.ts';

/** Opens the Save version dialog (editors): a message and the bump, then the version is saved. */
export const saveVersion = defineAction({
  name: 'saveVersion',
  label: 'Save a version',
  undo: 'none',
  // Alt changes the key a Mac reports (Alt+S is ß): the physical key decides.
  shortcut: { keys: 'Mod+Alt+S', scope: 'editor', matches: (event) => isMod(event) && event.altKey && !event.shiftKey && event.code === 'KeyS' },
  perform: (state) => (state.readOnly || state.saveVersionOpen ? state : { ...state, saveVersionOpen: true }),
});
