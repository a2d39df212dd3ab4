import type { MergeChoices } from '@kitsmith/core';
import { createContext, use, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useToast } from '../../ui/toast.tsx';
import { mergeTheirs, replaceDocument, updateProject } from '../state/actions/index.ts';
import type { EditorDocument } from '../state/editor-document.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import { mergedNotice } from './merged-notice.ts';
import type { LoadedProject } from './reconcile-draft.ts';
import { useAutosave, type Autosave } from './use-autosave.ts';

const AutosaveContext = createContext<Autosave | null>(null);

/** The save state of the open project (the top bar shows it). */
export function useAutosaveState(): Autosave {
  const autosave = use(AutosaveContext);
  if (!autosave) throw new Error('useAutosaveState outside the editor');
  return autosave;
}

/** Saves the store's document as it changes (see useAutosave); a teammate's merged changes are told in a toast. */
export function AutosaveProvider({ loaded, children }: { loaded: LoadedProject; children: ReactNode }) {
  const store = useEditorStore();
  const toast = useToast();
  const showMerged = useCallback(
    (fromTheirs: string[]) => {
      if (fromTheirs.length > 0) toast(mergedNotice(fromTheirs));
    },
    [toast],
  );
  useEffect(() => {
    if (loaded.mergedFromTheirs) showMerged(loaded.mergedFromTheirs);
  }, [loaded.mergedFromTheirs, showMerged]);

  const autosave = useAutosave({
    projectId: loaded.project.id,
    present: useEditor((state) => state.document),
    initial: loaded.baseline,
    readOnly: useEditor((state) => state.readOnly),
    initialConflict: loaded.conflict,
    onSaved: useCallback((project) => store.run(updateProject, { project }), [store]),
    applyMerge: useCallback(
      (base: EditorDocument | undefined, theirs: EditorDocument, choices: MergeChoices) => store.run(mergeTheirs, { base, theirs, choices }),
      [store],
    ),
    onMerged: showMerged,
  });

  // Save now (Mod+S) is an action: each new request saves once.
  const saveRequests = useEditor((state) => state.requests.save);
  const handled = useRef(saveRequests);
  const { saveNow } = autosave;
  useEffect(() => {
    if (saveRequests === handled.current) return;
    handled.current = saveRequests;
    saveNow();
  }, [saveRequests, saveNow]);

  return <AutosaveContext value={autosave}>{children}</AutosaveContext>;
}

/** The conflict dialog while a teammate's save and mine both changed some field. */
export function OpenConflict() {
  const store = useEditorStore();
  const { conflict, resolveConflict, takeTheirs } = useAutosaveState();
  const mine = useEditor((state) => state.document);
  if (!conflict) return null;
  const afterCopy = () => {
    const theirs = takeTheirs();
    if (theirs) store.run(replaceDocument, { document: theirs });
  };
  return <ConflictDialog conflict={conflict} mine={mine} onResolve={resolveConflict} afterCopy={afterCopy} />;
}
