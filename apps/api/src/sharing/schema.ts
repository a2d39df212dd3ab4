import { themeSchema } from '@kitsmith/core';
import { z } from 'zod';
import { idSchema, projectIdSchema, projectResponseSchema } from '../projects/schema.ts';

export const memberRoles = ['admin', 'editor', 'viewer'] as const;
export const memberRoleSchema = z.enum(memberRoles, { message: 'must be admin, editor or viewer' });
export type MemberRole = z.infer<typeof memberRoleSchema>;

const emailSchema = z
  .string()
  .trim()
  .max(320, 'must be at most 320 characters')
  .pipe(z.email({ message: 'must be an e-mail address such as name@example.com' }))
  .transform((email) => email.toLowerCase());

export const shareBodySchema = z
  .object({
    is_public: z.boolean().optional(),
    invite: z.object({ email: emailSchema, role: memberRoleSchema }).optional(),
  })
  .refine((body) => body.is_public !== undefined || body.invite !== undefined, {
    message: 'send is_public, invite, or both',
  });
export type ShareBody = z.infer<typeof shareBodySchema>;

/** Any text: an unknown or malformed token is answered the same way (400), not as a validation error. */
export const acceptInvitationBodySchema = z.object({
  token: z.string({ message: 'is required: the token from the invitation link' }).trim().min(1, 'is required').max(500),
});

export const memberParamsSchema = z.object({
  id: projectIdSchema,
  memberId: idSchema('a user id'),
});
export const invitationParamsSchema = z.object({
  id: projectIdSchema,
  invitationId: idSchema('an invitation id'),
});
export const ownInvitationParamsSchema = z.object({ invitationId: idSchema('an invitation id') });
export const declinedInvitationResponseSchema = z.object({ declined: z.literal(true) });
export const changeRoleBodySchema = z.object({ role: memberRoleSchema });

export const teamMemberResponseSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: z.enum(['owner', ...memberRoles]),
  joined_at: z.string(),
});
export type TeamMemberResponse = z.infer<typeof teamMemberResponseSchema>;

export const invitationResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  invited_by: z.string().nullable(),
  invited_at: z.string(),
  expires_at: z.string(),
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

export const teamResponseSchema = z.object({
  /** The owner first, then members by join date. */
  members: z.array(teamMemberResponseSchema),
  /** Pending invitations; only for the owner and admins. */
  invitations: z.array(invitationResponseSchema).optional(),
});

export const shareResponseSchema = z.object({
  project: projectResponseSchema,
  invitation: invitationResponseSchema.optional(),
});
export const acceptInvitationResponseSchema = z.object({ project: projectResponseSchema });
/** What an invitation link is for, shown to its holder before they sign in (the token is the proof). */
export const invitationPreviewQuerySchema = acceptInvitationBodySchema;
export const invitationPreviewResponseSchema = z.object({
  project_name: z.string(),
  role: memberRoleSchema,
  /** The inviter's name, else their e-mail; null when that account is gone. */
  invited_by: z.string().nullable(),
  /** The address the invitation was sent to. */
  email: z.string(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewResponseSchema>;
export const removedMemberResponseSchema = z.object({ user_id: z.string(), removed: z.literal(true) });
export const revokedInvitationResponseSchema = z.object({ id: z.string(), revoked: z.literal(true) });

export const publicProjectResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  component_count: z.number().int(),
  version: z.string(),
  components: z.array(
    z.object({
      /** The component's id in this design. */
      id: z.string(),
      /** The catalogue component it places (GET /components/{id}). */
      component_id: z.string(),
      name: z.string(),
      description: z.string(),
      category: z.string(),
      tags: z.array(z.string()),
    }),
  ),
  theme: themeSchema,
});
export type PublicProjectResponse = z.infer<typeof publicProjectResponseSchema>;
