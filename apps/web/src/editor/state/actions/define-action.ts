import type { DesignSystem } from '@kitsmith/core';
import type { EditorDocument } from '../editor-document.ts';
import type { EditorState } from '../editor-state.ts';

/**
 * How an action enters the undo history: its own step; merged with the steps before it while a gesture
 * (a drag, typing in a field) keeps the same key; or not at all (selection, panels, undo itself).
 */
export type UndoBehaviour<P> = 'step' | { mergeKey: (payload: P) => string } | 'none';

/** The keys a shortcut tests. React's and the DOM's keyboard events both have them. */
export type KeyPress = Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>;

export interface Shortcut {
  /** As the help sheet shows them; `Mod` is Cmd on a Mac, Ctrl elsewhere. */
  keys: string;
  /** Where the keys work: anywhere in the editor, on the focused layer, or in the open dialog or menu. */
  scope: 'editor' | 'layer' | 'overlay';
  /** Whether a key press is this shortcut; `inText`: the focus is in a text field, which keeps its own undo and typing. */
  matches: (event: KeyPress, inText: boolean) => boolean;
}

/**
 * One thing a person can do in the editor: `perform` returns the next state and mutates nothing
 * (the same state when nothing changes); `undo` declares how it enters the history; `label` is how
 * the help sheet names it.
 */
export interface EditorAction<P = void> {
  name: string;
  label: string;
  undo: UndoBehaviour<P>;
  shortcut?: Shortcut;
  perform: (state: EditorState, payload: P) => EditorState;
}

export const defineAction = <P = void>(action: EditorAction<P>): EditorAction<P> => action;

/** Cmd on a Mac, Ctrl elsewhere (either is accepted everywhere). */
export const isMod = (event: KeyPress) => event.metaKey || event.ctrlKey;

/** The state with `document` in place of its document (the same state when it is the same). */
export const withDocument = (state: EditorState, document: EditorDocument): EditorState => (document === state.document ? state : { ...state, document });

/** The state with the design changed by `change` (the same state when the design comes back unchanged). */
export const editDesign = (state: EditorState, change: (design: DesignSystem) => DesignSystem): EditorState => {
  const design = change(state.document.design);
  return design === state.document.design ? state : { ...state, document: { ...state.document, design } };
};
