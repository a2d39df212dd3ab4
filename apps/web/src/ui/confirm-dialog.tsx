import { useState, type ReactNode } from 'react';
import { errorMessage } from './error-message.ts';
import { useModalDialog } from './use-modal-dialog.ts';
import './app-screens.css';
import './overlays.css';

interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while `onConfirm` runs ("Removing..."). */
  busyLabel: string;
  cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /** False until the dialog's own fields allow confirming (a typed phrase). */
  canConfirm?: boolean;
  /** Runs the action; a rejection keeps the dialog open and shows why (`failureFallback` without a server message). */
  onConfirm: () => Promise<void>;
  failureFallback: string;
  /** The failure in words; default: the server's message, else `failureFallback`. */
  describeFailure?: (error: unknown, fallback: string) => string;
  /** Extra class names for the dialog (its own layout). */
  className?: string;
  /** Called after a successful confirm, on Cancel and on Escape (not while busy). */
  onClose: () => void;
  /** Where focus goes when the dialog closes and the button that opened it is gone (a removed row). */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * A modal confirmation (native <dialog>: focus kept inside, Escape cancels).
 * Focus starts on the first control (Cancel, or the dialog's first field) and
 * returns to the opener when it closes.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  danger = false,
  canConfirm = true,
  onConfirm,
  failureFallback,
  describeFailure = errorMessage,
  className,
  onClose,
  fallbackFocus,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { titleId, dialogProps } = useModalDialog({ onClose, busy, fallbackFocus });

  const confirm = async () => {
    if (busy || !canConfirm) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      console.error(failureFallback, error);
      setFailure(describeFailure(error, failureFallback));
      setBusy(false);
    }
  };

  return (
    <dialog {...dialogProps} className={className ? `confirm-dialog ${className}` : 'confirm-dialog'}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <h2 id={titleId}>{title}</h2>
        <div className="confirm-dialog-body">{children}</div>
        {failure ? (
          <div className="error-banner" role="alert">
            {failure}
          </div>
        ) : null}
        <div className="confirm-dialog-actions">
          <button type="button" className="button button-outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="submit" className={danger ? 'button button-danger' : 'button button-primary'} disabled={busy || !canConfirm}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
