import type { ImportResult } from '@kitsmith/core';
import { lazy, Suspense } from 'react';
import { api } from '../../app/api.ts';
import { FORMAT_NAMES } from '../../import/format-names.ts';
import { useAutosaveState } from '../save/autosave-provider.tsx';
import { applyImportedDesign } from '../state/actions/index.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';

// Core's importer loads with the tab, not with the editor.
const ImportPanel = lazy(() => import('../../import/import-panel.tsx'));

/** The editor's Import tab: the shared Import panel over the project's design; Apply is one undoable step. */
export function ImportTab() {
  const store = useEditorStore();
  const autosave = useAutosaveState();
  const readOnly = useEditor((state) => state.readOnly);
  const design = useEditor((state) => state.document.design);
  // As with a generated design: the design before the import is kept in the history (pending edits saved, then a
  // checkpoint); should that fail, Undo still brings it back.
  const apply = async ({ system, report }: ImportResult) => {
    try {
      await autosave.flush();
      await api.versions.checkpoint(store.getState().project.id);
    } catch (error) {
      console.error('No checkpoint was kept before applying the imported design', error);
    }
    store.run(applyImportedDesign, { design: system, format: FORMAT_NAMES[report.format] });
  };
  return (
    <div className="editor-generate">
      <p className="muted editor-generate-intro">
        {readOnly
          ? 'You can view this project but not change it, so an import cannot be applied.'
          : 'Apply replaces the settings the file speaks to and keeps the rest, your components included. Undo brings the old design back.'}
      </p>
      <Suspense fallback={<p role="status">Loading the importer...</p>}>
        <ImportPanel base={design} applyLabel="Apply" disabled={readOnly} onApply={(result) => void apply(result)} />
      </Suspense>
    </div>
  );
}
