import { findRefreshToken } from '../../auth/queries.ts';
import { hashPassword, hashToken } from '../../auth/secrets.ts';
import { issueSession, type SessionTokens } from '../../auth/service/sessions.ts';
import { signOutEverywhere } from '../../auth/service/sign-out-everywhere.ts';
import { billingRuntime } from '../../billing/runtime.ts';
import { cancelBeforeAccountDeletion } from '../../billing/service/subscription.ts';
import type { Deps } from '../../deps.ts';
import { invalid } from '../../http/errors.ts';
import { invalidatePublicProject } from '../../projects/public-cache.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { checkPassword, wrongPassword } from '../password-check.ts';
import { assertCanChangePassword } from '../policy.ts';
import { loadCurrentUser } from './profile.ts';
import { deleteUserRow, dropPendingResetTokens, updateUserFields } from '../queries.ts';

export interface PasswordChanged {
  /** How many other signed-in sessions were signed out. */
  signed_out_sessions: number;
  /** How many personal access tokens were revoked. */
  revoked_tokens: number;
  /** The caller's new session: every earlier one, this request's included, has ended. */
  session: SessionTokens;
}

/** The family of the caller's own live refresh token, if they named one (so it is not counted as another session). */
async function currentFamily(deps: Deps, userId: string, refreshToken: string | undefined): Promise<string | undefined> {
  if (!refreshToken) return undefined;
  const row = await findRefreshToken(deps.db, hashToken(refreshToken));
  const now = deps.config.now().toISOString();
  const live = row && row.user_id === userId && row.revoked_at === null && row.used_at === null && row.expires_at > now;
  return live ? row.family_id : undefined;
}

/**
 * Changes the password and signs out everywhere: every refresh-token family
 * and personal access token is revoked, and access tokens already issued
 * stop working. The caller stays signed in with the new session in the answer.
 */
export async function changePassword(
  deps: Deps,
  limiter: RateLimiter,
  userId: string,
  input: { current_password: string; new_password: string; refresh_token?: string | undefined },
): Promise<PasswordChanged> {
  const user = await loadCurrentUser(deps, userId);
  assertCanChangePassword(user);
  await checkPassword(limiter, userId, input.current_password, user.password_hash);
  if (input.new_password === input.current_password) {
    throw invalid('The new password is the same as the current one. Choose a different password.');
  }
  const passwordHash = await hashPassword(input.new_password);
  const ownFamily = await currentFamily(deps, userId, input.refresh_token);
  const now = deps.config.now().toISOString();
  const signedOut = await deps.db.transaction(async (trx) => {
    await updateUserFields(trx, userId, { password_hash: passwordHash, updated_at: now });
    await dropPendingResetTokens(trx, userId);
    return signOutEverywhere(trx, userId, now, ownFamily);
  });
  deps.logger.info({ userId, signedOutSessions: signedOut.sessions, revokedTokens: signedOut.personalTokens }, 'password changed');
  return { signed_out_sessions: signedOut.sessions, revoked_tokens: signedOut.personalTokens, session: await issueSession(deps, userId) };
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
    await checkPassword(limiter, userId, password, user.password_hash, wrongPassword('Password is incorrect.'));
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
