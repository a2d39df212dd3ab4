import { ApiClientError, type Project } from '@kitsmith/client';
import { mergeNamedDesigns, type MergeChoices } from '@kitsmith/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../app/api.ts';
import { errorMessage } from '../../ui/error-message.ts';
import { documentOf, sameDocument, type EditorDocument } from '../state/editor-document.ts';
import { conflictOf, type Baseline, type Conflict } from './conflict.ts';
import { clearDraft, writeDraft } from './local-draft.ts';

/** Why pending edits could not be saved before a version is saved or restored; the message says what to do. */
export class FlushError extends Error {
  override name = 'FlushError';
}

/** Quiet time after the last edit before saving. */
export const SAVE_DEBOUNCE_MS = 1000;
/** Longest a change waits while edits keep coming. */
export const SAVE_MAX_WAIT_MS = 30_000;
/** How often a save is retried while the server cannot be reached. */
export const OFFLINE_RETRY_MS = 5000;
const DRAFT_DEBOUNCE_MS = 250;

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict' | 'error' | 'read-only';

interface AutosaveOptions {
  projectId: string;
  present: EditorDocument;
  initial: Baseline;
  readOnly: boolean;
  /** A conflict found while loading (a draft made on an older revision). */
  initialConflict?: Conflict | undefined;
  onSaved: (project: Project) => void;
  /** Merges their document into the editor's (one undo step): the `mergeTheirs` action. */
  applyMerge: (base: EditorDocument | undefined, theirs: EditorDocument, choices: MergeChoices) => void;
  /** A teammate's changes came in without asking: their labels, for a quiet notice. */
  onMerged: (fromTheirs: string[]) => void;
}

export interface Autosave {
  status: SaveStatus;
  error: string | null;
  conflict: Conflict | null;
  saveNow: () => void;
  /** Conflict: merge theirs in with the user's choice for each field both changed, and save. */
  resolveConflict: (choices: MergeChoices) => void;
  /** Conflict: their version becomes the saved state (mine went elsewhere); returns it for the editor to show. */
  takeTheirs: () => EditorDocument | undefined;
  /**
   * Saves what is pending now and resolves with the revision the server holds the document at (a save
   * under way is awaited first); rejects, saying why, when the edits could not be saved (offline, a conflict).
   */
  flush: () => Promise<number>;
  /**
   * The server changed the project outside the autosave (a version saved or restored): `project` is its
   * answer. Its design becomes the saved state; returns the document for the editor to show (the saved one
   * itself when the design is the same, so nothing is saved again).
   */
  adopt: (project: Project) => EditorDocument;
}

/**
 * Saves the document through api.projects.update with the revision it was based on:
 * about a second after the last edit and at least every 30 s while edits keep
 * coming; keeps a local draft (with the revision's document) until the server has
 * the work; retries when the connection is back. When a teammate saved first (409),
 * merges their changes in and saves at once, or, if we both changed a field, stops
 * until the user chooses for those fields.
 */
