import { projectsPaths, sharingPaths } from '@kitsmith/contract';
import type {
  CreateProjectBody,
  DuplicateProjectBody,
  ListProjectsQuery,
  MemberRole,
  ShareBody,
  UpdateProjectBody,
} from '../api-types.ts';
import { createCall } from '../call.ts';
import type { Transport } from '../transport.ts';

/** `/projects/*` and `/invitations/accept`: projects, sharing and the team. */
export function projectsApi(transport: Transport) {
  const call = createCall(transport);
  return {
    list: (query: ListProjectsQuery = {}) => call(projectsPaths.list, { query }),
    get: (projectId: string) => call(projectsPaths.get, { params: { id: projectId } }),
    create: (body: CreateProjectBody = {}) => call(projectsPaths.create, { body }),
    /** Send the changed fields and the `revision` they were based on: a stale one raises `REVISION_CONFLICT` (409, `details.current`); without one they apply to the current revision. */
    update: (projectId: string, body: UpdateProjectBody) => call(projectsPaths.update, { params: { id: projectId }, body }),
    remove: (projectId: string) => call(projectsPaths.remove, { params: { id: projectId } }),
    duplicate: (projectId: string, body: DuplicateProjectBody = {}) => call(projectsPaths.duplicate, { params: { id: projectId }, body }),
    /** Visibility (`is_public`) and/or an invitation (`invite: {email, role}`). */
    share: (projectId: string, body: ShareBody) => call(sharingPaths.share, { params: { id: projectId }, body }),
    team: (projectId: string) => call(sharingPaths.team, { params: { id: projectId } }),
    updateMemberRole: (projectId: string, memberId: string, role: MemberRole) =>
      call(sharingPaths.updateMemberRole, { params: { id: projectId, memberId }, body: { role } }),
    removeMember: (projectId: string, memberId: string) => call(sharingPaths.removeMember, { params: { id: projectId, memberId } }),
    /** Cancels a pending invitation: its link stops working. */
    revokeInvitation: (projectId: string, invitationId: string) =>
      call(sharingPaths.revokeInvitation, { params: { id: projectId, invitationId } }),
    /** What an invitation link is for (no sign-in needed); an unusable link raises the reason. */
    previewInvitation: (token: string) => call(sharingPaths.previewInvitation, { query: { token } }),
    acceptInvitation: (token: string) => call(sharingPaths.acceptInvitation, { body: { token } }),
    /** The public view of a shared project (no sign-in needed). */
    publicProject: (projectId: string) => call(sharingPaths.publicProject, { params: { id: projectId } }),
  };
}
