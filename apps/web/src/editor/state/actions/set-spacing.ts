import type { DesignSystem } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

export const setSpacing = defineAction<{ patch: Partial<DesignSystem['spacing']> }>({
  name: 'setSpacing',
  label: 'Change the spacing',
  undo: { mergeKey: ({ patch }) => `spacing:${Object.keys(patch).sort().join(',')}` },
  perform: (state, { patch }) => editDesign(state, (design) => ({ ...design, spacing: { ...design.spacing, ...patch } })),
});
