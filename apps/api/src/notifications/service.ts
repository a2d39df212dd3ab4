import { findUserById } from '../auth/queries.ts';
import type { Deps } from '../deps.ts';
import { unauthorized } from '../http/errors.ts';
import { listInvitationsTo } from '../sharing/queries.ts';
import type { NotificationsResponse } from '@kitsmith/contract';

/** The bell shows at most this many; older ones stay reachable from the team screen and the e-mails. */
export const NOTIFICATION_LIMIT = 50;

async function signedInUser(deps: Deps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized('Your account no longer exists. Sign in again.');
  return user;
}

/** GET /notifications: the invitations waiting for the user, newest first; unread when newer than the last look. */
export async function listNotifications(deps: Deps, userId: string): Promise<NotificationsResponse> {
  const user = await signedInUser(deps, userId);
  const readAt = user.notifications_read_at ?? '';
  const invitations = await listInvitationsTo(deps.db, user.email.toLowerCase(), deps.config.now().toISOString(), NOTIFICATION_LIMIT);
  const notifications = invitations.map((invitation) => ({
    id: invitation.id,
    kind: 'invitation' as const,
    created_at: invitation.created_at,
    unread: invitation.created_at > readAt,
    project_id: invitation.project_id,
    project_name: invitation.project_name,
    role: invitation.role,
    invited_by: invitation.inviter_name ?? invitation.inviter_email,
    expires_at: invitation.expires_at,
  }));
  return { notifications, unread_count: notifications.filter((notification) => notification.unread).length };
}

/** POST /notifications/read: everything up to now counts as seen. */
export async function markNotificationsRead(deps: Deps, userId: string): Promise<{ read_at: string }> {
  await signedInUser(deps, userId);
  const readAt = deps.config.now().toISOString();
  await deps.db('users').where({ id: userId }).update({ notifications_read_at: readAt });
  return { read_at: readAt };
}
