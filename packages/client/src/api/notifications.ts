import type { AcceptedInvitation, DeclinedInvitation, MarkedRead, Notifications } from '../api-types.ts';
import type { Transport } from '../transport.ts';

const id = encodeURIComponent;

/** `/notifications` and the invitee's side of `/invitations/{id}`: what the bell shows and its actions. */
export function notificationsApi(transport: Transport) {
  return {
    list: () => transport.request<Notifications>('GET', '/notifications'),
    markRead: () => transport.request<MarkedRead>('POST', '/notifications/read'),
    /** Needs a verified e-mail address (else `EMAIL_NOT_VERIFIED`); the e-mailed link works without one. */
    acceptInvitation: (invitationId: string) =>
      transport.request<AcceptedInvitation>('POST', `/invitations/${id(invitationId)}/accept`),
    declineInvitation: (invitationId: string) => transport.request<DeclinedInvitation>('DELETE', `/invitations/${id(invitationId)}`),
  };
}
