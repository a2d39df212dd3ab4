import type { VersionRef } from '../editor-state.ts';
import { defineAction } from './define-action.ts';

/** Asks to restore a version (editors): the confirmation dialog opens; nothing changes until it is confirmed. */
export const askRestore = defineAction<{ version: VersionRef }>({
  name: 'askRestore',
  label: 'Restore a version',
  undo: 'none',
  perform: (state, { version }) => (state.readOnly ? state : { ...state, restoreTarget: version }),
});
