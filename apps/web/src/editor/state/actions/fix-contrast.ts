import { withColorOverride, type ContrastFix } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

/**
 * The one-click fix of a failing contrast pair, as core's `fixContrastPair` worked it out: the one colour
 * of the pair it moved, pinned in its scheme. One undo step; nothing else of the design changes.
 */
export const fixContrast = defineAction<{ change: Pick<ContrastFix, 'scheme' | 'role' | 'to'> }>({
  name: 'fixContrast',
  label: 'Fix a contrast pair',
  undo: 'step',
  perform: (state, { change }) => editDesign(state, (design) => withColorOverride(design, change.scheme, change.role, change.to)),
});
