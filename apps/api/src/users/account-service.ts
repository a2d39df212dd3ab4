import { findRefreshToken } from '../auth/queries.ts';
import { billingRuntime } from '../billing/runtime.ts';
import { cancelBeforeAccountDeletion } from '../billing/subscription-service.ts';
import { hashPassword, hashToken, verifyPassword } from '../auth/secrets.ts';
import { issueSession, type SessionTokens } from '../auth/sessions.ts';
import type { Deps } from '../deps.ts';
import { ApiError, invalid } from '../http/errors.ts';
import { invalidatePublicProject } from '../projects/public-cache.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { assertCanChangePassword } from './policy.ts';
import { loadCurrentUser } from './profile-service.ts';
import { deleteUserRow, dropPendingResetTokens, revokeOtherRefreshTokens, updateUserFields } from './queries.ts';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect.';

export interface PasswordChanged {
  /** How many other signed-in sessions were signed out. */
  signed_out_sessions: number;
  /** A new session when the request named no current one (`refresh_token`): use it, the old refresh tokens are revoked. */
  session: SessionTokens | null;
}

/**
 * Checks the password against the stored hash, at most `limiter`'s number of
 * times per account, so a stolen access token cannot be used to guess it.
 */
async function checkPassword(limiter: RateLimiter, userId: string, password: string, hash: string | null, wrong: ApiError): Promise<void> {
  await limiter.consume(`password-check:${userId}`);
  if (!(await verifyPassword(password, hash))) throw wrong;
}

/** The family of the caller's own live refresh token, if they named one. */
async function currentFamily(deps: Deps, userId: string, refreshToken: string | undefined): Promise<string | undefined> {
  if (!refreshToken) return undefined;
  const row = await findRefreshToken(deps.db, hashToken(refreshToken));
  const now = deps.config.now().toISOString();
  const live = row && row.user_id === userId && row.revoked_at === null && row.used_at === null && row.expires_at > now;
  return live ? row.family_id : undefined;
}

/**
 * Changes the password and signs out every other session. The caller's own
 * session survives: the one its `refresh_token` belongs to, or else a new one
 * returned in the answer.
 */
export async function changePassword(
  deps: Deps,
  limiter: RateLimiter,
  userId: string,
  input: { current_password: string; new_password: string; refresh_token?: string | undefined },
): Promise<PasswordChanged> {
  const user = await loadCurrentUser(deps, userId);
  assertCanChangePassword(user);
  await checkPassword(limiter, userId, input.current_password, user.password_hash, new ApiError(422, 'WRONG_PASSWORD', WRONG_CURRENT_PASSWORD));
  if (input.new_password === input.current_password) {
    throw invalid('The new password is the same as the current one. Choose a different password.');
  }
  const passwordHash = await hashPassword(input.new_password);
  const keepFamily = await currentFamily(deps, userId, input.refresh_token);
  const now = deps.config.now().toISOString();
  const revoked = await deps.db.transaction(async (trx) => {
    await updateUserFields(trx, userId, { password_hash: passwordHash, updated_at: now });
    await dropPendingResetTokens(trx, userId);
    return revokeOtherRefreshTokens(trx, userId, keepFamily, now);
  });
  deps.logger.info({ userId, signedOutSessions: revoked }, 'password changed');
  return { signed_out_sessions: revoked, session: keepFamily ? null : await issueSession(deps, userId) };
}

/**
 * Deletes the account and everything in it (projects and their teams,
 * memberships, tokens, exports, avatar, billing records) in one transaction.
 * Accounts with a password must confirm with it. Its subscriptions are
 * canceled with Creem first; if that fails, nothing is deleted.
 */
export async function deleteAccount(deps: Deps, limiter: RateLimiter, userId: string, password: string | undefined): Promise<void> {
  const user = await loadCurrentUser(deps, userId);
  if (user.password_hash) {
    if (password === undefined) throw invalid('Enter your password to confirm deleting your account.');
    await checkPassword(limiter, userId, password, user.password_hash, new ApiError(422, 'WRONG_PASSWORD', 'Password is incorrect.'));
  }
  await cancelBeforeAccountDeletion(deps, billingRuntime(deps), userId);
  const ownedProjects = await deps.db.transaction(async (trx) => {
    const ids = (await trx('projects').where({ user_id: userId }).pluck('id')) as string[];
    await deleteUserRow(trx, userId);
    return ids;
  });
  // Their public pages go at once, not when the cache's freshness window ends.
  for (const projectId of ownedProjects) invalidatePublicProject(deps, projectId);
  deps.logger.info({ userId }, 'account deleted');
}
