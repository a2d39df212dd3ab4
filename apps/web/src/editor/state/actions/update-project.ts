import type { Project } from '@kitsmith/client';
import { projectInfo, type ProjectInfo } from '../editor-state.ts';
import { defineAction } from './define-action.ts';

/** The project's details as the server answered them (a save, a change of visibility); its name and design stay the document's. */
export const updateProject = defineAction<{ project: Project | ProjectInfo }>({
  name: 'updateProject',
  label: 'Update the project details',
  undo: 'none',
  perform: (state, { project }) => ({ ...state, project: { ...state.project, ...projectInfo(project) } }),
});
