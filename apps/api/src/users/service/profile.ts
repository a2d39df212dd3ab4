import { assertAddressFree, startEmailChange } from '../../auth/service/email-change.ts';
import { sendVerificationEmail } from '../../auth/service/email-verification.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, badRequest, unauthorized } from '../../http/errors.ts';
import { limitFailures } from '../../http/rate-limit.ts';
import { readBoolean } from '../../db/columns.ts';
import { checkPassword } from '../password-check.ts';
import { assertCanChangeEmail, assertCanVerifyEmail } from '../policy.ts';
import { mergePreferences, readPreferences } from '../preferences.ts';
import { presentServerUser, type UserRow } from '../presenter.ts';
import { findUser, findUserForUpdate, updateUserFields } from '../queries.ts';
import type { UsersRateLimiters } from '../rate-limits.ts';
import type { Preferences, PreferencesPatch, UserStats } from '@kitsmith/contract';

/** The caller's row; a token whose account vanished a moment ago gets the same 401 as any dead session. */
export async function loadCurrentUser(deps: Deps, userId: string): Promise<UserRow> {
  const user = await findUser(deps.db, userId);
  if (!user) throw unauthorized('Your session has ended. Sign in again.');
  return user;
}

export const PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to change your email address.';

/** Who is asking: the account, the client address the limits also count by, and the origin the mails' links use. */
export interface Caller {
  userId: string;
  ip: string;
  origin: string;
}

/**
 * Changes the name at once and/or starts changing the email address. A new
 * address needs the current password and must be free (refusals are limited
 * per account and per client address, so nobody can probe which addresses
 * have accounts); the account keeps its address until the new one is
 * confirmed from the link mailed to it, and the old one is told.
 */
export async function updateProfile(
  deps: Deps,
  limits: UsersRateLimiters,
  { userId, ip, origin }: Caller,
  input: { full_name?: string | undefined; email?: string | undefined; current_password?: string | undefined },
): Promise<UserRow> {
  const user = await loadCurrentUser(deps, userId);
  const newEmail = input.email !== undefined && input.email !== user.email ? input.email : undefined;
  if (newEmail !== undefined) {
    assertCanChangeEmail(user);
    if (input.current_password === undefined) throw new ApiError(422, 'PASSWORD_REQUIRED', PASSWORD_REQUIRED_MESSAGE);
    await checkPassword(limits.passwordChecks, userId, input.current_password, user.password_hash);
    const now = deps.config.now().toISOString();
    await limitFailures(limits.takenEmails, [`account:${userId}`, `client:${ip}`], () => assertAddressFree(deps.db, newEmail, userId, now));
    await limits.emailChangeMails.consume(userId);
  }
  if (input.full_name !== undefined && input.full_name !== user.full_name) {
    await updateUserFields(deps.db, userId, { full_name: input.full_name, updated_at: deps.config.now().toISOString() });
  }
  const updated = await loadCurrentUser(deps, userId);
  if (newEmail !== undefined) await startEmailChange(deps, updated, newEmail, origin);
  return updated;
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
export async function resendVerification(deps: Deps, limiter: UsersRateLimiters['verificationMails'], userId: string, origin: string): Promise<void> {
  const user = await loadCurrentUser(deps, userId);
  if (readBoolean(user.is_email_verified)) throw badRequest('Your email is already verified.');
  assertCanVerifyEmail(user);
  await limiter.consume(`verification-mail:${userId}`);
  await sendVerificationEmail(deps, user, origin);
}

/** The usage figures of the server User, from real data: the very numbers GET /users/profile shows. */
export async function getStats(deps: Deps, userId: string): Promise<UserStats> {
  // The figures only: no link of the answer is shown, so any origin does.
  const user = await presentServerUser(deps.db, await loadCurrentUser(deps, userId), deps.config.publicUrl);
  return {
    project_count: user.project_count ?? 0,
    component_count: user.component_count ?? 0,
    export_count: user.export_count ?? 0,
    team_member_count: user.team_member_count ?? 0,
    last_activity: user.last_activity ?? user.created_at,
  };
}
