import type { ServerUser } from '@kitsmith/core';
import { DUPLICATE_EMAIL_MESSAGE } from '../auth/accounts.ts';
import { sendVerificationEmail } from '../auth/email-verification.ts';
import { isUniqueViolation } from '../auth/queries.ts';
import type { Deps } from '../deps.ts';
import { badRequest, conflict, unauthorized } from '../http/errors.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { readBoolean } from '../db/columns.ts';
import { assertCanChangeEmail, assertCanVerifyEmail } from './policy.ts';
import { mergePreferences, readPreferences } from './preferences.ts';
import { presentServerUser, type UserRow } from './present-user.ts';
import { findUser, findUserForUpdate, isEmailTaken, updateUserFields, type UserChanges } from './queries.ts';
import type { Preferences, PreferencesPatch, UserStats } from './schema.ts';

const emailTaken = () => conflict(DUPLICATE_EMAIL_MESSAGE, undefined, 'EMAIL_TAKEN');

/** The caller's row; a token whose account vanished a moment ago gets the same 401 as any dead session. */
export async function loadCurrentUser(deps: Deps, userId: string): Promise<UserRow> {
  const user = await findUser(deps.db, userId);
  if (!user) throw unauthorized('Your session has ended. Sign in again.');
  return user;
}

export async function getProfile(deps: Deps, userId: string): Promise<ServerUser> {
  return presentServerUser(deps.db, await loadCurrentUser(deps, userId));
}

/**
 * Changes the name and/or the email address. A new address must be free; it
 * starts unverified and gets a verification mail.
 */
export async function updateProfile(deps: Deps, userId: string, input: { full_name?: string | undefined; email?: string | undefined }): Promise<ServerUser> {
  const user = await loadCurrentUser(deps, userId);
  const now = deps.config.now().toISOString();
  const changes: UserChanges = { updated_at: now };
  if (input.full_name !== undefined) changes.full_name = input.full_name;
  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : undefined;
  if (newEmail !== undefined) {
    assertCanChangeEmail(user);
    if (await isEmailTaken(deps.db, newEmail, userId)) throw emailTaken();
    changes.email = newEmail;
    changes.is_email_verified = false;
  }
  try {
    await updateUserFields(deps.db, userId, changes);
  } catch (error) {
    // Two accounts claiming one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const updated = await loadCurrentUser(deps, userId);
  if (newEmail !== undefined) await sendVerificationEmail(deps, updated);
  return presentServerUser(deps.db, updated);
}

export async function getPreferences(deps: Deps, userId: string): Promise<Preferences> {
  const user = await loadCurrentUser(deps, userId);
  return readPreferences(user.preferences, deps.logger);
}

/** Merges `patch` into the stored preferences and returns the result. */
export async function updatePreferences(deps: Deps, userId: string, patch: PreferencesPatch): Promise<Preferences> {
  return deps.db.transaction(async (trx) => {
    const user = await findUserForUpdate(trx, userId);
    if (!user) throw unauthorized('Your session has ended. Sign in again.');
    const next = mergePreferences(readPreferences(user.preferences, deps.logger), patch);
    const now = deps.config.now().toISOString();
    await updateUserFields(trx, userId, { preferences: JSON.stringify(next), updated_at: now });
    return next;
  });
}

/** Sends a fresh verification link (older ones stop working), at most `limiter`'s number of times per account. */
export async function resendVerification(deps: Deps, limiter: RateLimiter, userId: string): Promise<void> {
  const user = await loadCurrentUser(deps, userId);
  if (readBoolean(user.is_email_verified)) throw badRequest('Your email is already verified.');
  assertCanVerifyEmail(user);
  await limiter.consume(`verification-mail:${userId}`);
  await sendVerificationEmail(deps, user);
}

/** The usage figures of the server User, from real data: the very numbers GET /users/profile shows. */
export async function getStats(deps: Deps, userId: string): Promise<UserStats> {
  const user = await presentServerUser(deps.db, await loadCurrentUser(deps, userId));
  return {
    project_count: user.project_count ?? 0,
    component_count: user.component_count ?? 0,
    export_count: user.export_count ?? 0,
    team_member_count: user.team_member_count ?? 0,
    last_activity: user.last_activity ?? user.created_at,
  };
}
