import type { RouteAddress } from './route-address.ts';

export const sharingPaths = {
  share: { method: 'post', path: '/projects/:id/share' },
  acceptInvitation: { method: 'post', path: '/invitations/accept' },
  previewInvitation: { method: 'get', path: '/invitations/preview' },
  acceptOwnInvitation: { method: 'post', path: '/invitations/:invitationId/accept' },
  declineOwnInvitation: { method: 'delete', path: '/invitations/:invitationId' },
  team: { method: 'get', path: '/projects/:id/team' },
  updateMemberRole: { method: 'put', path: '/projects/:id/team/:memberId' },
  removeMember: { method: 'delete', path: '/projects/:id/team/:memberId' },
  revokeInvitation: { method: 'delete', path: '/projects/:id/invitations/:invitationId' },
  publicProject: { method: 'get', path: '/projects/:id/public' },
} as const satisfies Record<string, RouteAddress>;
