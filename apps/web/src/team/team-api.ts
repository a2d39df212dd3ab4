import type { MemberRole, ProjectSummary, RevokedInvitation, Team } from '@kitsmith/client';
import { api } from '../app/api.ts';

export type Member = Team['members'][number];
export type Invitation = NonNullable<Team['invitations']>[number];

const PAGE_SIZE = 100;
/** Enough for anyone (10,000 projects) while a broken total can never loop forever. */
const MAX_PAGES = 100;

/** Every project the user sees (owned and shared), A to Z. */
export async function listAllProjects(): Promise<ProjectSummary[]> {
  const projects: ProjectSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await api.projects.list({ sort: 'name', page, page_size: PAGE_SIZE });
    projects.push(...answer.projects);
    if (answer.projects.length < PAGE_SIZE || projects.length >= answer.total) break;
  }
  return projects;
}

/** The owner and admins manage a project's team (API README, "Roles on a project"). */
export const canManageTeam = (project: Pick<ProjectSummary, 'role'>): boolean => project.role === 'owner' || project.role === 'admin';

/** Invites (or invites again: a new link, the old one stops working) a person to the team. */
export async function invite(projectId: string, email: string, role: MemberRole): Promise<Invitation> {
  const { invitation } = await api.projects.share(projectId, { invite: { email, role } });
  if (!invitation) throw new Error('the API answered an invitation without it');
  return invitation;
}

/** Withdraws a pending invitation: its link stops working. */
export function revokeInvitation(projectId: string, invitationId: string): Promise<RevokedInvitation> {
  return api.projects.revokeInvitation(projectId, invitationId);
}
