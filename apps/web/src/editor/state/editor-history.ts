import { coalesceKey, perform, type EditorAction, type EditorDocument } from './editor-actions.ts';

/** Undo steps kept; older ones drop off. */
export const HISTORY_LIMIT = 200;

export interface EditorHistory {
  present: EditorDocument;
  past: EditorDocument[];
  future: EditorDocument[];
  /** The coalesce key of the open gesture: edits with this key replace the present instead of adding a step. */
  openGesture: string | null;
}

export type HistoryEvent =
  | { kind: 'edit'; action: EditorAction }
  /** The gesture is over (pointerup, change, blur): the next edit starts a new undo step. */
  | { kind: 'endGesture' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  /** A new starting point (loaded from the server): no undo across it. */
  | { kind: 'reset'; document: EditorDocument };

export const startHistory = (document: EditorDocument): EditorHistory => ({ present: document, past: [], future: [], openGesture: null });

export function reduceHistory(history: EditorHistory, event: HistoryEvent): EditorHistory {
  switch (event.kind) {
    case 'edit': {
      const next = perform(history.present, event.action);
      if (next === history.present) return history;
      const key = coalesceKey(event.action);
      if (key !== null && key === history.openGesture) return { ...history, present: next, future: [] };
      return {
        present: next,
        past: [...history.past, history.present].slice(-HISTORY_LIMIT),
        future: [],
        openGesture: key,
      };
    }
    case 'endGesture':
      return history.openGesture === null ? history : { ...history, openGesture: null };
    case 'undo': {
      const previous = history.past.at(-1);
      if (!previous) return history;
      return { present: previous, past: history.past.slice(0, -1), future: [history.present, ...history.future], openGesture: null };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return { present: next, past: [...history.past, history.present], future: rest, openGesture: null };
    }
    case 'reset':
      return startHistory(event.document);
  }
}
