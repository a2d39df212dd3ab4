import type { LoadedProject } from '../save/reconcile-draft.ts';
import type { EditorAction } from './actions/define-action.ts';
import { endGesture, recordEdit } from './editor-history.ts';
import { startEditorState, type EditorState } from './editor-state.ts';

type Listener = () => void;

/** An action's payload as arguments: none for an action that takes none. */
export type Payload<P> = [P] extends [void] ? [] : [P];

/** How an edit arrives: a step of its own, or a step of a gesture (typing, a drag) that merges while its key stays the same. */
type Arrival = 'step' | 'gesture';

export interface EditorStore {
  /** The state as it is now, a drag's latest step included. */
  getState: () => EditorState;
  /** The state React shows (`useSyncExternalStore`): during a drag it catches up after each frame. */
  getSnapshot: () => EditorState;
  subscribe: (listener: Listener) => () => void;
  /** Called on every change at once, drag steps included, outside React (the canvas restyles in the same frame). */
  watch: (listener: (state: EditorState) => void) => () => void;
  /** A discrete edit or command: its own undo step (an open gesture ends first). */
  run: <P>(action: EditorAction<P>, ...payload: Payload<P>) => void;
  /** A gesture's step that React must show at once (a controlled field's keystroke): merges by the action's key until `endGesture`. */
  input: <P>(action: EditorAction<P>, ...payload: Payload<P>) => void;
  /**
   * A gesture's step for an input that shows its own value at once (the colour picker): the canvas shows
   * it in this frame; React, the panels and autosave follow in a task after it.
   */
  drag: <P>(action: EditorAction<P>, ...payload: Payload<P>) => void;
  /** The gesture is over (pointerup, change, blur): the next edit is a new undo step. */
  endGesture: () => void;
}

/** The editor's one store: the document and its history, the project, selection and panels. Changed only by actions. */
export function createEditorStore(loaded: LoadedProject): EditorStore {
  let state = startEditorState(loaded);
  let published = state;
  const subscribers = new Set<Listener>();
  const watchers = new Set<(state: EditorState) => void>();
  let publishQueued = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => publish();

  function publish(): void {
    publishQueued = false;
    if (published === state) return;
    published = state;
    for (const listener of subscribers) listener();
  }

  function commit(next: EditorState, later: boolean): void {
    if (next === state) return;
    const { selectedId } = next;
    // A selected component that went away (removed, undone) is no longer selected.
    if (selectedId !== null && next.document !== state.document && !next.document.design.components.some((component) => component.id === selectedId)) {
      next = { ...next, selectedId: null };
    }
    // An edit while a version is previewed brings the canvas back to the design being edited.
    if (next.preview && next.document !== state.document) next = { ...next, preview: null };
    state = next;
    for (const watcher of watchers) watcher(state);
    if (!later) publish();
    else if (!publishQueued) {
      publishQueued = true;
      // A task queued during a frame runs once the frame has rendered.
      channel.port2.postMessage(null);
    }
  }

  function perform<P>(action: EditorAction<P>, payload: P, arrival: Arrival, later = false): void {
    if (action.undo === 'none') {
      commit(action.perform(state, payload), later);
      return;
    }
    if (state.readOnly) return;
    const next = action.perform(state, payload);
    if (next.document === state.document) {
      commit(next, later);
      return;
    }
    const key = arrival === 'gesture' && typeof action.undo === 'object' ? action.undo.mergeKey(payload) : null;
    commit({ ...next, history: recordEdit(state.history, state.document, key) }, later);
  }

  return {
    getState: () => state,
    getSnapshot: () => published,
    subscribe: (listener) => {
      subscribers.add(listener);
      return () => subscribers.delete(listener);
    },
    watch: (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    // An action that takes no payload is performed with undefined.
    run: <P,>(action: EditorAction<P>, ...payload: Payload<P>) => perform(action, payload[0] as P, 'step'),
    input: <P,>(action: EditorAction<P>, ...payload: Payload<P>) => perform(action, payload[0] as P, 'gesture'),
    drag: <P,>(action: EditorAction<P>, ...payload: Payload<P>) => perform(action, payload[0] as P, 'gesture', true),
    endGesture: () => {
      const history = endGesture(state.history);
      if (history !== state.history) commit({ ...state, history }, false);
    },
  };
}
