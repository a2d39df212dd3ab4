import { withColorOverride, type OverrideScheme, type SemanticColorRole } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

/** Lets a pinned semantic colour be derived again. One undo step. */
export const resetColorOverride = defineAction<{ scheme: OverrideScheme; role: SemanticColorRole }>({
  name: 'resetColorOverride',
  label: 'Reset a pinned colour',
  undo: 'step',
  perform: (state, { scheme, role }) => editDesign(state, (design) => withColorOverride(design, scheme, role, undefined)),
});
