import type { PendingEmailChange } from '@kitsmith/client';
import { useState } from 'react';
import { api } from '../app/api.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { errorMessage } from '../ui/error-message.ts';
import { formatDate } from '../ui/format-date.ts';
import { useToast } from '../ui/toast.tsx';

type Busy = 'resending' | 'canceling' | null;

/**
 * An email change waiting for its confirmation link: the address it goes to,
 * the address still in use, and ways to get the link again or call it off.
 */
export function PendingEmailPanel({
  pending,
  currentEmail,
  onChange,
}: {
  pending: PendingEmailChange;
  currentEmail: string;
  onChange: (pending: PendingEmailChange | null) => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (kind: Exclude<Busy, null>) => {
    setBusy(kind);
    setFailure(null);
    try {
      if (kind === 'resending') {
        const answer = await api.users.resendEmailChange();
        onChange(answer.pending);
        toast(answer.message);
      } else {
        const answer = await api.users.cancelEmailChange();
        onChange(null);
        toast(answer.message);
      }
    } catch (error) {
      console.error(kind === 'resending' ? 'Failed to resend the confirmation link' : 'Failed to cancel the email change', error);
      setFailure(errorMessage(error, kind === 'resending' ? 'Failed to resend the confirmation link' : 'Failed to cancel the email change'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="notice notice-warning email-pending" role="group" aria-labelledby="email-pending-title">
      <h3 id="email-pending-title">Email change waiting for confirmation</h3>
      <p>
        We sent a confirmation link to <strong>{pending.email}</strong>. Your account keeps using <strong>{currentEmail}</strong> until
        you open it; the link works until {formatDate(pending.expires_at)}.
      </p>
      <ErrorBanner message={failure} />
      <div className="form-actions">
        <button type="button" className="button button-outline" disabled={busy !== null} onClick={() => void run('resending')}>
          {busy === 'resending' ? 'Sending...' : 'Resend link'}
        </button>
        <button type="button" className="button button-outline" disabled={busy !== null} onClick={() => void run('canceling')}>
          {busy === 'canceling' ? 'Canceling...' : 'Cancel change'}
        </button>
      </div>
    </div>
  );
}
