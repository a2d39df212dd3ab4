import type { DesignSystem } from '@kitsmith/core';
import { defineAction, editDesign } from './define-action.ts';

type Typography = DesignSystem['typography'];

/** The typography with the patch applied; a field patched to undefined is left out (a fluid-type field back to derived). */
function patched(typography: Typography, patch: Partial<Typography>): Typography {
  const next: Record<string, unknown> = { ...typography, ...patch };
  for (const [key, value] of Object.entries(next)) if (value === undefined) delete next[key];
  return next as Typography;
}

/** Typing in one typography field is one undo step. */
export const setTypography = defineAction<{ patch: Partial<Typography> }>({
  name: 'setTypography',
  label: 'Change the typography',
  undo: { mergeKey: ({ patch }) => `typography:${Object.keys(patch).sort().join(',')}` },
  perform: (state, { patch }) => editDesign(state, (design) => ({ ...design, typography: patched(design.typography, patch) })),
});
