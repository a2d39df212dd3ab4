import type { InvitationResponse, TeamMemberResponse } from '@kitsmith/contract';
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

export function presentMember(member: MemberRecord): TeamMemberResponse {
  return {
    user_id: member.user_id,
    email: member.email,
    full_name: member.full_name,
    avatar_url: member.avatar_url,
    role: member.role as TeamMemberResponse['role'],
    joined_at: member.joined_at,
  };
}
