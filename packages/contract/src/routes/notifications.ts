import { z } from 'zod';
import { defineRoute } from './define-route.ts';
import { routePaths } from './paths/index.ts';
import { memberRoleSchema } from './sharing.ts';

export const invitationNotificationSchema = z.object({
  /** The invitation's id: accept with POST /invitations/{id}/accept, decline with DELETE /invitations/{id}. */
  id: z.string(),
  kind: z.literal('invitation'),
  created_at: z.string(),
  /** Newer than the last time the user opened their notifications. */
  unread: z.boolean(),
  project_id: z.string(),
  project_name: z.string(),
  role: memberRoleSchema,
  /** The inviter's name, else their e-mail; null when that account is gone. */
  invited_by: z.string().nullable(),
  expires_at: z.string(),
});
export type InvitationNotification = z.infer<typeof invitationNotificationSchema>;

export const notificationsResponseSchema = z.object({
  notifications: z.array(invitationNotificationSchema),
  unread_count: z.number().int().min(0),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const markReadResponseSchema = z.object({ read_at: z.string() });

const tag = 'Notifications';
const at = routePaths.notifications;

/** `/notifications`: what the bell shows. */
export const notificationContracts = {
  list: defineRoute(at.list, {
    summary: 'What waits for you: team invitations, newest first',
    tag,
    auth: 'required',
    response: notificationsResponseSchema,
  }),
  markRead: defineRoute(at.markRead, { summary: 'Marks every notification so far as read', tag, auth: 'required', response: markReadResponseSchema }),
};
