import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';

interface ModalDialogOptions {
  /** Escape calls it (unless `busy`); without it Escape does nothing (a choice must be made). */
  onClose?: () => void;
  /** While an action runs, Escape waits. */
  busy?: boolean;
  /** Where focus goes when the dialog closes and the element that opened it is gone (a removed row). */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * A native <dialog> shown modal while it is mounted: focus stays inside,
 * Escape closes it through `onClose`, and focus returns to what had it before
 * (or to `fallbackFocus`) once it has left the page. Spread `dialogProps` on
 * the <dialog> and give the heading `titleId`.
 */
export function useModalDialog({ onClose, busy = false, fallbackFocus }: ModalDialogOptions = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opener] = useState(() => document.activeElement);
  const restore = useRef({ opener, fallbackFocus });
  restore.current = { opener, fallbackFocus };

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      // Runs once the dialog has left the page (so the page is no longer inert).
      const { opener: previous, fallbackFocus: fallback } = restore.current;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
      else fallback?.()?.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!busy) onClose?.();
  };

  return { titleId, dialogProps: { ref, 'aria-labelledby': titleId, onCancel } };
}
