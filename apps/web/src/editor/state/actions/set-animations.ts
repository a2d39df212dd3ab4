import { defineAction, editDesign } from './define-action.ts';

export const setAnimations = defineAction<{ on: boolean }>({
  name: 'setAnimations',
  label: 'Turn animations on or off',
  undo: 'step',
  perform: (state, { on }) => editDesign(state, (design) => (design.theme.animations === on ? design : { ...design, theme: { ...design.theme, animations: on } })),
});
