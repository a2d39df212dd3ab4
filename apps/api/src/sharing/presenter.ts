import type { InvitationResponse, TeamMemberResponse } from '@kitsmith/contract';
import { avatarLink } from '../users/avatar-link.ts';
import type { InvitationRecord, MemberRecord } from './queries.ts';

export function presentInvitation(invitation: InvitationRecord): InvitationResponse {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invited_by: invitation.invited_by,
    invited_at: invitation.created_at,
    expires_at: invitation.expires_at,
  };
}

/** A team member; their avatar on `origin`, the request's link origin (http/link-origin.ts). */
export function presentMember(member: MemberRecord, origin: string): TeamMemberResponse {
  return {
    user_id: member.user_id,
    email: member.email,
    full_name: member.full_name,
    avatar_url: avatarLink(member.avatar_url, origin),
    role: member.role as TeamMemberResponse['role'],
    joined_at: member.joined_at,
  };
}
