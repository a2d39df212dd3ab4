import type { DesignSystem } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

/**
 * An imported design takes the design's place in one undoable step. Core imported it over the current design
 * (`importDesign(input, design)`), so what the input does not speak to, components included, is already the project's.
 */
export const applyImportedDesign = defineAction<{ design: DesignSystem; format: string }>({
  name: 'applyImportedDesign',
  label: 'Import a design',
  undo: 'step',
  perform: (state, { design, format }) => {
    const next = editDesign(state, () => design);
    return next === state ? state : { ...next, announcement: `Imported the ${format} design. Press Ctrl+Z to undo.` };
  },
});
