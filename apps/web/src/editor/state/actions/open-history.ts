import { defineAction } from './define-action.ts';

/** The top bar's version: the History tab, with the right panel opened over the canvas on narrow screens. */
export const openHistory = defineAction({
  name: 'openHistory',
  label: 'Show the version history',
  undo: 'none',
  perform: (state) => (state.rightTab === 'history' && state.panels.right ? state : { ...state, rightTab: 'history', panels: { ...state.panels, right: true } }),
});
