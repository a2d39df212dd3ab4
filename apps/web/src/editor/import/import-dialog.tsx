import type { ImportResult } from '@kitsmith/core';
import { lazy, Suspense } from 'react';
import { api } from '../../app/api.ts';
import { FORMAT_NAMES } from '../../import/format-names.ts';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { useAutosaveState } from '../save/autosave-provider.tsx';
import { applyImportedDesign } from '../state/actions/index.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';
import './import-dialog.css';

// Core's importer loads when the dialog opens, not with the editor.
const ImportPanel = lazy(() => import('../../import/import-panel.tsx'));

/** The top bar's Import: the shared Import panel over the project's design; Apply is one undoable step and closes it. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const store = useEditorStore();
  const autosave = useAutosaveState();
  const design = useEditor((state) => state.document.design);
  const { titleId, dialogProps } = useModalDialog({ onClose });
  // As with a generated design: the design before the import is kept in the history (pending edits saved, then a
  // checkpoint); should that fail, Undo still brings it back.
  const apply = async ({ system, report }: ImportResult) => {
    onClose();
    try {
      await autosave.flush();
      await api.versions.checkpoint(store.getState().project.id);
    } catch (error) {
      console.error('No checkpoint was kept before applying the imported design', error);
    }
    store.run(applyImportedDesign, { design: system, format: FORMAT_NAMES[report.format] });
  };
  return (
    <dialog {...dialogProps} className="confirm-dialog editor-import-dialog">
      <h2 id={titleId}>Import a design</h2>
      <p className="muted">Apply replaces the settings the file speaks to and keeps the rest, your components included. Undo brings the old design back.</p>
      <Suspense fallback={<p role="status">Loading the importer...</p>}>
        <ImportPanel base={design} applyLabel="Apply" onApply={(result) => void apply(result)} />
      </Suspense>
      <div className="confirm-dialog-actions">
        <button type="button" className="button button-outline" onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
