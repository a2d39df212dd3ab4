import { defineAction } from './define-action.ts';

/** Escape closes a dialog or menu where it is open (the shortcuts sheet through this action; the share menu by itself). */
export const closeDialog = defineAction({
  name: 'closeDialog',
  label: 'Close a dialog or menu',
  undo: 'none',
  shortcut: { keys: 'Escape', scope: 'overlay', matches: (event) => event.key === 'Escape' },
  perform: (state) => (state.helpOpen ? { ...state, helpOpen: false } : state),
});
