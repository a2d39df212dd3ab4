import { notificationsPaths, sharingPaths } from '@kitsmith/contract';
import { createCall } from '../call.ts';
import type { Transport } from '../transport.ts';

/** `/notifications` and the invitee's side of `/invitations/{id}`: what the bell shows and its actions. */
export function notificationsApi(transport: Transport) {
  const call = createCall(transport);
  return {
    list: () => call(notificationsPaths.list),
    markRead: () => call(notificationsPaths.markRead),
    /** Needs a verified e-mail address (else `EMAIL_NOT_VERIFIED`); the e-mailed link works without one. */
    acceptInvitation: (invitationId: string) => call(sharingPaths.acceptOwnInvitation, { params: { invitationId } }),
    declineInvitation: (invitationId: string) => call(sharingPaths.declineOwnInvitation, { params: { invitationId } }),
  };
}
