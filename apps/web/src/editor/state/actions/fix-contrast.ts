import { fixContrast as fixedDesign } from '../../design/contrast-checks.ts';
import { defineAction, editDesign } from './define-action.ts';

/** The one-click fix of a failing contrast check; nothing changes when no shade fixes it. */
export const fixContrast = defineAction<{ checkId: string }>({
  name: 'fixContrast',
  label: 'Fix a contrast pair',
  undo: 'step',
  perform: (state, { checkId }) => editDesign(state, (design) => fixedDesign(design, checkId) ?? design),
});
