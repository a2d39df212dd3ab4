import type { Project } from '@kitsmith/client';
import type { DesignSystem } from '@kitsmith/core';
import type { LoadedProject } from '../save/reconcile-draft.ts';
import type { EditorDocument } from './editor-document.ts';
import { startHistory, type EditorHistory } from './editor-history.ts';

/** The project's details as the editor shows them; its name is the document's (one source, undoable like any edit). */
export type ProjectInfo = Omit<Project, 'name' | 'config'>;

export type RightTab = 'design' | 'templates' | 'generate' | 'component' | 'history';
export type PanelSide = 'left' | 'right';

/** Everything the editor shows and edits. Changed only by actions (`state/actions/`), through the store. */
export interface EditorState {
  /** The project's name and design, as edited. */
  document: EditorDocument;
  history: EditorHistory;
  project: ProjectInfo;
  readOnly: boolean;
  selectedId: string | null;
  rightTab: RightTab;
  codeOpen: boolean;
  helpOpen: boolean;
  /** The side panels opened over the canvas on narrow screens. */
  panels: Record<PanelSide, boolean>;
  /** The last change announced to screen readers. */
  announcement: string;
  /** The Save version dialog is open (Mod+Alt+S, the History panel's button). */
  saveVersionOpen: boolean;
  /** A version the user asked to restore, waiting for their confirmation. */
  restoreTarget: VersionRef | null;
  /** A version shown on the canvas instead of the document, read-only, until the user goes back to the current design. */
  preview: (VersionRef & { design: DesignSystem }) | null;
  /**
   * Requests a view carries out when the count changes: save now, focus the component search;
   * `versions`: the version history changed here (a version saved or restored), lists load again;
   * `show`: a component was chosen to look at (a layer clicked, even the one already selected), so the
   * canvas shows the components again if it shows an example page.
   */
  requests: { save: number; search: number; versions: number; show: number };
}

/** A version as the editor names it to the user: its id and its semver ("1.1.0"). */
export interface VersionRef {
  id: string;
  version: string;
}

/** Leaves the design and the name to the document. */
export function projectInfo({ name: _name, config: _config, ...info }: ProjectInfo & Partial<Pick<Project, 'name' | 'config'>>): ProjectInfo {
  return info;
}

export function startEditorState(loaded: LoadedProject): EditorState {
  return {
    document: loaded.start,
    history: startHistory(),
    project: projectInfo(loaded.project),
    readOnly: loaded.project.role === 'viewer',
    selectedId: loaded.start.design.components[0]?.id ?? null,
    rightTab: 'design',
    codeOpen: false,
    helpOpen: false,
    panels: { left: false, right: false },
    announcement: loaded.restoredFrom && !loaded.conflict ? 'Restored your unsaved changes from this browser.' : '',
    saveVersionOpen: false,
    restoreTarget: null,
    preview: null,
    requests: { save: 0, search: 0, versions: 0, show: 0 },
  };
}
