import type { DesignSystem } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

export const setAnimationStyle = defineAction<{ style: DesignSystem['motion']['animationStyle'] }>({
  name: 'setAnimationStyle',
  label: 'Choose the animation style',
  undo: 'step',
  perform: (state, { style }) =>
    editDesign(state, (design) => (design.motion.animationStyle === style ? design : { ...design, motion: { animationStyle: style } })),
});
