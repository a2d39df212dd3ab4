import { sharingContracts } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { loadProjectForUser } from '../projects/policy.ts';
import { presentForCaller } from '../projects/presenter.ts';
import { presentInvitation, presentMember } from './presenter.ts';
import { sendPublicProject } from './public-page.ts';
import { acceptInvitation, acceptOwnInvitation, declineOwnInvitation, previewInvitation, shareProject } from './service/invitations.ts';
import { changeMemberRole, listTeam, removeMember, revokeInvitation } from './service/team.ts';

/** Invitation e-mails an account may have sent in an hour, whichever projects they are for. */
export const INVITATION_MAILS_PER_HOUR = 20;

/** Sharing and teams: visibility, invitations, the team, and the public page. */
export function sharingRoutes(deps: Deps): ApiRouter {
  const invitationMails = deps.rateLimits.limiter('sharing-invitation-mail', { limit: INVITATION_MAILS_PER_HOUR, windowMs: 60 * 60 * 1000 });
  return new ApiRouter(deps)
    .route(
      sharingContracts.share,
      async ({ params, body, user, ctx }) => {
        const access = await loadProjectForUser(deps, params.id, user.id, 'admin');
        const origin = linkOrigin(ctx, deps.config);
        const { project, invitation } = await shareProject(deps, invitationMails, access, user.id, body, origin);
        return { project: presentForCaller(deps, project, access.role, origin), ...(invitation ? { invitation: presentInvitation(invitation) } : {}) };
      },
    )
    .route(
      sharingContracts.acceptInvitation,
      async ({ body, user, ctx }) => {
        const { project, role } = await acceptInvitation(deps, user.id, body.token);
        return { project: presentForCaller(deps, project, role, linkOrigin(ctx, deps.config)) };
      },
    )
    .route(
      sharingContracts.previewInvitation,
      ({ query }) => previewInvitation(deps, query.token),
    )
    .route(
      sharingContracts.acceptOwnInvitation,
      async ({ params, user, ctx }) => {
        const { project, role } = await acceptOwnInvitation(deps, user.id, params.invitationId);
        return { project: presentForCaller(deps, project, role, linkOrigin(ctx, deps.config)) };
      },
    )
    .route(
      sharingContracts.declineOwnInvitation,
      ({ params, user }) => declineOwnInvitation(deps, user.id, params.invitationId),
    )
    .route(
      sharingContracts.team,
      async ({ params, user, ctx }) => {
        const { members, invitations, seats } = await listTeam(deps, await loadProjectForUser(deps, params.id, user.id, 'viewer'));
        const origin = linkOrigin(ctx, deps.config);
        return { members: members.map((member) => presentMember(member, origin)), ...(invitations ? { invitations: invitations.map(presentInvitation) } : {}), ...(seats ? { seats } : {}) };
      },
    )
    .route(
      sharingContracts.updateMemberRole,
      async ({ params, body, user, ctx }) => {
        const access = await loadProjectForUser(deps, params.id, user.id, 'viewer');
        return presentMember(await changeMemberRole(deps, access, params.memberId, body.role), linkOrigin(ctx, deps.config));
      },
    )
    .route(
      sharingContracts.removeMember,
      async ({ params, user }) => {
        const access = await loadProjectForUser(deps, params.id, user.id, 'viewer');
        return removeMember(deps, access, user.id, params.memberId);
      },
    )
    .route(
      sharingContracts.revokeInvitation,
      async ({ params, user }) => {
        const access = await loadProjectForUser(deps, params.id, user.id, 'admin');
        return revokeInvitation(deps, access, params.invitationId);
      },
    )
    .route(
      sharingContracts.publicProject,
      ({ params, ctx }) => sendPublicProject(deps, ctx, params.id),
    );
}
