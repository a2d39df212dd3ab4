import { ApiClientError, type Project } from '@kitsmith/client';
import { parseDesignSystem } from '@kitsmith/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../app/api.ts';
import { errorMessage } from '../../ui/error-message.ts';
import type { EditorDocument } from '../state/editor-actions.ts';
import { clearDraft, writeDraft } from './local-draft.ts';

/** Quiet time after the last edit before saving. */
export const SAVE_DEBOUNCE_MS = 1000;
/** Longest a change waits while edits keep coming. */
export const SAVE_MAX_WAIT_MS = 30_000;
/** How often a save is retried while the server cannot be reached. */
export const OFFLINE_RETRY_MS = 5000;
const DRAFT_DEBOUNCE_MS = 250;

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict' | 'error' | 'read-only';

/** What the server holds: the last document it confirmed and its revision. */
export interface Baseline {
  document: EditorDocument;
  revision: number;
}

export interface Conflict {
  /** The project as the server has it now. */
  current: Project;
  theirs: EditorDocument;
}

export const documentOf = (project: Project): EditorDocument => ({ name: project.name, config: project.config });

function conflictOf(error: unknown): Conflict | undefined {
  if (!(error instanceof ApiClientError) || error.code !== 'REVISION_CONFLICT') return undefined;
  const current = (error.details as { current?: Project } | undefined)?.current;
  if (!current || typeof current.revision !== 'number' || typeof current.name !== 'string') return undefined;
  try {
    const theirs = { name: current.name, config: parseDesignSystem(current.config) };
    return { current: { ...current, config: theirs.config }, theirs };
  } catch {
    return undefined;
  }
}

interface AutosaveOptions {
  projectId: string;
  present: EditorDocument;
  initial: Baseline;
  readOnly: boolean;
  /** A conflict found while loading (a draft made on an older revision). */
  initialConflict?: Conflict | undefined;
  onSaved: (project: Project) => void;
}

export interface Autosave {
  status: SaveStatus;
  error: string | null;
  conflict: Conflict | null;
  saveNow: () => void;
  /** Conflict: save my version over theirs. */
  keepMine: () => void;
  /** Conflict: their version becomes the saved state; returns it for the editor to show. */
  takeTheirs: () => EditorDocument | undefined;
}

/**
 * Saves the document through api.projects.update with the revision it was based on:
 * about a second after the last edit and at least every 30 s while edits keep
 * coming; keeps a local draft until the server has the work; retries when the
 * connection is back; stops at a 409 conflict until the user chooses.
 */
export function useAutosave({ projectId, present, initial, readOnly, initialConflict, onSaved }: AutosaveOptions): Autosave {
  const baseline = useRef(initial);
  const latest = useRef(present);
  latest.current = present;
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const [status, setStatus] = useState<SaveStatus>(
    readOnly ? 'read-only' : initialConflict ? 'conflict' : present === initial.document ? 'saved' : 'unsaved',
  );
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(initialConflict ?? null);
  const conflictRef = useRef(conflict);
  conflictRef.current = conflict;
  const inFlight = useRef(false);
  const dirtySince = useRef<number | null>(null);
  const timers = useRef<{ save?: ReturnType<typeof setTimeout>; draft?: ReturnType<typeof setTimeout>; retry?: ReturnType<typeof setTimeout> }>({});

  const persistDraft = useCallback(() => {
    const document = latest.current;
    if (readOnly) return;
    if (document === baseline.current.document && !conflictRef.current) clearDraft(projectId);
    else writeDraft(projectId, { document, baseRevision: baseline.current.revision, savedAt: new Date().toISOString() });
  }, [projectId, readOnly]);

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timers.current.save);
    clearTimeout(timers.current.retry);
    if (readOnly || conflictRef.current || inFlight.current) return;
    const document = latest.current;
    const base = baseline.current;
    if (document === base.document) return;
    const body: Parameters<typeof api.projects.update>[1] = { revision: base.revision };
    if (document.name !== base.document.name) body.name = document.name;
    if (document.config !== base.document.config) body.config = document.config;
    inFlight.current = true;
    setStatus('saving');
    try {
      const project = await api.projects.update(projectId, body);
      baseline.current = { document, revision: project.revision };
      setError(null);
      onSavedRef.current(project);
      if (latest.current === document) {
        dirtySince.current = null;
        clearDraft(projectId);
        setStatus('saved');
      } else {
        setStatus('unsaved');
        persistDraft();
        timers.current.save = setTimeout(() => void save(), SAVE_DEBOUNCE_MS);
      }
    } catch (failure) {
      const found = conflictOf(failure);
      if (found) {
        setConflict(found);
        conflictRef.current = found;
        setStatus('conflict');
      } else if (failure instanceof ApiClientError && failure.status === 0) {
        setStatus('offline');
        timers.current.retry = setTimeout(() => void save(), OFFLINE_RETRY_MS);
      } else {
        console.error('Failed to save the project', failure);
        setError(errorMessage(failure, 'Failed to save your changes'));
        setStatus('error');
      }
      persistDraft();
    } finally {
      inFlight.current = false;
    }
  }, [projectId, readOnly, persistDraft]);

  // Every edit: note it, keep the draft, and schedule a save.
  useEffect(() => {
    if (readOnly) return;
    if (present === baseline.current.document) {
      dirtySince.current = null;
      clearTimeout(timers.current.save);
      if (!inFlight.current && !conflictRef.current) {
        setStatus('saved');
        clearDraft(projectId);
      }
      return;
    }
    const now = Date.now();
    dirtySince.current ??= now;
    clearTimeout(timers.current.draft);
    timers.current.draft = setTimeout(persistDraft, DRAFT_DEBOUNCE_MS);
    if (conflictRef.current) return;
    setStatus((current) => (current === 'saving' || current === 'offline' ? current : 'unsaved'));
    clearTimeout(timers.current.save);
    const delay = Math.max(0, Math.min(SAVE_DEBOUNCE_MS, dirtySince.current + SAVE_MAX_WAIT_MS - now));
    timers.current.save = setTimeout(() => void save(), navigator.onLine ? delay : OFFLINE_RETRY_MS);
  }, [present, projectId, readOnly, persistDraft, save]);

  // The connection: offline shows at once; back online saves at once. Leaving the page keeps the draft.
  useEffect(() => {
    if (readOnly) return;
    const onOffline = () => {
      if (latest.current !== baseline.current.document && !conflictRef.current) setStatus('offline');
    };
    const onOnline = () => void save();
    const onHide = () => persistDraft();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    window.addEventListener('pagehide', onHide);
    const pending = timers.current;
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pagehide', onHide);
      clearTimeout(pending.save);
      clearTimeout(pending.retry);
      clearTimeout(pending.draft);
      onHide();
    };
  }, [readOnly, save, persistDraft]);

  const keepMine = useCallback(() => {
    const found = conflictRef.current;
    if (!found) return;
    baseline.current = { document: found.theirs, revision: found.current.revision };
    conflictRef.current = null;
    setConflict(null);
    void save();
  }, [save]);

  const takeTheirs = useCallback(() => {
    const found = conflictRef.current;
    if (!found) return undefined;
    baseline.current = { document: found.theirs, revision: found.current.revision };
    conflictRef.current = null;
    setConflict(null);
    onSavedRef.current(found.current);
    return found.theirs;
  }, []);

  const saveNow = useCallback(() => void save(), [save]);
  // One object while nothing in it changes: the top bar does not render again on every edit.
  return useMemo(() => ({ status, error, conflict, saveNow, keepMine, takeTheirs }), [status, error, conflict, saveNow, keepMine, takeTheirs]);
}
