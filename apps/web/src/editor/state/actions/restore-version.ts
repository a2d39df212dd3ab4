import type { Project } from '@kitsmith/client';
import type { EditorDocument } from '../editor-document.ts';
import { projectInfo } from '../editor-state.ts';
import { defineAction, withDocument } from './define-action.ts';

/**
 * The server restored a version (`project` is its answer, `document` the design it now stores): the
 * editor shows it as one undo step, so undo brings the design before it back (and autosave saves that
 * as a normal edit). The top bar shows the project's new version.
 */
export const restoreVersion = defineAction<{ document: EditorDocument; project: Project; restored: string }>({
  name: 'restoreVersion',
  label: 'Restore a version',
  undo: 'step',
  perform: (state, { document, project, restored }) => ({
    ...withDocument(state, document),
    project: { ...state.project, ...projectInfo(project) },
    restoreTarget: null,
    preview: null,
    announcement: `Restored ${restored} as version ${project.version}. Undo brings back the design before it.`,
    requests: { ...state.requests, versions: state.requests.versions + 1 },
  }),
});
