import { useState } from 'react';
import { api } from '../../app/api.ts';
import { useToast } from '../../ui/toast.tsx';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { useAutosaveState } from '../save/autosave-provider.tsx';
import { restoreVersion, undo } from '../state/actions/index.ts';
import type { VersionRef } from '../state/editor-state.ts';
import { useEditorStore } from '../state/use-editor.tsx';
import { failureText } from './failure-text.ts';

/**
 * Restore, confirmed: pending edits are saved first, the server restores the version as a new one, and
 * the editor shows it as one undo step (Undo brings the design before it back, saved as a normal edit).
 */
export function RestoreDialog({ target, onClose }: { target: VersionRef; onClose: () => void }) {
  const store = useEditorStore();
  const autosave = useAutosaveState();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { titleId, dialogProps } = useModalDialog({ onClose, busy });

  const restore = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const revision = await autosave.flush();
      const { project, version } = await api.versions.restore(store.getState().project.id, target.id, { revision });
      const document = autosave.adopt(project);
      store.run(restoreVersion, { document, project, restored: target.version });
      toast(`Restored ${target.version} as version ${version.version}`, { label: 'Undo restore', run: () => store.run(undo) });
    } catch (error) {
      console.error('Failed to restore the version', error);
      setFailure(failureText(error, 'Failed to restore the version'));
      setBusy(false);
    }
  };

  return (
    <dialog {...dialogProps} className="confirm-dialog">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void restore();
        }}
      >
        <h2 id={titleId}>Restore {target.version}?</h2>
        <div className="confirm-dialog-body">
          <p>
            The design becomes the one saved in {target.version}, as a new version. The versions after it stay in the history, and Undo brings back the
            current design.
          </p>
        </div>
        {failure ? (
          <div className="error-banner" role="alert">
            {failure}
          </div>
        ) : null}
        <div className="confirm-dialog-actions">
          <button type="button" className="button button-outline" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? 'Restoring...' : 'Restore'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
