import type { Project } from '@kitsmith/client';
import { defaultDesignSystem, type DesignSystem } from '@kitsmith/core';
import type { LoadedProject } from '../save/reconcile-draft.ts';
import type { EditorDocument } from './editor-document.ts';
import { startEditorState, type EditorState } from './editor-state.ts';

/** A project as the server answers it, for the editor's unit tests. */
export function testProject(design: DesignSystem = defaultDesignSystem, role: Project['role'] = 'owner'): Project {
  return {
    id: 'p1',
    name: 'Acme',
    description: '',
    config: design,
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-02T00:00:00.000Z',
    last_edited_at: '2024-01-02T00:00:00.000Z',
    version: '1.0.0',
    user_id: 'u1',
    is_public: false,
    is_template: false,
    tags: [],
    framework: 'react',
    revision: 3,
    component_count: design.components.length,
    swatches: { primary: design.theme.primaryColor, secondary: design.theme.secondaryColor, accent: design.theme.accentColor },
    role,
    shareable_link: null,
  };
}

/** The project opened in the editor with nothing to restore. */
export function testLoaded(project: Project = testProject()): LoadedProject {
  const start: EditorDocument = { name: project.name, design: project.config };
  return { project, exportAllowance: { all_formats: true, all_components: true }, start, baseline: { document: start, revision: project.revision } };
}

/** The editor's state for a design, as an action's perform receives it. */
export const testState = (design: DesignSystem = defaultDesignSystem): EditorState => startEditorState(testLoaded(testProject(design)));
