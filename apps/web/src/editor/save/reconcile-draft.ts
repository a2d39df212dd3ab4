import type { ExportAllowance, Project, ProjectDetail } from '@kitsmith/client';
import { mergeNamedDesigns } from '@kitsmith/core';
import { documentOf, sameDocument, type EditorDocument } from '../state/editor-document.ts';
import type { Baseline, Conflict } from './conflict.ts';
import { clearDraft, type LocalDraft } from './local-draft.ts';

export interface LoadedProject {
  project: Project;
  /** What the caller may export from it (their plan or the owner's): the code panel and Export follow it. */
  exportAllowance: ExportAllowance;
  /** What the editor opens with: the server's document, or the newer local draft. */
  start: EditorDocument;
  baseline: Baseline;
  /** The local draft was made on an older revision than the server's, and both changed a field (or its base is not known). */
  conflict?: Conflict;
  /** When a local draft was restored (ISO). */
  restoredFrom?: string;
  /** The draft was made on an older revision and the newer one's changes were merged in: their labels. */
  mergedFromTheirs?: string[];
}

/**
 * The server's project, reconciled with a local draft of unsaved work: a draft on the current
 * revision is restored; one on an older revision is merged with the server's changes (a conflict
 * when both changed a field, or when the draft does not say what it started from).
 */
export function reconcile({ export_allowance: exportAllowance, ...project }: ProjectDetail, draft: LocalDraft | undefined): LoadedProject {
  const server = documentOf(project);
  const baseline = { document: server, revision: project.revision };
  const readOnly = project.role === 'viewer';
  if (!draft || readOnly || sameDocument(draft.document, server)) {
    if (draft) clearDraft(project.id);
    return { project, exportAllowance, start: server, baseline };
  }
  const restored = { project, exportAllowance, baseline, restoredFrom: draft.savedAt };
  if (draft.baseRevision === project.revision) return { ...restored, start: draft.document };
  if (draft.baseDocument) {
    const { merged, conflicts, fromTheirs } = mergeNamedDesigns(draft.baseDocument, draft.document, server);
    if (conflicts.length === 0) return { ...restored, start: merged, mergedFromTheirs: fromTheirs };
  }
  const conflict = { current: project, theirs: server, base: draft.baseDocument, baseRevision: draft.baseRevision };
  return { ...restored, start: draft.document, conflict };
}
