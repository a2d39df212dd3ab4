import { z } from 'zod';
import { memberRoleSchema } from '../sharing/schema.ts';

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