export function useAutosave({ projectId, present, initial, readOnly, initialConflict, onSaved, applyMerge, onMerged }: AutosaveOptions): Autosave {
  const baseline = useRef(initial);
  const latest = useRef(present);
  latest.current = present;
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const applyMergeRef = useRef(applyMerge);
  applyMergeRef.current = applyMerge;
  const onMergedRef = useRef(onMerged);
  onMergedRef.current = onMerged;

  const [status, setStatus] = useState<SaveStatus>(
    readOnly ? 'read-only' : initialConflict ? 'conflict' : present === initial.document ? 'saved' : 'unsaved',
  );
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(initialConflict ?? null);
  const conflictRef = useRef(conflict);
  conflictRef.current = conflict;
  // A merge was dispatched: the next document is saved at once.
  const mergePending = useRef(false);
  const inFlight = useRef(false);
  // The save under way, for `flush` to wait on.
  const running = useRef<Promise<void> | null>(null);
  const dirtySince = useRef<number | null>(null);
  const timers = useRef<{ save?: ReturnType<typeof setTimeout>; draft?: ReturnType<typeof setTimeout>; retry?: ReturnType<typeof setTimeout> }>({});

  const persistDraft = useCallback(() => {
    const document = latest.current;
    // Until a dispatched merge shows, the draft on the older revision stays as it is.
    if (readOnly || mergePending.current) return;
    const open = conflictRef.current;
    if (document === baseline.current.document && !open) {
      clearDraft(projectId);
      return;
    }
    // While a conflict is open the edits still stand on the revision they were made on.
    const [baseRevision, baseDocument] = open ? [open.baseRevision, open.base] : [baseline.current.revision, baseline.current.document];
    writeDraft(projectId, { document, baseRevision, ...(baseDocument ? { baseDocument } : {}), savedAt: new Date().toISOString() });
  }, [projectId, readOnly]);

  const saveRef = useRef<() => Promise<void>>(async () => undefined);
  /** Their save becomes the baseline and their changes come into the editor (with `choices` for the fields both changed); then mine is saved on top. */
  const acceptMerge = useCallback((found: Conflict, choices: MergeChoices) => {
    baseline.current = { document: found.theirs, revision: found.current.revision };
    conflictRef.current = null;
    setConflict(null);
    onSavedRef.current(found.current);
    clearTimeout(timers.current.save);
    if (mergeNamedDesigns(found.base, latest.current, found.theirs, choices).merged === latest.current) {
      // Theirs brings nothing mine lacks: save mine on their revision.
      timers.current.save = setTimeout(() => void saveRef.current(), 0);
    } else {
      // The edit effect saves the merged document once the editor shows it.
      mergePending.current = true;
      applyMergeRef.current(found.base, found.theirs, choices);
    }
  }, []);

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timers.current.save);
    clearTimeout(timers.current.retry);
    if (readOnly || conflictRef.current || inFlight.current || mergePending.current) return;
    const document = latest.current;
    const base = baseline.current;
    if (document === base.document) return;
    if (sameDocument(document, base.document)) {
      // Nothing new for the server (a merge that came out as theirs, an edit undone by hand).
      baseline.current = { document, revision: base.revision };
      dirtySince.current = null;
      clearDraft(projectId);
      setStatus('saved');
      return;
    }
    const body: Parameters<typeof api.projects.update>[1] = { revision: base.revision };
    if (document.name !== base.document.name) body.name = document.name;
    if (document.design !== base.document.design) body.config = document.design;
    inFlight.current = true;
    setStatus('saving');
    const request = api.projects.update(projectId, body);
    running.current = request.then(
      () => undefined,
      () => undefined,
    );
    try {
      const project = await request;
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
      // The draft first, on the revision the edits were made on: whatever follows, they survive a closed tab.
      persistDraft();
      const found = conflictOf(failure, base);
      if (found) {
        const { conflicts, fromTheirs } = mergeNamedDesigns(found.base, latest.current, found.theirs);
        if (conflicts.length === 0) {
          acceptMerge(found, {});
          onMergedRef.current(fromTheirs);
        } else {
          setConflict(found);
          conflictRef.current = found;
          setStatus('conflict');
        }
      } else if (failure instanceof ApiClientError && failure.status === 0) {
        setStatus('offline');
        timers.current.retry = setTimeout(() => void save(), OFFLINE_RETRY_MS);
      } else {
        console.error('Failed to save the project', failure);
        setError(errorMessage(failure, 'Failed to save your changes'));
        setStatus('error');
      }
    } finally {
      inFlight.current = false;
      running.current = null;
    }
  }, [projectId, readOnly, persistDraft, acceptMerge]);
  saveRef.current = save;

  // Every edit: note it, keep the draft, and schedule a save.
  useEffect(() => {
    if (readOnly) return;
    const merged = mergePending.current;
    mergePending.current = false;
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
    const delay = merged ? 0 : Math.max(0, Math.min(SAVE_DEBOUNCE_MS, dirtySince.current + SAVE_MAX_WAIT_MS - now));
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

  const resolveConflict = useCallback(
    (choices: MergeChoices) => {
      const found = conflictRef.current;
      if (found) acceptMerge(found, choices);
    },
    [acceptMerge],
  );

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

  const flush = useCallback(async (): Promise<number> => {
    if (readOnly) throw new FlushError('You can view this project but not change it.');
    // A save under way, then what came after it (each save sends what the editor shows at that moment).
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (running.current) await running.current;
      if (conflictRef.current) throw new FlushError('A teammate changed the same settings: choose what to keep first.');
      if (latest.current === baseline.current.document) return baseline.current.revision;
      await save();
      if (latest.current === baseline.current.document) return baseline.current.revision;
    }
    if (!navigator.onLine) throw new FlushError('You are offline: your changes are kept on this device and saved when the connection is back.');
    throw new FlushError('Your latest changes could not be saved yet. Try again in a moment.');
  }, [readOnly, save]);

  const adopt = useCallback(
    (project: Project): EditorDocument => {
      const current = baseline.current.document;
      const document = sameDocument(current, documentOf(project)) ? current : documentOf(project);
      baseline.current = { document, revision: project.revision };
      onSavedRef.current(project);
      if (latest.current === document) {
        dirtySince.current = null;
        clearDraft(projectId);
      }
      return document;
    },
    [projectId],
  );

  // One object while nothing in it changes: the top bar does not render again on every edit.
  return useMemo(
    () => ({ status, error, conflict, saveNow, resolveConflict, takeTheirs, flush, adopt }),
    [status, error, conflict, saveNow, resolveConflict, takeTheirs, flush, adopt],
  );
}
