import type { Knex } from 'knex';
import { isPostgres, type Db } from '../db/connect.ts';
import type { UserRow } from './presenter.ts';

/** A connection or a transaction: every query here runs in either. */
type Conn = Db | Knex.Transaction;

export async function findUser(db: Conn, id: string): Promise<UserRow | undefined> {
  return (await db('users').where({ id }).first()) as UserRow | undefined;
}

/** The user's row, locked until the transaction ends on PostgreSQL (SQLite has one writer at a time anyway). */
export async function findUserForUpdate(trx: Knex.Transaction, id: string): Promise<UserRow | undefined> {
  const query = trx('users').where({ id });
  if (isPostgres(trx)) query.forUpdate();
  return (await query.first()) as UserRow | undefined;
}

/** Whether another account already uses this (lower-cased) address. */
export async function isEmailTaken(db: Conn, email: string, exceptUserId: string): Promise<boolean> {
  const row = await db('users').where({ email }).whereNot({ id: exceptUserId }).first('id');
  return row !== undefined;
}

export type UserChanges = Partial<
  Pick<UserRow, 'full_name' | 'email' | 'is_email_verified' | 'password_hash' | 'avatar_url' | 'last_activity_at'>
> & { preferences?: string; updated_at: string };

export async function updateUserFields(db: Conn, id: string, changes: UserChanges): Promise<void> {
  await db('users').where({ id }).update(changes);
}

// Avatars

export interface AvatarRow {
  user_id: string;
  content_type: string;
  bytes: Buffer;
  updated_at: string;
}

/** Inserts or replaces the user's one avatar. */
export async function saveAvatar(db: Conn, row: AvatarRow): Promise<void> {
  await db('user_avatars').insert(row).onConflict('user_id').merge(['content_type', 'bytes', 'updated_at']);
}

export async function findAvatar(db: Conn, userId: string): Promise<AvatarRow | undefined> {
  return (await db('user_avatars').where({ user_id: userId }).first()) as AvatarRow | undefined;
}

// Deleting an account

/**
 * Deletes the user. Everything of theirs goes with the row through ON DELETE
 * CASCADE: projects (and those projects' members, invitations and exports),
 * their memberships on other people's projects, refresh, one-time and
 * personal access tokens, exports, analytics events and the avatar.
 */
export async function deleteUserRow(db: Conn, id: string): Promise<boolean> {
  return (await db('users').where({ id }).delete()) === 1;
}

/** Pending password-reset links stop working once the password has been changed. */
export async function dropPendingResetTokens(db: Conn, userId: string): Promise<void> {
  await db('one_time_tokens').where({ user_id: userId, purpose: 'reset' }).whereNull('used_at').delete();
}
