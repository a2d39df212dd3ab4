import { themeSchema } from '@kitsmith/core';
import { z } from 'zod';
import { defineRoute } from './define-route.ts';
import { routePaths } from './paths/index.ts';
import { idOf, projectIdSchema, projectParamsSchema, projectResponseSchema } from './projects.ts';

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
  memberId: idOf('a user id'),
});
export const invitationParamsSchema = z.object({
  id: projectIdSchema,
  invitationId: idOf('an invitation id'),
});
export const ownInvitationParamsSchema = z.object({ invitationId: idOf('an invitation id') });
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
  /**
   * Only for the owner and admins: the team seats the owner's plan gives this project (`limit`, null for
   * unlimited), how many members and pending invitations hold one, and the plan's name: an invite form
   * can say what the plan allows before anyone is invited.
   */
  seats: z.object({ limit: z.number().int().nullable(), used: z.number().int(), plan: z.string() }).optional(),
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

/** A token the public page shows: its name in its group (`primary`, `2xl`, `0-5`) and its CSS value. */
const namedValueSchema = z.object({ name: z.string(), value: z.string() });

/** A catalogue font the page loads: its family name and its stylesheet's path. */
const catalogueFontSchema = z.object({ family: z.string(), stylesheet: z.string() });

/** A semantic text/background pair and the WCAG 2.x level its ratio reaches: AAA (7:1), AA (4.5:1) or fail. */
export const contrastLevels = ['AAA', 'AA', 'fail'] as const;

/** The design as the public page draws it, resolved once per revision on the server (core's token resolution and CSS names). */
export const publicDesignSheetSchema = z.object({
  /**
   * Every custom property core's CSS export declares, as name -> CSS value: `shared` (primitives and component
   * tokens, the same in both schemes) and each scheme's semantic colours. Set on an element, they theme it.
   */
  properties: z.object({
    shared: z.record(z.string(), z.string()),
    light: z.record(z.string(), z.string()),
    dark: z.record(z.string(), z.string()),
  }),
  /** Every colour scale, step by step (`50` to `950`), as hex. */
  palettes: z.array(z.object({ name: z.string(), steps: z.array(z.object({ step: z.string(), value: z.string() })) })),
  /** The semantic colours of each scheme, resolved to hex. */
  semantic: z.object({ light: z.array(namedValueSchema), dark: z.array(namedValueSchema) }),
  contrast: z.array(
    z.object({
      mode: z.enum(['light', 'dark']),
      background: z.string(),
      foreground: z.string(),
      ratio: z.number(),
      level: z.enum(contrastLevels),
    }),
  ),
  /**
   * The catalogue font each of the design's stacks starts with, as the catalogue names it, and its stylesheet on
   * this server (`/fonts/{id}.css`); null for a stack that starts with a system or custom font. The page names
   * and loads the fonts from these, so it carries no font catalogue of its own.
   */
  fonts: z.object({ headingFamily: catalogueFontSchema.nullable(), bodyFamily: catalogueFontSchema.nullable(), monoFamily: catalogueFontSchema.nullable() }),
  type_scale: z.array(namedValueSchema),
  spacing: z.array(namedValueSchema),
  radius: z.array(namedValueSchema),
  shadows: z.array(namedValueSchema),
});
export type PublicDesignSheet = z.infer<typeof publicDesignSheetSchema>;

export const publicProjectResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  component_count: z.number().int(),
  /** The project's current semantic version. */
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
  /** The design's font stacks: the public page shows each in itself, loading the catalogue fonts they start with. */
  typography: z.object({ headingFamily: z.string(), bodyFamily: z.string(), monoFamily: z.string() }),
  /** The project's CHANGELOG.md (Keep a Changelog markdown) from its named versions, newest first; '' when it has none. */
  changelog: z.string(),
  /** The design's tokens as the page shows them; its components render live from GET /p/{id}/preview.html (outside /v1). */
  design: publicDesignSheetSchema,
});
export type PublicProjectResponse = z.infer<typeof publicProjectResponseSchema>;

const at = routePaths.sharing;
const SHARING = 'Sharing';
const TEAMS = 'Teams';
const INVITATION_ERRORS = ['INVALID_INVITATION', 'INVITATION_FOR_ANOTHER_ADDRESS'] as const;

/** Sharing and teams: visibility, invitations, the team, and the public page. */
export const sharingContracts = {
  share: defineRoute(at.share, {
    summary: 'Make a project public or private, and/or invite a person by e-mail (owner or admin)',
    tag: SHARING,
    auth: 'required',
    params: projectParamsSchema,
    body: shareBodySchema,
    response: shareResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'PLAN_LIMIT', 'ALREADY_MEMBER', 'MAIL_FAILED'],
  }),
  acceptInvitation: defineRoute(at.acceptInvitation, {
    summary: 'Accept a project invitation as the signed-in user, whose address must be the one it was sent to',
    tag: SHARING,
    auth: 'required',
    body: acceptInvitationBodySchema,
    response: acceptInvitationResponseSchema,
    errors: [...INVITATION_ERRORS, 'BAD_REQUEST', 'PLAN_LIMIT'],
  }),
  previewInvitation: defineRoute(at.previewInvitation, {
    summary: 'What an invitation link is for (project, role, inviter), before signing in',
    tag: SHARING,
    auth: 'none',
    query: invitationPreviewQuerySchema,
    response: invitationPreviewResponseSchema,
    errors: ['INVALID_INVITATION'],
  }),
  acceptOwnInvitation: defineRoute(at.acceptOwnInvitation, {
    summary: 'Accept an invitation to your verified e-mail address from the notifications (no link needed)',
    tag: SHARING,
    auth: 'required',
    params: ownInvitationParamsSchema,
    response: acceptInvitationResponseSchema,
    errors: ['NOT_FOUND', 'EMAIL_NOT_VERIFIED', 'INVALID_INVITATION', 'PLAN_LIMIT'],
  }),
  declineOwnInvitation: defineRoute(at.declineOwnInvitation, {
    summary: 'Decline an invitation to your verified e-mail address',
    tag: SHARING,
    auth: 'required',
    params: ownInvitationParamsSchema,
    response: declinedInvitationResponseSchema,
    errors: ['NOT_FOUND', 'EMAIL_NOT_VERIFIED'],
  }),
  team: defineRoute(at.team, {
    summary: 'The project team: owner, members, and (for owner and admins) pending invitations',
    tag: TEAMS,
    auth: 'required',
    params: projectParamsSchema,
    response: teamResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  updateMemberRole: defineRoute(at.updateMemberRole, {
    summary: 'Change a team member’s role (owner or admin)',
    tag: TEAMS,
    auth: 'required',
    params: memberParamsSchema,
    body: changeRoleBodySchema,
    response: teamMemberResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'BAD_REQUEST'],
  }),
  removeMember: defineRoute(at.removeMember, {
    summary: 'Remove a team member (owner or admin), or leave the team yourself',
    tag: TEAMS,
    auth: 'required',
    params: memberParamsSchema,
    response: removedMemberResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'BAD_REQUEST'],
  }),
  revokeInvitation: defineRoute(at.revokeInvitation, {
    summary: 'Withdraw a pending invitation (owner or admin)',
    tag: TEAMS,
    auth: 'required',
    params: invitationParamsSchema,
    response: revokedInvitationResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  publicProject: defineRoute(at.publicProject, {
    summary: 'The public page of a public project (no sign-in); ETag and 304',
    tag: SHARING,
    auth: 'none',
    params: projectParamsSchema,
    response: publicProjectResponseSchema,
    errors: ['NOT_FOUND'],
  }),
};
