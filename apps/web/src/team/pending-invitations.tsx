import { useState } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { formatDate } from '../ui/format-date.ts';
import { roleLabels } from './roles.ts';
import type { Invitation } from './team-api.ts';

interface PendingInvitationsProps {
  invitations: Invitation[];
  onResend: (invitation: Invitation) => Promise<void>;
  onCancel: (invitation: Invitation) => Promise<void>;
  focusAfterCancel: () => HTMLElement | null;
}

/** Invitations not yet accepted: resend (a fresh link) or cancel (confirmed). */
export function PendingInvitations({ invitations, onResend, onCancel, focusAfterCancel }: PendingInvitationsProps) {
  const [resending, setResending] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Invitation | null>(null);

  const resend = async (invitation: Invitation) => {
    setResending(invitation.id);
    try {
      await onResend(invitation);
    } finally {
      setResending(null);
    }
  };

  if (invitations.length === 0) {
    return <p className="empty-state">No pending invitations. People you invite show here until they accept.</p>;
  }
  return (
    <>
      <ul className="item-list" aria-label="Pending invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id} data-invitation={invitation.email}>
            <div className="item-main item-text">
              <div>
                <p className="item-title">{invitation.email}</p>
                <p className="item-meta">
                  {roleLabels[invitation.role]} · invited {formatDate(invitation.invited_at)} · expires {formatDate(invitation.expires_at)}
                </p>
              </div>
            </div>
            <div className="item-actions">
              <button
                type="button"
                className="button button-outline button-small"
                disabled={resending !== null}
                onClick={() => void resend(invitation)}
              >
                {resending === invitation.id ? 'Resending...' : 'Resend'}
                <span className="visually-hidden"> invitation to {invitation.email}</span>
              </button>
              <button type="button" className="button button-danger-outline button-small" onClick={() => setCancelling(invitation)}>
                Cancel<span className="visually-hidden"> invitation to {invitation.email}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {cancelling ? (
        <ConfirmDialog
          title={`Cancel the invitation to ${cancelling.email}?`}
          confirmLabel="Cancel invitation"
          cancelLabel="Keep it"
          busyLabel="Cancelling..."
          danger
          failureFallback="Failed to cancel the invitation"
          onConfirm={() => onCancel(cancelling)}
          onClose={() => setCancelling(null)}
          fallbackFocus={focusAfterCancel}
        >
          <p>The link in their e-mail stops working. You can invite them again later.</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
