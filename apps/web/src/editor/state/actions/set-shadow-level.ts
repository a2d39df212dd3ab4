import type { DesignSystem } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

export const setShadowLevel = defineAction<{ level: DesignSystem['shadows']['level'] }>({
  name: 'setShadowLevel',
  label: 'Choose the shadows',
  undo: 'step',
  perform: (state, { level }) => editDesign(state, (design) => (design.shadows.level === level ? design : { ...design, shadows: { level } })),
});
