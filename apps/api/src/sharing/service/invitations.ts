import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { findUserById } from '../../auth/queries.ts';
import { readBoolean } from '../../db/columns.ts';
import { ApiError, badRequest, conflict, forbidden, invalid, notFound, unauthorized } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { PLAN_LIMIT, teamLimitFor } from '../../projects/plan-limits.ts';
import type { ProjectAccess } from '../../projects/policy.ts';
import { invalidatePublicProject } from '../../projects/public-cache.ts';
import { findProject, updateProject, type ProjectRecord } from '../../projects/queries.ts';
import { invitationMail } from '../invitation-mail.ts';
import { INVITATION_MS, hashInvitationToken, newInvitationToken } from '../invitation-token.ts';
import {
  countTeamSeats,
  deleteInvitation,
  deleteOpenInvitations,
  findInvitationById,
  findInvitationByTokenHash,
  findMemberByEmail,
  findUserCard,
  insertInvitation,
  markInvitationAccepted,
  upsertMember,
  type InvitationRecord,
} from '../queries.ts';
import type { InvitationPreview, MemberRole, ShareBody } from '@kitsmith/contract';

async function assertTeamSeat(deps: Deps, project: ProjectRecord, email: string, now: string): Promise<void> {
  const { limit, plan } = await teamLimitFor(deps.db, project.user_id, deps.config.now());
  if (limit === null || (await countTeamSeats(deps.db, project.id, now, email)) < limit) return;
  throw forbidden(
    limit === 0
      ? `The ${plan} plan does not include team members. Upgrade to invite people to this project.`
      : `The ${plan} plan allows ${limit} team member${limit === 1 ? '' : 's'} per project. Upgrade to invite more.`,
    PLAN_LIMIT,
  );
}

/**
 * Invites `email` to the team with `role`: stores the token's hash (7 days)
 * and mails the accept link. Each mail counts against the inviter's hourly
 * allowance (`invitationMails`), so an account cannot be used to send mail
 * to addresses in bulk. The link starts with `origin`, the inviter's request's
 * link origin (http/link-origin.ts).
 */
