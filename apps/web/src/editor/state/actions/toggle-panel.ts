import type { PanelSide } from '../editor-state.ts';
import { defineAction } from './define-action.ts';

/** Opens or closes a side panel over the canvas (narrow screens). */
export const togglePanel = defineAction<{ side: PanelSide }>({
  name: 'togglePanel',
  label: 'Show or hide a side panel',
  undo: 'none',
  perform: (state, { side }) => ({ ...state, panels: { ...state.panels, [side]: !state.panels[side] } }),
});
