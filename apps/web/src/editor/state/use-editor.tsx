import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { EditorState } from './editor-state.ts';
import type { EditorStore } from './editor-store.ts';

const StoreContext = createContext<EditorStore | null>(null);

export function EditorStoreProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <StoreContext value={store}>{children}</StoreContext>;
}

/** The editor's store, to run actions and read the state outside a render. */
export function useEditorStore(): EditorStore {
  const store = use(StoreContext);
  if (!store) throw new Error('useEditorStore outside the editor');
  return store;
}

/**
 * A part of the editor's state; the component renders again only when it changes. `select` must
 * return a part of the state as it is (or a primitive), not a new object.
 */
export function useEditor<T>(select: (state: EditorState) => T): T {
  const store = useEditorStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getSnapshot()));
}