async function invite(
  deps: Deps,
  invitationMails: RateLimiter,
  project: ProjectRecord,
  inviterId: string,
  { email, role }: { email: string; role: MemberRole },
  origin: string,
) {
  const now = deps.config.now();
  const owner = await findUserCard(deps.db, project.user_id);
  if (owner?.email.toLowerCase() === email) {
    throw invalid('That address belongs to the project owner, who already has full access.');
  }
  if (await findMemberByEmail(deps.db, project.id, email)) {
    throw conflict(`${email} is already on this project’s team. Change their role instead.`, undefined, 'ALREADY_MEMBER');
  }
  await assertTeamSeat(deps, project, email, now.toISOString());
  await invitationMails.consume(inviterId).catch((error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 429) throw error;
    const minutes = Math.max(1, Math.ceil(Number(error.headers['Retry-After']) / 60));
    throw new ApiError(
      429,
      error.code,
      `You have sent as many invitations as one account may in an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      error.headers,
    );
  });
  const { token, hash } = newInvitationToken();
  const invitation: InvitationRecord = {
    id: randomUUID(),
    project_id: project.id,
    email,
    role,
    token_hash: hash,
    invited_by: inviterId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + INVITATION_MS).toISOString(),
    accepted_at: null,
    accepted_by: null,
  };
  await deps.db.transaction(async (trx) => {
    await deleteOpenInvitations(trx, project.id, email);
    await insertInvitation(trx, invitation);
  });
  const inviter = await findUserCard(deps.db, inviterId);
  const acceptUrl = `${origin}/invitations/accept?token=${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send(
      invitationMail({
        to: email,
        inviter: inviter?.full_name || inviter?.email || 'A Kitsmith user',
        projectName: project.name,
        role,
        acceptUrl,
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, invitationId: invitation.id }, 'invitation e-mail could not be sent');
    await deleteInvitation(deps.db, project.id, invitation.id);
    throw new ApiError(
      502,
      'MAIL_FAILED',
      'The invitation e-mail could not be sent, so no invitation was made. Try again in a moment.',
    );
  }
  return invitation;
}

/** POST /projects/:id/share (owner or admin): sets visibility and/or invites a person. */
export async function shareProject(
  deps: Deps,
  invitationMails: RateLimiter,
  { project }: ProjectAccess,
  userId: string,
  body: ShareBody,
  origin: string,
): Promise<{ project: ProjectRecord; invitation?: InvitationRecord }> {
  // The invitation first: when it is refused (plan limit, already a member, too many mails), nothing has changed.
  const invitation = body.invite ? await invite(deps, invitationMails, project, userId, body.invite, origin) : undefined;
  let current = project;
  if (body.is_public !== undefined && body.is_public !== project.is_public) {
    await updateProject(deps.db, project.id, { is_public: body.is_public, updated_at: deps.config.now().toISOString() });
    invalidatePublicProject(deps, project.id);
    current = (await findProject(deps.db, project.id)) ?? project;
  }
  return { project: current, ...(invitation ? { invitation } : {}) };
}

const invalidInvitation = (message: string) => new ApiError(400, 'INVALID_INVITATION', message);
const INVITATION_USED = 'This invitation has already been used. Ask the project owner for a new one if you need it.';

/** Why an invitation cannot be accepted now, or undefined when it can. */
function invitationProblem(invitation: InvitationRecord | undefined, now: string): string | undefined {
  if (!invitation) return 'This invitation link is not valid. Check that you copied the whole link, or ask for a new invitation.';
  if (invitation.accepted_at) return INVITATION_USED;
  if (invitation.expires_at <= now) return 'This invitation has expired. Ask the project owner or an admin to invite you again.';
  return undefined;
}

export const INVITATION_FOR_ANOTHER_ADDRESS = 'INVITATION_FOR_ANOTHER_ADDRESS';

/**
 * POST /invitations/accept: the signed-in user joins the team with the
 * invited role; single-use, expiring. An invitation is for the address it
 * was sent to: an account with another address gets a 403 naming it, so a
 * forwarded or leaked link cannot put someone else on the team.
 */
export async function acceptInvitation(deps: Deps, userId: string, token: string): Promise<Joined> {
  const invitation = await findInvitationByTokenHash(deps.db, hashInvitationToken(token));
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized('Your session has ended. Sign in again.');
  if (invitation && !invitationProblem(invitation, deps.config.now().toISOString()) && invitation.email !== user.email.toLowerCase()) {
    throw new ApiError(
      403,
      INVITATION_FOR_ANOTHER_ADDRESS,
      `This invitation was sent to ${invitation.email}, and you are signed in as ${user.email}. Sign in with ${invitation.email} (or create an account with it) to accept.`,
      { invited_email: invitation.email },
    );
  }
  return join(deps, userId, invitation);
}

/** GET /invitations/preview: what the link is for (project, role, inviter), or why it cannot be used. */
export async function previewInvitation(deps: Deps, token: string): Promise<InvitationPreview> {
  const invitation = await findInvitationByTokenHash(deps.db, hashInvitationToken(token));
  const problem = invitationProblem(invitation, deps.config.now().toISOString());
  if (problem || !invitation) throw invalidInvitation(problem ?? INVITATION_USED);
  const [project, inviter] = await Promise.all([
    findProject(deps.db, invitation.project_id),
    invitation.invited_by ? findUserCard(deps.db, invitation.invited_by) : undefined,
  ]);
  if (!project) throw invalidInvitation('This invitation is for a project that no longer exists.');
  return {
    project_name: project.name,
    role: invitation.role,
    invited_by: inviter ? (inviter.full_name ?? inviter.email) : null,
    email: invitation.email,
    expires_at: invitation.expires_at,
  };
}

/**
 * The invitation with this id, addressed to the signed-in user's e-mail. The
 * link in the e-mail proves the address; in the app a verified address does.
 * Anyone else's invitation is 404, so ids leak nothing.
 */
async function ownInvitation(deps: Deps, userId: string, invitationId: string): Promise<InvitationRecord> {
  const user = await findUserById(deps.db, userId);
  const invitation = user ? await findInvitationById(deps.db, invitationId) : undefined;
  if (!user || !invitation || invitation.email !== user.email.toLowerCase()) throw notFound('Invitation not found.');
  if (!readBoolean(user.is_email_verified)) {
    throw forbidden('Verify your e-mail address to accept invitations here, or open the link in the invitation e-mail.', 'EMAIL_NOT_VERIFIED');
  }
  return invitation;
}

/** POST /invitations/:invitationId/accept: accepting from the notifications, without the e-mailed link. */
export async function acceptOwnInvitation(deps: Deps, userId: string, invitationId: string): Promise<Joined> {
  return join(deps, userId, await ownInvitation(deps, userId, invitationId));
}

/** DELETE /invitations/:invitationId: the invitee declines; the invitation is gone for the team too. */
export async function declineOwnInvitation(deps: Deps, userId: string, invitationId: string): Promise<{ declined: true }> {
  const invitation = await ownInvitation(deps, userId, invitationId);
  if (invitation.accepted_at || !(await deleteInvitation(deps.db, invitation.project_id, invitation.id))) {
    throw invalidInvitation(INVITATION_USED);
  }
  return { declined: true };
}

/** The project joined and the role the invitation gave. */
export interface Joined {
  project: ProjectRecord;
  role: MemberRole;
}

async function join(deps: Deps, userId: string, invitation: InvitationRecord | undefined): Promise<Joined> {
  const now = deps.config.now().toISOString();
  const problem = invitationProblem(invitation, now);
  if (problem || !invitation) throw invalidInvitation(problem ?? INVITATION_USED);
  const project = await findProject(deps.db, invitation.project_id);
  if (!project) throw invalidInvitation('This invitation is for a project that no longer exists.');
  if (project.user_id === userId) throw badRequest('You own this project already; an invitation cannot change that.');
  await deps.db.transaction(async (trx) => {
    if (!(await markInvitationAccepted(trx, invitation.id, userId, now))) {
      throw invalidInvitation(INVITATION_USED);
    }
    await upsertMember(trx, project.id, userId, invitation.role, now);
  });
  return { project, role: invitation.role };
}
