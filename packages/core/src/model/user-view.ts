// Kept apart from user.ts's schemas, with type-only imports, so a bundle that
// only shows a user (the web app's shell) does not carry zod.
import type { ServerUser, User } from './user.ts';

/**
 * Maps the server's user to the client's. Missing counters are 0; lastLoginAt
 * falls back to createdAt, and lastActivity to the last login, then createdAt
 * (the latest moment the user is known to have been active).
 */
export function mapServerUser(server: ServerUser): User {
  const lastLoginAt = server.last_login_at ?? server.created_at;
  return {
    uid: server.id,
    email: server.email,
    displayName: server.full_name ?? null,
    photoURL: server.avatar_url ?? null,
    emailVerified: server.is_email_verified,
    createdAt: server.created_at,
    lastLoginAt,
    role: 'user',
    subscription: server.subscription_plan ?? 'free',
    subscriptionStatus: server.subscription_status ?? 'active',
    usageStats: {
      projectCount: server.project_count ?? 0,
      componentCount: server.component_count ?? 0,
      exportCount: server.export_count ?? 0,
      teamMembersCount: server.team_member_count ?? 0,
      lastActivity: server.last_activity ?? lastLoginAt,
    },
  };
}

/** The name the user menu shows: the display name, else the part of the email before the @. */
export function userDisplayName(user: Pick<User, 'displayName' | 'email'>): string {
  const name = user.displayName?.trim();
  if (name) return name;
  const at = user.email.indexOf('@');
  return at > 0 ? user.email.slice(0, at) : user.email;
}
