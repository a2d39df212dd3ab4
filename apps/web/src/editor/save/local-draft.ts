import { readStoredDesignSystem } from '@kitsmith/core';
import type { EditorDocument } from '../state/editor-actions.ts';

/** Unsaved work of one project, kept in localStorage until the server has it. */
export interface LocalDraft {
  document: EditorDocument;
  /** The server revision the edits were made on. */
  baseRevision: number;
  /** When the draft was written (ISO). */
  savedAt: string;
}

export const draftKey = (projectId: string) => `kitsmith-editor-draft:${projectId}`;

export function writeDraft(projectId: string, draft: LocalDraft): void {
  try {
    localStorage.setItem(draftKey(projectId), JSON.stringify(draft));
  } catch (error) {
    // A full or blocked storage: the work still lives in memory and is saved to the server.
    console.warn('Could not keep a local draft of the project', error);
  }
}

/** The stored draft, or undefined when there is none or it cannot be read (then it is dropped). */
export function readDraft(projectId: string): LocalDraft | undefined {
  let text: string | null;
  try {
    text = localStorage.getItem(draftKey(projectId));
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as { document?: { name?: unknown; config?: unknown }; baseRevision?: unknown; savedAt?: unknown };
    if (typeof value.document?.name !== 'string' || typeof value.baseRevision !== 'number' || typeof value.savedAt !== 'string') {
      throw new Error('missing fields');
    }
    return {
      // Read as stored designs are: a draft kept before a rule the model gained (a font stack, a link) is mended, not dropped.
      document: { name: value.document.name, config: readStoredDesignSystem(value.document.config).design },
      baseRevision: value.baseRevision,
      savedAt: value.savedAt,
    };
  } catch (error) {
    console.warn('Dropped an unreadable local draft', error);
    clearDraft(projectId);
    return undefined;
  }
}

export function clearDraft(projectId: string): void {
  try {
    localStorage.removeItem(draftKey(projectId));
  } catch {
    // nothing to clear
  }
}
