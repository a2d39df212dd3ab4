import { serverUserSchema, type ServerUser } from '@kitsmith/core';
import type { Db } from '../db/connect.ts';
import { readBoolean } from '../db/columns.ts';
import { avatarLink } from './avatar-link.ts';

/** A row of the `users` table (migration 001). Booleans arrive as 0/1 on SQLite. */
export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  full_name: string | null;
  avatar_url: string | null;
  is_email_verified: boolean | number;
  subscription_plan: string;
  subscription_status: string;
  is_demo: boolean | number;
  demo_expires_at: string | null;
  preferences: unknown;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
  last_activity_at: string | null;
  notifications_read_at: string | null;
}

/** The columns `presentServerUser` reads; a `select('*')` row has them all. */
export type PresentableUserRow = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'full_name'
  | 'avatar_url'
  | 'is_email_verified'
  | 'subscription_plan'
  | 'subscription_status'
  | 'created_at'
  | 'last_login_at'
  | 'last_activity_at'
>;

export interface UserCounters {
  project_count: number;
  component_count: number;
  export_count: number;
  team_member_count: number;
}

const toCount = (value: unknown): number => {
  const count = Number(value ?? 0);
  return Number.isFinite(count) && count > 0 ? Math.trunc(count) : 0;
};

/**
 * The user's counters from real data: projects owned, components in them,
 * exports made, and distinct other people on the teams of their projects.
 * (The only SQL outside an area's queries module: it is this presenter's own.)
 */
export async function countUserUsage(db: Db, userId: string): Promise<UserCounters> {
  const [projects, exports, team] = await Promise.all([
    db('projects').where({ user_id: userId }).count({ count: '*' }).sum({ components: 'component_count' }).first(),
    db('exports').where({ user_id: userId }).count({ count: '*' }).first(),
    db('project_members as pm')
      .join('projects as p', 'p.id', 'pm.project_id')
      .where('p.user_id', userId)
      .whereNot('pm.user_id', userId)
      .countDistinct({ count: 'pm.user_id' })
      .first(),
  ]);
  return {
    project_count: toCount(projects?.count),
    component_count: toCount(projects?.components),
    export_count: toCount(exports?.count),
    team_member_count: toCount(team?.count),
  };
}

/**
 * The server User of spec section 3, validated with core's `serverUserSchema`. Never includes the password hash.
 * `origin`: the request's link origin (http/link-origin.ts), in front of the avatar's path.
 */
export async function presentServerUser(db: Db, row: PresentableUserRow, origin: string): Promise<ServerUser> {
  const counters = await countUserUsage(db, row.id);
  return serverUserSchema.parse({
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    avatar_url: avatarLink(row.avatar_url, origin),
    is_email_verified: readBoolean(row.is_email_verified),
    created_at: row.created_at,
    last_login_at: row.last_login_at,
    subscription_plan: row.subscription_plan,
    subscription_status: row.subscription_status,
    ...counters,
    last_activity: row.last_activity_at ?? row.last_login_at ?? row.created_at,
  });
}
