import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { canManageTeam, denyRole, type ProjectAccess } from '../../projects/policy.ts';
import { teamLimitFor } from '../../projects/plan-limits.ts';
import {
  deleteInvitation,
  deleteMember,
  findMember,
  findUserCard,
  listMembers,
  listPendingInvitations,
  setMemberRole,
  type InvitationRecord,
  type MemberRecord,
} from '../queries.ts';
import type { MemberRole } from '@kitsmith/contract';

const MEMBER_NOT_FOUND = 'Team member not found.';

/** GET /projects/:id/team (any role): the owner first, then members; pending invitations for the owner and admins. */
export async function listTeam(
  deps: Deps,
  { project, role }: ProjectAccess,
): Promise<{ members: MemberRecord[]; invitations?: InvitationRecord[]; seats?: { limit: number | null; used: number; plan: string } }> {
  const [owner, members] = await Promise.all([findUserCard(deps.db, project.user_id), listMembers(deps.db, project.id)]);
  const team: MemberRecord[] = [...(owner ? [{ ...owner, role: 'owner', joined_at: project.created_at }] : []), ...members];
  if (!canManageTeam(role)) return { members: team };
  const [invitations, { limit, plan }] = await Promise.all([
    listPendingInvitations(deps.db, project.id, deps.config.now().toISOString()),
    teamLimitFor(deps.db, project.user_id, deps.config.now()),
  ]);
  // A seat is a member or a pending invitation (the owner holds none), as inviting counts them.
  return { members: team, invitations, seats: { limit, used: members.length + invitations.length, plan } };
}

/** PUT /projects/:id/team/:memberId (owner or admin): changes a member's role; the owner's cannot change. */
export async function changeMemberRole(
  deps: Deps,
  { project, role }: ProjectAccess,
  memberId: string,
  newRole: MemberRole,
): Promise<MemberRecord> {
  if (!canManageTeam(role)) throw denyRole('admin', 'Only the project owner or an admin can change team roles.');
  if (memberId === project.user_id) throw badRequest('The owner’s role cannot be changed.');
  if (!(await setMemberRole(deps.db, project.id, memberId, newRole))) throw notFound(MEMBER_NOT_FOUND);
  const member = await findMember(deps.db, project.id, memberId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  return member;
}

/** DELETE /projects/:id/team/:memberId: owner or admin removes a member; a member may leave; the owner stays. */
export async function removeMember(
  deps: Deps,
  { project, role }: ProjectAccess,
  callerId: string,
  memberId: string,
): Promise<{ user_id: string; removed: true }> {
  if (memberId === project.user_id) throw badRequest('The owner cannot be removed from the project.');
  if (memberId !== callerId && !canManageTeam(role)) {
    throw denyRole('admin', 'Only the project owner or an admin can remove other team members.');
  }
  if (!(await deleteMember(deps.db, project.id, memberId))) throw notFound(MEMBER_NOT_FOUND);
  return { user_id: memberId, removed: true };
}

/** DELETE /projects/:id/invitations/:invitationId (owner or admin): withdraws a pending invitation. */
export async function revokeInvitation(
  deps: Deps,
  { project }: ProjectAccess,
  invitationId: string,
): Promise<{ id: string; revoked: true }> {
  if (!(await deleteInvitation(deps.db, project.id, invitationId))) throw notFound('Invitation not found.');
  return { id: invitationId, revoked: true };
}
