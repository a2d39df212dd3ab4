import type { EditorDocument } from '../editor-document.ts';
import { defineAction, withDocument } from './define-action.ts';

/** Another version takes the document's place (a teammate's, when mine went to a new project); undoable. */
export const replaceDocument = defineAction<{ document: EditorDocument }>({
  name: 'replaceDocument',
  label: 'Take another version',
  undo: 'step',
  perform: (state, { document }) => withDocument(state, document),
});
