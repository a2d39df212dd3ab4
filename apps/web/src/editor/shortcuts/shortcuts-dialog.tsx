import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { SHORTCUT_HELP } from '../state/actions/index.ts';

/** The '?' help sheet: every action that has a shortcut. Escape or Close returns focus where it was. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { titleId, dialogProps } = useModalDialog({ onClose });
  const mod = navigator.platform.startsWith('Mac') ? '⌘' : 'Ctrl';
  return (
    <dialog {...dialogProps} className="confirm-dialog editor-shortcuts">
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
          {SHORTCUT_HELP.map(({ name, label, shortcut }) => (
            <tr key={name}>
              <td>
                <kbd>{shortcut?.keys.replaceAll('Mod', mod)}</kbd>
              </td>
              <td>{label}</td>
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
