import { useEffect, useId, useRef } from 'react';
import { SHORTCUTS } from './shortcut-list.ts';

/** The '?' help sheet: every shortcut. Escape or Close returns focus where it was. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const mod = navigator.platform.startsWith('Mac') ? '⌘' : 'Ctrl';
  useEffect(() => {
    const opener = document.activeElement;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog editor-shortcuts"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>Keyboard shortcuts</h2>
      <table className="editor-shortcut-table">
        <caption className="visually-hidden">Keyboard shortcuts</caption>
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.action}>
              <td>
                <kbd>{shortcut.keys.replaceAll('Mod', mod)}</kbd>
              </td>
              <td>{shortcut.action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="confirm-dialog-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
