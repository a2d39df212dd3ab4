import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { errorMessage } from '../../ui/error-message.ts';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import type { EditorDocument } from '../state/editor-actions.ts';
import { describeChanges } from './describe-changes.ts';
import type { Conflict } from './use-autosave.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';

interface ConflictDialogProps {
  conflict: Conflict;
  mine: EditorDocument;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  /** After my version went to a new project: this project takes theirs. */
  afterCopy: () => void;
}

/**
 * Someone else saved this project since my last save: what differs, and three
 * ways out that lose nothing (keep mine, take theirs, or copy mine to a new project).
 */
export function ConflictDialog({ conflict, mine, onKeepMine, onTakeTheirs, afterCopy }: ConflictDialogProps) {
  // No way out but a choice: Escape does nothing.
  const { titleId, dialogProps } = useModalDialog();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const differences = describeChanges(mine, conflict.theirs);

  const copyMine = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const copy = await api.projects.create({
        name: `${mine.name} (my version)`.slice(0, 120),
        description: conflict.current.description,
        config: mine.config,
      });
      afterCopy();
      navigate(`/project/${copy.id}`);
    } catch (error) {
      console.error('Failed to copy the project', error);
      setFailure(errorMessage(error, 'Failed to copy your version to a new project'));
      setBusy(false);
    }
  };

  return (
    <dialog {...dialogProps} className="confirm-dialog editor-conflict">
      <h2 id={titleId}>This project changed while you were editing</h2>
      <p>
        Someone saved a newer version (revision {conflict.current.revision}). Your changes are safe on this device. Choose which version to keep.
      </p>
      {differences.length === 0 ? (
        <p className="muted">The two versions hold the same design.</p>
      ) : (
        <table className="editor-conflict-table">
          <caption className="visually-hidden">Differences between your version and theirs</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Yours</th>
              <th scope="col">Theirs</th>
            </tr>
          </thead>
          <tbody>
            {differences.map((difference) => (
              <tr key={difference.what}>
                <th scope="row">{difference.what}</th>
                <td>{difference.mine}</td>
                <td>{difference.theirs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ErrorBanner message={failure} />
      <div className="confirm-dialog-actions editor-conflict-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={onKeepMine}>
          Keep mine
        </button>
        <button type="button" className="button button-outline" disabled={busy} onClick={onTakeTheirs}>
          Take theirs
        </button>
        <button type="button" className="button button-outline" disabled={busy} onClick={() => void copyMine()}>
          {busy ? 'Copying...' : 'Copy mine to a new project'}
        </button>
      </div>
      <p className="muted editor-hint">Keep mine saves over theirs. Take theirs replaces your changes (Undo brings them back).</p>
    </dialog>
  );
}
