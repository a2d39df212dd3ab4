import type { MemberRole } from '@kitsmith/client';

export const MEMBER_ROLES: readonly MemberRole[] = ['admin', 'editor', 'viewer'];

export const roleLabels: Record<MemberRole | 'owner', string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** What each role may do (API README, "Roles on a project"). */
export const roleDescriptions: Record<MemberRole | 'owner', string> = {
  owner: 'owns the project and everything about it',
  admin: 'edits, and manages the team and visibility',
  editor: 'edits the design system',
  viewer: 'views and exports, without editing',
};

export const roleOptions = MEMBER_ROLES.map((role) => ({ value: role, label: roleLabels[role] }));

/** The roles as a segmented control's segments, each saying what it allows on hover. */
export const roleSegments = MEMBER_ROLES.map((role) => ({ value: role, label: roleLabels[role], title: `${roleLabels[role]}: ${roleDescriptions[role]}` }));

/** What each role may do, in one line for a role picker's hint. */
export const rolesHint = 'Admins edit and manage the team; editors edit the design system; viewers view and export it.';

/** "an admin", "an editor", "a viewer". */
export const withArticle = (role: MemberRole | 'owner'): string => `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;

/** What the invitee may now do, in the second person. */
export const roleAbilities: Record<MemberRole | 'owner', string> = {
  owner: 'you own it',
  admin: 'you can edit it and manage its team and visibility',
  editor: 'you can edit its design system',
  viewer: 'you can view and export it, without editing',
};
