import { defineAction } from './define-action.ts';

/** Escape closes a dialog or menu where it is open (the shortcuts sheet and the version dialogs through this action; the share menu by itself). */
export const closeDialog = defineAction({
  name: 'closeDialog',
  label: 'Close a dialog or menu',
  undo: 'none',
  shortcut: { keys: 'Escape', scope: 'overlay', matches: (event) => event.key === 'Escape' },
  perform: (state) => {
    if (state.helpOpen) return { ...state, helpOpen: false };
    if (state.saveVersionOpen) return { ...state, saveVersionOpen: false };
    if (state.restoreTarget) return { ...state, restoreTarget: null };
    return state;
  },
});
