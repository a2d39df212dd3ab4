import { z } from 'zod';
import { isoDateSchema } from './primitives.ts';

/** Both plan models of spec section 6: A (free, earlybird, lifetime) and B (free, pro, enterprise). */
export const subscriptionPlanSchema = z.enum(['free', 'earlybird', 'lifetime', 'pro', 'enterprise']);
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const subscriptionStatusSchema = z.enum(['active', 'canceled', 'unpaid', 'paused', 'trialing']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

const counterSchema = z.number().int().min(0);

/** User as sent by the server (spec section 3). Optional fields may also arrive as null. */
export const serverUserSchema = z.object({
  id: z.string().min(1),
  email: z.email(),
  full_name: z.string().nullish(),
  avatar_url: z.string().nullish(),
  is_email_verified: z.boolean().default(false),
  created_at: isoDateSchema,
  last_login_at: isoDateSchema.nullish(),
  subscription_plan: subscriptionPlanSchema.nullish(),
  subscription_status: subscriptionStatusSchema.nullish(),
  project_count: counterSchema.nullish(),
  component_count: counterSchema.nullish(),
  export_count: counterSchema.nullish(),
  team_member_count: counterSchema.nullish(),
  last_activity: isoDateSchema.nullish(),
});
export type ServerUser = z.infer<typeof serverUserSchema>;

export const usageStatsSchema = z.object({
  projectCount: counterSchema,
  componentCount: counterSchema,
  exportCount: counterSchema,
  teamMembersCount: counterSchema,
  lastActivity: isoDateSchema,
});
export type UsageStats = z.infer<typeof usageStatsSchema>;

/** User as mapped for the client (spec section 3). */
export const userSchema = z.object({
  uid: z.string().min(1),
  email: z.email(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: isoDateSchema,
  lastLoginAt: isoDateSchema,
  role: z.literal('user'),
  subscription: subscriptionPlanSchema,
  subscriptionStatus: subscriptionStatusSchema,
  usageStats: usageStatsSchema,
});
export type User = z.infer<typeof userSchema>;

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
