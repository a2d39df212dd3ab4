import { createCall } from '../call.ts';
import type { Transport } from '../transport.ts';

/** `/notifications` and the invitee's side of `/invitations/{id}`: what the bell shows and its actions. */
export function notificationsApi(transport: Transport) {
  const call = createCall(transport);
  return {
    list: () => call('notifications.list'),
    markRead: () => call('notifications.markRead'),
    /** Needs a verified e-mail address (else `EMAIL_NOT_VERIFIED`); the e-mailed link works without one. */
    acceptInvitation: (invitationId: string) => call('sharing.acceptOwnInvitation', { params: { invitationId } }),
    declineInvitation: (invitationId: string) => call('sharing.declineOwnInvitation', { params: { invitationId } }),
  };
}
