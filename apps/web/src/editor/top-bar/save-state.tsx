import type { Autosave } from '../save/use-autosave.ts';
import { formatTime } from './format-time.ts';

const LABELS = {
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving...',
  offline: 'Offline: changes kept on this device',
  conflict: 'Conflict: choose a version',
  error: 'Not saved',
  'read-only': 'View only',
} as const;

/** Saving... / Saved / Offline / Conflict, announced politely; a failed save says why and offers a retry. */
export function SaveState({ autosave, updatedAt }: { autosave: Autosave; updatedAt: string }) {
  const { status, error, saveNow } = autosave;
  return (
    <span className="editor-save-state" data-status={status}>
      <span className="editor-save-dot" aria-hidden="true" />
      <span role="status" aria-live="polite" data-testid="save-state" title={status === 'saved' ? `Last saved at ${formatTime(updatedAt)}` : undefined}>
        {LABELS[status]}
      </span>
      {status === 'error' && (
        <>
          <span className="visually-hidden">{error}</span>
          <button type="button" className="editor-link-button" onClick={saveNow} title={error ?? undefined}>
            Retry
          </button>
        </>
      )}
    </span>
  );
}
