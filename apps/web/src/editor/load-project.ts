import { ApiClientError } from '@kitsmith/client';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../app/api.ts';
import { errorMessage } from '../ui/error-message.ts';
import { readDraft } from './save/local-draft.ts';
import { reconcile, type LoadedProject } from './save/reconcile-draft.ts';

export type { LoadedProject };

export type LoadState =
  | { status: 'loading' }
  | { status: 'error'; title: string; message: string; canRetry: boolean }
  | { status: 'ready'; loaded: LoadedProject };

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
