import { mergeNamedDesigns, type MergeChoices, type MergeSide, type MergeValue } from '@kitsmith/core';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api.ts';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { errorMessage } from '../../ui/error-message.ts';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import type { EditorDocument } from '../state/editor-document.ts';
import type { Conflict } from './conflict.ts';

interface ConflictDialogProps {
  conflict: Conflict;
  mine: EditorDocument;
  /** Merge theirs in with these choices for the fields both changed, and save. */
  onResolve: (choices: MergeChoices) => void;
  /** After my version went to a new project: this project takes theirs. */
  afterCopy: () => void;
}

/**
 * Someone else saved this project since my last save and we both changed some
 * fields: only those are shown, mine beside theirs, to choose one by one (the
 * rest of both edits is merged anyway). Or mine goes to a new project.
 */
export function ConflictDialog({ conflict, mine, onResolve, afterCopy }: ConflictDialogProps) {
  // No way out but a choice: Escape does nothing.
  const { titleId, dialogProps } = useModalDialog();
  const navigate = useNavigate();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { conflicts } = useMemo(() => mergeNamedDesigns(conflict.base, mine, conflict.theirs), [conflict, mine]);
  const [choices, setChoices] = useState<Record<string, MergeSide>>({});
  const chosen = (key: string): MergeSide => choices[key] ?? 'mine';
  const chooseAll = (side: MergeSide) => setChoices(Object.fromEntries(conflicts.map((each) => [each.key, side])));

  const copyMine = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const copy = await api.projects.create({
        name: `${mine.name} (my version)`.slice(0, 120),
        description: conflict.current.description,
        config: mine.design,
      });
      afterCopy();
      navigate(`/project/${copy.id}`);
    } catch (error) {
      console.error('Failed to copy the project', error);
      setFailure(errorMessage(error, 'Failed to copy your version to a new project'));
      setBusy(false);
    }
  };

  const option = (key: string, side: MergeSide, value: MergeValue) => (
    <label className="editor-conflict-choice">
      <input
        type="radio"
        name={`${id}-${key}`}
        checked={chosen(key) === side}
        disabled={busy}
        aria-describedby={`${id}-${key}-what`}
        onChange={() => setChoices((current) => ({ ...current, [key]: side }))}
      />
      {value.color && <span className="editor-conflict-swatch" style={{ background: value.color }} aria-hidden="true" />}
      <span>
        <span className="editor-conflict-side">{side === 'mine' ? 'Yours' : 'Theirs'}: </span>
        {value.text}
      </span>
    </label>
  );

  return (
    <dialog {...dialogProps} className="confirm-dialog editor-conflict">
      <h2 id={titleId}>This project changed while you were editing</h2>
      <p>
        {conflict.base
          ? `A teammate saved a newer version (revision ${conflict.current.revision}). Their other changes are merged with yours; you both changed what is below. Choose which to keep.`
          : `Your unsaved changes on this device were made before the version saved since (revision ${conflict.current.revision}). Choose which to keep for each difference.`}
      </p>
      {conflicts.length === 0 ? (
        <p className="muted">The two versions hold the same design.</p>
      ) : (
        <>
          <div className="editor-conflict-all" role="group" aria-label="Choose for every field">
            <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => chooseAll('mine')}>
              All mine
            </button>
            <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => chooseAll('theirs')}>
              All theirs
            </button>
          </div>
          <table className="editor-conflict-table">
            <caption className="visually-hidden">What you both changed: choose yours or theirs for each</caption>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">Yours</th>
                <th scope="col">Theirs</th>
              </tr>
            </thead>
            <tbody>
              {conflicts.map((each) => (
                <tr key={each.key} data-key={each.key}>
                  <th scope="row" id={`${id}-${each.key}-what`}>
                    {each.label}
                  </th>
                  <td>{option(each.key, 'mine', each.mine)}</td>
                  <td>{option(each.key, 'theirs', each.theirs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <ErrorBanner message={failure} />
      <div className="confirm-dialog-actions editor-conflict-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => onResolve(choices)}>
          Save
        </button>
        <button type="button" className="button button-outline" disabled={busy} onClick={() => void copyMine()}>
          {busy ? 'Copying...' : 'Copy mine to a new project'}
        </button>
      </div>
      <p className="muted editor-hint">Save keeps what you chose here and every other change, yours and theirs. Undo brings back what you had.</p>
    </dialog>
  );
}
