import { ApiClientError, type ExportAllowance, type Project, type ProjectDetail } from '@kitsmith/client';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../app/api.ts';
import { errorMessage } from '../ui/error-message.ts';
import { clearDraft, readDraft, type LocalDraft } from './save/local-draft.ts';
import { documentOf, type Baseline, type Conflict } from './save/use-autosave.ts';
import type { EditorDocument } from './state/editor-actions.ts';

export interface LoadedProject {
  project: Project;
  /** What the caller may export from it (their plan or the owner's): the code panel and Export follow it. */
  exportAllowance: ExportAllowance;
  /** What the editor opens with: the server's document, or the newer local draft. */
  start: EditorDocument;
  baseline: Baseline;
  /** The local draft was made on an older revision than the server's, and they differ. */
  conflict?: Conflict;
  /** When a local draft was restored (ISO). */
  restoredFrom?: string;
}

export type LoadState =
  | { status: 'loading' }
  | { status: 'error'; title: string; message: string; canRetry: boolean }
  | { status: 'ready'; loaded: LoadedProject };

const sameDocument = (a: EditorDocument, b: EditorDocument) => a.name === b.name && JSON.stringify(a.config) === JSON.stringify(b.config);

/** The server's project, reconciled with a local draft of unsaved work: newer drafts win, drafts on an older revision are a conflict. */
export function reconcile({ export_allowance: exportAllowance, ...project }: ProjectDetail, draft: LocalDraft | undefined): LoadedProject {
  const server = documentOf(project);
  const baseline = { document: server, revision: project.revision };
  const readOnly = project.role === 'viewer';
  if (!draft || readOnly || sameDocument(draft.document, server)) {
    if (draft) clearDraft(project.id);
    return { project, exportAllowance, start: server, baseline };
  }
  if (draft.baseRevision === project.revision) return { project, exportAllowance, start: draft.document, baseline, restoredFrom: draft.savedAt };
  return { project, exportAllowance, start: draft.document, baseline, conflict: { current: project, theirs: server }, restoredFrom: draft.savedAt };
}

function describeLoadError(error: unknown): Extract<LoadState, { status: 'error' }> {
  if (error instanceof ApiClientError) {
    if (error.status === 404) {
      return { status: 'error', title: 'Project not found', message: 'This project does not exist or was deleted.', canRetry: false };
    }
    if (error.status === 403) {
      return {
        status: 'error',
        title: 'You do not have access to this project',
        message: 'Ask its owner to invite you, or open one of your own projects.',
        canRetry: false,
      };
    }
  }
  return { status: 'error', title: 'The project could not be loaded', message: errorMessage(error, 'Failed to load project'), canRetry: true };
}

/** Loads a project for the editor; `retry` loads it again. */
export function useProjectLoad(projectId: string | undefined): { state: LoadState; retry: () => void } {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!projectId) {
      setState({ status: 'error', title: 'Project not found', message: 'The link has no project id.', canRetry: false });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    api.projects
      .get(projectId)
      .then((project) => {
        if (current) setState({ status: 'ready', loaded: reconcile(project, readDraft(project.id)) });
      })
      .catch((error: unknown) => {
        if (!current) return;
        console.error('Failed to load project', error);
        setState(describeLoadError(error));
      });
    return () => {
      current = false;
    };
  }, [projectId, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
