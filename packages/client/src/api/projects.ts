import type {
  AcceptedInvitation,
  InvitationPreview,
  CreateProjectBody,
  DeletedProject,
  DuplicateProjectBody,
  ListProjectsQuery,
  MemberRole,
  Project,
  ProjectDetail,
  ProjectList,
  PublicProject,
  RemovedMember,
  RevokedInvitation,
  ShareBody,
  ShareResponse,
  Team,
  TeamMember,
  UpdateProjectBody,
} from '../api-types.ts';
import type { Transport } from '../transport.ts';

const id = encodeURIComponent;

/** `/projects/*` and `/invitations/accept`: projects, sharing and the team. */
export function projectsApi(transport: Transport) {
  return {
    list: (query: ListProjectsQuery = {}) => transport.request<ProjectList>('GET', '/projects', { query }),
    get: (projectId: string) => transport.request<ProjectDetail>('GET', `/projects/${id(projectId)}`),
    create: (body: CreateProjectBody = {}) => transport.request<Project>('POST', '/projects', { body }),
    /** Send the changed fields and the `revision` they were based on: a stale one raises `REVISION_CONFLICT` (409, `details.current`); without one they apply to the current revision. */
    update: (projectId: string, body: UpdateProjectBody) =>
      transport.request<Project>('PUT', `/projects/${id(projectId)}`, { body }),
    remove: (projectId: string) => transport.request<DeletedProject>('DELETE', `/projects/${id(projectId)}`),
    duplicate: (projectId: string, body: DuplicateProjectBody = {}) =>
      transport.request<Project>('POST', `/projects/${id(projectId)}/duplicate`, { body }),
    /** Visibility (`is_public`) and/or an invitation (`invite: {email, role}`). */
    share: (projectId: string, body: ShareBody) =>
      transport.request<ShareResponse>('POST', `/projects/${id(projectId)}/share`, { body }),
    team: (projectId: string) => transport.request<Team>('GET', `/projects/${id(projectId)}/team`),
    updateMemberRole: (projectId: string, memberId: string, role: MemberRole) =>
      transport.request<TeamMember>('PUT', `/projects/${id(projectId)}/team/${id(memberId)}`, { body: { role } }),
    removeMember: (projectId: string, memberId: string) =>
      transport.request<RemovedMember>('DELETE', `/projects/${id(projectId)}/team/${id(memberId)}`),
    /** Cancels a pending invitation: its link stops working. */
    revokeInvitation: (projectId: string, invitationId: string) =>
      transport.request<RevokedInvitation>('DELETE', `/projects/${id(projectId)}/invitations/${id(invitationId)}`),
    /** What an invitation link is for (no sign-in needed); an unusable link raises the reason. */
    previewInvitation: (token: string) => transport.request<InvitationPreview>('GET', '/invitations/preview', { query: { token } }),
    acceptInvitation: (token: string) => transport.request<AcceptedInvitation>('POST', '/invitations/accept', { body: { token } }),
    /** The public view of a shared project (no sign-in needed). */
    publicProject: (projectId: string) => transport.request<PublicProject>('GET', `/projects/${id(projectId)}/public`),
  };
}
