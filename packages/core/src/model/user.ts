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
