import type { RightTab } from '../editor-state.ts';
import { defineAction } from './define-action.ts';

export const showTab = defineAction<{ tab: RightTab }>({
  name: 'showTab',
  label: 'Show a panel tab',
  undo: 'none',
  perform: (state, { tab }) => (state.rightTab === tab ? state : { ...state, rightTab: tab }),
});
