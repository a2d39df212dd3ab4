import { defineAction, editDesign } from './define-action.ts';

export const setRadius = defineAction<{ base: number }>({
  name: 'setRadius',
  label: 'Change the corner radius',
  undo: { mergeKey: () => 'radius' },
  perform: (state, { base }) => editDesign(state, (design) => (design.radius.base === base ? design : { ...design, radius: { base } })),
});
