import type { ThemeMode } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

export const setThemeMode = defineAction<{ mode: ThemeMode }>({
  name: 'setThemeMode',
  label: 'Choose the default colour mode',
  undo: 'step',
  perform: (state, { mode }) => editDesign(state, (design) => (design.theme.mode === mode ? design : { ...design, theme: { ...design.theme, mode } })),
});
