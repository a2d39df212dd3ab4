import type { DesignSystem } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

/**
 * A generated candidate's look (theme, colours, type, spacing, radius, shadows, motion, contrast target) takes the
 * design's place in one undoable step. The project keeps its own components; one with none takes the candidate's
 * starter set. The candidate applies no template, so the record of one applied earlier goes with the old look.
 */
export const applyGeneratedDesign = defineAction<{ design: DesignSystem }>({
  name: 'applyGeneratedDesign',
  label: 'Apply a generated design',
  undo: 'step',
  perform: (state, { design: candidate }) => {
    const next = editDesign(state, (design) => ({
      ...candidate,
      components: design.components.length > 0 ? design.components : candidate.components,
    }));
    return next === state
      ? state
      : {
          ...next,
          announcement: 'Applied the generated design. Press Ctrl+Z to undo.',
        };
  },
});
