import { readStoredDesignSystem } from '@kitsmith/core';
import type { EditorDocument } from '../state/editor-document.ts';

/** Unsaved work of one project, kept in localStorage until the server has it. */
export interface LocalDraft {
  document: EditorDocument;
  /** The server revision the edits were made on. */
  baseRevision: number;
  /** That revision's document, to merge the edits with a newer one. Drafts written before it was kept lack it. */
  baseDocument?: EditorDocument;
  /** When the draft was written (ISO). */
  savedAt: string;
}

export const draftKey = (projectId: string) => `kitsmith-editor-draft:${projectId}`;

/** A document as drafts store it: `{name, config}`, as the server's project names the design. */
const stored = ({ name, design }: EditorDocument) => ({ name, config: design });

export function writeDraft(projectId: string, { document, baseDocument, ...rest }: LocalDraft): void {
  try {
    const value = { ...rest, document: stored(document), ...(baseDocument ? { baseDocument: stored(baseDocument) } : {}) };
    localStorage.setItem(draftKey(projectId), JSON.stringify(value));
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
    const value = JSON.parse(text) as { document?: unknown; baseRevision?: unknown; baseDocument?: unknown; savedAt?: unknown };
    const document = readDocument(value.document);
    if (!document || typeof value.baseRevision !== 'number' || typeof value.savedAt !== 'string') throw new Error('missing fields');
    // An unreadable base loses nothing typed: the edits are then merged as if it were not known.
    const baseDocument = attempt(() => readDocument(value.baseDocument));
    return { document, baseRevision: value.baseRevision, ...(baseDocument ? { baseDocument } : {}), savedAt: value.savedAt };
  } catch (error) {
    console.warn('Dropped an unreadable local draft', error);
    clearDraft(projectId);
    return undefined;
  }
}

/**
 * A stored `{name, config}`, read as stored designs are (a draft kept before a rule the model gained,
 * a font stack or a link, is mended, not dropped); undefined when it is missing.
 */
function readDocument(value: unknown): EditorDocument | undefined {
  if (typeof value !== 'object' || value === null || !('name' in value) || typeof value.name !== 'string' || !('config' in value)) return undefined;
  return { name: value.name, design: readStoredDesignSystem(value.config).design };
}

const attempt = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

export function clearDraft(projectId: string): void {
  try {
    localStorage.removeItem(draftKey(projectId));
  } catch {
    // nothing to clear
  }
}
