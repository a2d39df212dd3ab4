import { signedIn } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { loadProjectForUser } from '../projects/policy.ts';
import { projectParamsSchema } from '../projects/schema.ts';
import { sendPublicProject } from './public-page.ts';
import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  declinedInvitationResponseSchema,
  invitationPreviewQuerySchema,
  invitationPreviewResponseSchema,
  ownInvitationParamsSchema,
  changeRoleBodySchema,
  invitationParamsSchema,
  memberParamsSchema,
  publicProjectResponseSchema,
  removedMemberResponseSchema,
  revokedInvitationResponseSchema,
  shareBodySchema,
  shareResponseSchema,
  teamMemberResponseSchema,
  teamResponseSchema,
} from './schema.ts';
import { acceptInvitation, acceptOwnInvitation, declineOwnInvitation, previewInvitation, shareProject } from './service.ts';
import { changeMemberRole, listTeam, removeMember, revokeInvitation } from './team-service.ts';

/** Invitation e-mails an account may have sent in an hour, whichever projects they are for. */
export const INVITATION_MAILS_PER_HOUR = 20;

/** Sharing and teams: visibility, invitations, the team, and the public page. */
export function sharingRoutes(deps: Deps): ApiRouter {
  const invitationMails = deps.rateLimits.limiter('sharing-invitation-mail', { limit: INVITATION_MAILS_PER_HOUR, windowMs: 60 * 60 * 1000 });
  return new ApiRouter(deps)
    .route(
      {
        method: 'post',
        path: '/projects/:id/share',
        summary: 'Make a project public or private, and/or invite a person by e-mail (owner or admin)',
        tag: 'Sharing',
        auth: 'required',
        params: projectParamsSchema,
        body: shareBodySchema,
        response: shareResponseSchema,
      },
      async ({ params, body, user }) => {
        const access = await loadProjectForUser(deps, params.id, signedIn(user), 'admin');
        return shareProject(deps, invitationMails, access, signedIn(user), body);
      },
    )
    .route(
      {
        method: 'post',
        path: '/invitations/accept',
        summary: 'Accept a project invitation as the signed-in user, whose address must be the one it was sent to',
        tag: 'Sharing',
        auth: 'required',
        body: acceptInvitationBodySchema,
        response: acceptInvitationResponseSchema,
      },
      ({ body, user }) => acceptInvitation(deps, signedIn(user), body.token),
    )
    .route(
      {
        method: 'get',
        path: '/invitations/preview',
        summary: 'What an invitation link is for (project, role, inviter), before signing in',
        tag: 'Sharing',
        auth: 'none',
        query: invitationPreviewQuerySchema,
        response: invitationPreviewResponseSchema,
      },
      ({ query }) => previewInvitation(deps, query.token),
    )
    .route(
      {
        method: 'post',
        path: '/invitations/:invitationId/accept',
        summary: 'Accept an invitation to your verified e-mail address from the notifications (no link needed)',
        tag: 'Sharing',
        auth: 'required',
        params: ownInvitationParamsSchema,
        response: acceptInvitationResponseSchema,
      },
      ({ params, user }) => acceptOwnInvitation(deps, signedIn(user), params.invitationId),
    )
    .route(
      {
        method: 'delete',
        path: '/invitations/:invitationId',
        summary: 'Decline an invitation to your verified e-mail address',
        tag: 'Sharing',
        auth: 'required',
        params: ownInvitationParamsSchema,
        response: declinedInvitationResponseSchema,
      },
      ({ params, user }) => declineOwnInvitation(deps, signedIn(user), params.invitationId),
    )
    .route(
      {
        method: 'get',
        path: '/projects/:id/team',
        summary: 'The project team: owner, members, and (for owner and admins) pending invitations',
        tag: 'Teams',
        auth: 'required',
        params: projectParamsSchema,
        response: teamResponseSchema,
      },
      async ({ params, user }) => listTeam(deps, await loadProjectForUser(deps, params.id, signedIn(user), 'viewer')),
    )
    .route(
      {
        method: 'put',
        path: '/projects/:id/team/:memberId',
        summary: 'Change a team member’s role (owner or admin)',
        tag: 'Teams',
        auth: 'required',
        params: memberParamsSchema,
        body: changeRoleBodySchema,
        response: teamMemberResponseSchema,
      },
      async ({ params, body, user }) => {
        const access = await loadProjectForUser(deps, params.id, signedIn(user), 'viewer');
        return changeMemberRole(deps, access, params.memberId, body.role);
      },
    )
    .route(
      {
        method: 'delete',
        path: '/projects/:id/team/:memberId',
        summary: 'Remove a team member (owner or admin), or leave the team yourself',
        tag: 'Teams',
        auth: 'required',
        params: memberParamsSchema,
        response: removedMemberResponseSchema,
      },
      async ({ params, user }) => {
        const access = await loadProjectForUser(deps, params.id, signedIn(user), 'viewer');
        return removeMember(deps, access, signedIn(user), params.memberId);
      },
    )
    .route(
      {
        method: 'delete',
        path: '/projects/:id/invitations/:invitationId',
        summary: 'Withdraw a pending invitation (owner or admin)',
        tag: 'Teams',
        auth: 'required',
        params: invitationParamsSchema,
        response: revokedInvitationResponseSchema,
      },
      async ({ params, user }) => {
        const access = await loadProjectForUser(deps, params.id, signedIn(user), 'admin');
        return revokeInvitation(deps, access, params.invitationId);
      },
    )
    .route(
      {
        method: 'get',
        path: '/projects/:id/public',
        summary: 'The public page of a public project (no sign-in); ETag and 304',
        tag: 'Sharing',
        auth: 'none',
        params: projectParamsSchema,
        response: publicProjectResponseSchema,
      },
      ({ params, ctx }) => sendPublicProject(deps, ctx, params.id),
    );
}
