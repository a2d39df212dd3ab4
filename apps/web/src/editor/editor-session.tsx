import { useState } from 'react';
import '../ui/app-screens.css';
import '../ui/overlays.css';
import { ToastProvider } from '../ui/toast.tsx';
import type { LoadedProject } from './load-project.ts';
import { AutosaveProvider } from './save/autosave-provider.tsx';
import { useEditorShortcuts } from './shortcuts/use-editor-shortcuts.ts';
import { createEditorStore } from './state/editor-store.ts';
import { EditorStoreProvider } from './state/use-editor.tsx';
import { TemplateNoticeProvider } from './templates/template-notice.tsx';
import { Workspace } from './workspace.tsx';

/** One open project: its store, autosave, shortcuts and notices around the workspace. */
export function EditorWorkspace({ loaded }: { loaded: LoadedProject }) {
  const [store] = useState(() => createEditorStore(loaded));
  return (
    <ToastProvider>
      <EditorStoreProvider store={store}>
        <AutosaveProvider loaded={loaded}>
          <TemplateNoticeProvider>
            <Shortcuts />
            <Workspace exportAllowance={loaded.exportAllowance} />
          </TemplateNoticeProvider>
        </AutosaveProvider>
      </EditorStoreProvider>
    </ToastProvider>
  );
}

function Shortcuts() {
  useEditorShortcuts();
  return null;
}
