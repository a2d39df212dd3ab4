import type { VersionSummary } from '@kitsmith/client';
import { useEffect, useId, useRef, useState } from 'react';
import { api } from '../../app/api.ts';
import { errorMessage } from '../../ui/error-message.ts';
import { versionsChanged } from '../state/actions/index.ts';
import { useEditorStore } from '../state/use-editor.tsx';

const MESSAGE_MAX = 500;

/** Editors change a version's message in place (the design it keeps stays as it is). */
export function MessageEditor({ version, onDone }: { version: VersionSummary; onDone: () => void }) {
  const store = useEditorStore();
  const [message, setMessage] = useState(version.message);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // The editor opened for typing: the focus starts in it.
  useEffect(() => field.current?.focus(), []);

  const save = async () => {
    if (busy) return;
    if (message.trim() === version.message) {
      onDone();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await api.versions.rename(version.project_id, version.id, message.trim());
      store.run(versionsChanged, { announcement: 'Saved the version’s message.' });
      onDone();
    } catch (error) {
      console.error('Failed to change the message', error);
      setFailure(errorMessage(error, 'Failed to change the message'));
      setBusy(false);
    }
  };

  return (
    <form
      className="editor-message-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Message
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={MESSAGE_MAX}
        value={message}
        placeholder="What changed"
        onChange={(event) => setMessage(event.target.value)}
        aria-describedby={failure ? `${id}-error` : undefined}
        ref={field}
        disabled={busy}
      />
      {failure && (
        <p className="editor-field-error" id={`${id}-error`} role="alert">
          {failure}
        </p>
      )}
      <span className="editor-message-actions">
        <button type="button" className="button button-outline button-small" onClick={onDone} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="button button-primary button-small" disabled={busy}>
          {busy ? 'Saving...' : 'Save message'}
        </button>
      </span>
    </form>
  );
}
