import type { Knex } from 'knex';
import type { Db } from '../db/connect.ts';
import { readFirst } from '../db/statements.ts';
import type { UserRow } from '../users/presenter.ts';

/** A connection or a transaction: every query here runs in either. */
export type Conn = Db | Knex.Transaction;

// Users

export type NewUserRow = Pick<UserRow, 'id' | 'email' | 'password_hash' | 'full_name' | 'created_at' | 'updated_at'> &
  Partial<
    Pick<
      UserRow,
      'is_email_verified' | 'subscription_plan' | 'subscription_status' | 'is_demo' | 'demo_expires_at' | 'last_login_at'
    >
  >;

export async function findUserByEmail(db: Conn, email: string): Promise<UserRow | undefined> {
  return (await db('users').where({ email }).first()) as UserRow | undefined;
}

export async function findUserById(db: Conn, id: string): Promise<UserRow | undefined> {
  return (await db('users').where({ id }).first()) as UserRow | undefined;
}

export async function insertUser(db: Conn, row: NewUserRow): Promise<void> {
  await db('users').insert(row);
}

export async function updateUser(
  db: Conn,
  id: string,
  fields: Partial<Pick<UserRow, 'email' | 'password_hash' | 'is_email_verified' | 'last_login_at' | 'updated_at'>>,
): Promise<void> {
  await db('users').where({ id }).update(fields);
}

/** Makes every access token issued so far for the user stale (see access-token.ts). */
export async function raiseSessionVersion(db: Conn, id: string): Promise<void> {
  await db('users').where({ id }).increment('session_version', 1);
}

/** Whether a write failed on a unique index (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

// Refresh tokens

export interface RefreshTokenRow {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export async function insertRefreshToken(db: Conn, row: Omit<RefreshTokenRow, 'used_at' | 'revoked_at'>): Promise<void> {
  await db('refresh_tokens').insert(row);
}

export async function findRefreshToken(db: Conn, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return (await db('refresh_tokens').where({ token_hash: tokenHash }).first()) as RefreshTokenRow | undefined;
}

/** Marks a token as exchanged; false when another request got there first (so it counts as reuse). */
export async function claimRefreshToken(db: Conn, id: string, now: string): Promise<boolean> {
  const updated = await db('refresh_tokens').where({ id }).whereNull('used_at').whereNull('revoked_at').update({ used_at: now });
  return updated === 1;
}

export async function revokeRefreshFamily(db: Conn, familyId: string, now: string): Promise<void> {
  await db('refresh_tokens').where({ family_id: familyId }).whereNull('revoked_at').update({ revoked_at: now });
}

export async function revokeUserRefreshTokens(db: Conn, userId: string, now: string): Promise<void> {
  await db('refresh_tokens').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: now });
}

/** How many sign-ins (families) of the user can still refresh, not counting `exceptFamilyId`. */
export async function countLiveRefreshFamilies(db: Conn, userId: string, now: string, exceptFamilyId?: string): Promise<number> {
  const query = db('refresh_tokens')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .whereNull('used_at')
    .andWhere('expires_at', '>', now);
  if (exceptFamilyId) query.whereNot({ family_id: exceptFamilyId });
  const row = await query.countDistinct({ count: 'family_id' }).first();
  return Number(row?.count ?? 0);
}

/** Drops the user's refresh tokens that can no longer be used, keeping the table small. */
export async function deleteDeadRefreshTokens(db: Conn, userId: string, now: string): Promise<void> {
  await db('refresh_tokens')
    .where({ user_id: userId })
    .andWhere((dead) => dead.where('expires_at', '<=', now).orWhereNotNull('revoked_at'))
    .delete();
}

// One-time tokens (password reset, e-mail verification, e-mail change and its undo)

export type OneTimePurpose = 'reset' | 'verify' | 'email-change' | 'email-revert';

export interface OneTimeTokenRow {
  id: string;
  user_id: string;
  purpose: OneTimePurpose;
  token_hash: string;
  /** The address the token is about (see migration 070); null on older tokens. */
  email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export async function insertOneTimeToken(db: Conn, row: Omit<OneTimeTokenRow, 'used_at'>): Promise<void> {
  await db('one_time_tokens').insert(row);
}

/** Stores a new token and drops the user's older unused ones of the same purpose: only the latest link works. */
export async function replaceOneTimeToken(db: Conn, row: Omit<OneTimeTokenRow, 'used_at'>): Promise<void> {
  await deleteUnusedOneTimeTokens(db, row.user_id, row.purpose);
  await insertOneTimeToken(db, row);
}

/** Drops the user's unused tokens of one purpose (their links stop working); returns how many. */
export async function deleteUnusedOneTimeTokens(db: Conn, userId: string, purpose: OneTimePurpose): Promise<number> {
  return db('one_time_tokens').where({ user_id: userId, purpose }).whereNull('used_at').delete();
}

/** The user's newest unused, unexpired token of one purpose. */
export async function findLiveOneTimeToken(
  db: Conn,
  userId: string,
  purpose: OneTimePurpose,
  now: string,
): Promise<OneTimeTokenRow | undefined> {
  return (await db('one_time_tokens')
    .where({ user_id: userId, purpose })
    .whereNull('used_at')
    .andWhere('expires_at', '>', now)
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }])
    .first()) as OneTimeTokenRow | undefined;
}

