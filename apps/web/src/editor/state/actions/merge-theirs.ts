import { mergeNamedDesigns, type MergeChoices } from '@kitsmith/core';
import type { EditorDocument } from '../editor-document.ts';
import { defineAction, withDocument } from './define-action.ts';

/**
 * A teammate's save (`theirs`) merged into the document, both edits having started from `base`
 * (undefined: not known, every difference was asked); `choices` settle the fields both changed.
 */
export const mergeTheirs = defineAction<{ base: EditorDocument | undefined; theirs: EditorDocument; choices: MergeChoices }>({
  name: 'mergeTheirs',
  label: "Merge a teammate's changes",
  undo: 'step',
  perform: (state, { base, theirs, choices }) => withDocument(state, mergeNamedDesigns(base, state.document, theirs, choices).merged),
});
