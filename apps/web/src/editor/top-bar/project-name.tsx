import { PROJECT_NAME_MAX } from '@kitsmith/contract';
import { useEffect, useRef, useState } from 'react';

/** The project's name: a button that turns into a field (Enter or leaving it renames, Escape cancels). */
export function ProjectName({ name, readOnly, onRename }: { name: string; readOnly: boolean; onRename: (name: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const editing = draft !== null;
  useEffect(() => {
    if (editing) inputRef.current?.select();
    else if (returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [editing]);

  if (readOnly) return <h1 className="editor-name">{name}</h1>;
  if (draft === null) {
    return (
      <h1 className="editor-name">
        <button ref={buttonRef} type="button" className="editor-name-button" title="Rename" onClick={() => setDraft(name)}>
          <span className="visually-hidden">Rename project: </span>
          {name}
        </button>
      </h1>
    );
  }
  const commit = (keepFocus: boolean) => {
    const trimmed = draft.trim();
    if (!trimmed) {
      setError('The name must not be empty.');
      return;
    }
    if (trimmed.length > 120) {
      setError('The name must be at most 120 characters.');
      return;
    }
    if (trimmed !== name) onRename(trimmed);
    returnFocus.current = keepFocus;
    setError(null);
    setDraft(null);
  };
  return (
    <div className="editor-name-edit">
      <label className="visually-hidden" htmlFor="editor-project-name">
        Project name
      </label>
      <input
        ref={inputRef}
        id="editor-project-name"
        className="editor-name-input"
        value={draft}
        maxLength={PROJECT_NAME_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'editor-project-name-error' : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // The Enter must not reach the name button that takes focus back, or it reopens the field.
            event.preventDefault();
            commit(true);
          }
          if (event.key === 'Escape') {
            returnFocus.current = true;
            setError(null);
            setDraft(null);
          }
        }}
        onBlur={() => {
          if (draft.trim()) commit(false);
          else {
            setError(null);
            setDraft(null);
          }
        }}
      />
      {error && (
        <span id="editor-project-name-error" className="editor-field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