/**
 * Whether an address is held for another account: an unused, unexpired link
 * to undo an e-mail change would give it back to that account, so nobody else
 * may take it meanwhile.
 */
export async function isAddressHeld(db: Conn, email: string, now: string, exceptUserId?: string): Promise<boolean> {
  const query = db('one_time_tokens').where({ email, purpose: 'email-revert' }).whereNull('used_at').andWhere('expires_at', '>', now);
  if (exceptUserId) query.whereNot({ user_id: exceptUserId });
  return (await query.first('id')) !== undefined;
}

export async function findOneTimeToken(
  db: Conn,
  tokenHash: string,
  purpose: OneTimePurpose,
): Promise<OneTimeTokenRow | undefined> {
  return (await db('one_time_tokens').where({ token_hash: tokenHash, purpose }).first()) as OneTimeTokenRow | undefined;
}

/** Uses the token up; false when it was already used (a concurrent request won). */
export async function claimOneTimeToken(db: Conn, id: string, now: string): Promise<boolean> {
  const updated = await db('one_time_tokens').where({ id }).whereNull('used_at').update({ used_at: now });
  return updated === 1;
}

// Demo accounts

/** Deletes demo users whose time is up; their projects, tokens and exports go with them (ON DELETE CASCADE). */
export async function deleteExpiredDemoUsers(db: Conn, now: string): Promise<number> {
  return db('users').where({ is_demo: true }).whereNotNull('demo_expires_at').andWhere('demo_expires_at', '<=', now).delete();
}

export interface NewProjectRow {
  id: string;
  user_id: string;
  name: string;
  description: string;
  config: string;
  version: string;
  tags: string;
  framework: string;
  component_count: number;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  created_at: string;
  updated_at: string;
  last_edited_at: string;
}

export async function insertProjects(db: Conn, rows: NewProjectRow[]): Promise<void> {
  await db('projects').insert(rows);
}

// Who a bearer token belongs to

export interface TokenOwner {
  id: string;
  is_demo: boolean | number;
  demo_expires_at: string | null;
  /** Raised when every session is signed out; access tokens of an older version are refused. */
  session_version: number | string;
}

export async function findTokenOwner(db: Db, userId: string): Promise<TokenOwner | undefined> {
  // Every signed-in request asks this: a query written once (see readFirst).
  return readFirst<TokenOwner>(db, 'select id, is_demo, demo_expires_at, session_version from users where id = ? limit 1', [userId]);
}

// Personal access tokens

export interface PersonalTokenRow {
  id: string;
  user_id: string;
  name: string;
  token_hash: string;
  /** Space-separated (`read write`); see token-scopes.ts. */
  scopes: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

export type PersonalTokenSummary = Pick<PersonalTokenRow, 'id' | 'name' | 'scopes' | 'created_at' | 'expires_at' | 'last_used_at'>;

export async function insertPersonalToken(db: Conn, row: Omit<PersonalTokenRow, 'last_used_at' | 'revoked_at'>): Promise<void> {
  await db('personal_access_tokens').insert(row);
}

/** The user's tokens that are not revoked (expired ones included, so they can be seen and deleted), newest first. */
export async function listPersonalTokens(db: Conn, userId: string): Promise<PersonalTokenSummary[]> {
  return (await db('personal_access_tokens')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }])
    .select('id', 'name', 'scopes', 'created_at', 'expires_at', 'last_used_at')) as PersonalTokenSummary[];
}

/** One of the user's live tokens, without its hash. */
export async function findPersonalToken(db: Conn, userId: string, id: string): Promise<PersonalTokenSummary | undefined> {
  return (await db('personal_access_tokens')
    .where({ user_id: userId, id })
    .whereNull('revoked_at')
    .first('id', 'name', 'scopes', 'created_at', 'expires_at', 'last_used_at')) as PersonalTokenSummary | undefined;
}

export async function countPersonalTokens(db: Conn, userId: string): Promise<number> {
  const row = await db('personal_access_tokens').where({ user_id: userId }).whereNull('revoked_at').count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/** Revokes one of the user's own tokens; false when there is no such live token of theirs. */
export async function revokePersonalToken(db: Conn, userId: string, id: string, now: string): Promise<boolean> {
  const updated = await db('personal_access_tokens')
    .where({ id, user_id: userId })
    .whereNull('revoked_at')
    .update({ revoked_at: now });
  return updated === 1;
}

/** Revokes every live personal access token of the user; returns how many. */
export async function revokeUserPersonalTokens(db: Conn, userId: string, now: string): Promise<number> {
  return db('personal_access_tokens').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: now });
}

/** The live (not revoked, not expired) token with this hash. */
export async function findLivePersonalToken(db: Conn, tokenHash: string, now: string): Promise<PersonalTokenRow | undefined> {
  return (await db('personal_access_tokens')
    .where({ token_hash: tokenHash })
    .whereNull('revoked_at')
    .andWhere((live) => live.whereNull('expires_at').orWhere('expires_at', '>', now))
    .first()) as PersonalTokenRow | undefined;
}

/** Records use at most once a minute per token, so authenticated reads do not each cost a write. */
export async function touchPersonalToken(db: Conn, id: string, now: string, staleBefore: string): Promise<void> {
  await db('personal_access_tokens')
    .where({ id })
    .andWhere((stale) => stale.whereNull('last_used_at').orWhere('last_used_at', '<', staleBefore))
    .update({ last_used_at: now });
}
