import type { EditorDocument } from './editor-document.ts';

/** Undo steps kept; older ones drop off. */
export const HISTORY_LIMIT = 200;

/** The documents before and after the present one. */
export interface EditorHistory {
  past: EditorDocument[];
  future: EditorDocument[];
  /** The merge key of the open gesture: an edit with this key replaces the present instead of adding a step. */
  openGesture: string | null;
}

export const startHistory = (): EditorHistory => ({ past: [], future: [], openGesture: null });

/**
 * The history once `present` was edited: a new undo step, or, when `gesture` is the open gesture's key
 * (the next step of a drag, the next keystroke), the same step. A null `gesture` closes any open one.
 */
export function recordEdit(history: EditorHistory, present: EditorDocument, gesture: string | null): EditorHistory {
  if (gesture !== null && gesture === history.openGesture) return history.future.length === 0 ? history : { ...history, future: [] };
  return { past: [...history.past, present].slice(-HISTORY_LIMIT), future: [], openGesture: gesture };
}

/** The gesture is over (pointerup, change, blur): the next edit starts a new undo step. */
export const endGesture = (history: EditorHistory): EditorHistory => (history.openGesture === null ? history : { ...history, openGesture: null });

/** One step back: the document to show and the history around it; undefined when there is nothing to undo. */
export function undoStep(history: EditorHistory, present: EditorDocument): { document: EditorDocument; history: EditorHistory } | undefined {
  const previous = history.past.at(-1);
  if (!previous) return undefined;
  return { document: previous, history: { past: history.past.slice(0, -1), future: [present, ...history.future], openGesture: null } };
}

/** One step forward again; undefined when there is nothing to redo. */
export function redoStep(history: EditorHistory, present: EditorDocument): { document: EditorDocument; history: EditorHistory } | undefined {
  const [next, ...rest] = history.future;
  if (!next) return undefined;
  return { document: next, history: { past: [...history.past, present], future: rest, openGesture: null } };
}
