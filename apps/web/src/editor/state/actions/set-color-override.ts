import { withColorOverride, type OverrideScheme, type SemanticColorRole } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

/** Pins a semantic colour in one scheme to a palette step (`palette.accent.50`) or a hex of its own. One undo step. */
export const setColorOverride = defineAction<{ scheme: OverrideScheme; role: SemanticColorRole; value: string }>({
  name: 'setColorOverride',
  label: 'Pin a semantic colour',
  undo: 'step',
  perform: (state, { scheme, role, value }) => editDesign(state, (design) => withColorOverride(design, scheme, role, value)),
});
