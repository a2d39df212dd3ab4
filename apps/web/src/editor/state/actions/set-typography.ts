import type { DesignSystem } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

/** Typing in one typography field is one undo step. */
export const setTypography = defineAction<{ patch: Partial<DesignSystem['typography']> }>({
  name: 'setTypography',
  label: 'Change the typography',
  undo: { mergeKey: ({ patch }) => `typography:${Object.keys(patch).sort().join(',')}` },
  perform: (state, { patch }) => editDesign(state, (design) => ({ ...design, typography: { ...design.typography, ...patch } })),
});
