import { api } from '../../app/api.ts';
import { useToast } from '../../ui/toast.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
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
  const restore = async () => {
    const revision = await autosave.flush();
    const { project, version } = await api.versions.restore(store.getState().project.id, target.id, { revision });
    const document = autosave.adopt(project);
    store.run(restoreVersion, { document, project, restored: target.version });
    toast(`Restored ${target.version} as version ${version.version}`, {
      label: 'Undo restore',
      run: () => store.run(undo),
    });
  };
  return (
    <ConfirmDialog
      title={`Restore ${target.version}?`}
      confirmLabel="Restore"
      busyLabel="Restoring..."
      onConfirm={restore}
      failureFallback="Failed to restore the version"
      describeFailure={failureText}
      onClose={onClose}
    >
      <p>
        The design becomes the one saved in {target.version}, as a new version. The versions after it stay in the history, and Undo brings
        back the current design.
      </p>
    </ConfirmDialog>
  );
}
