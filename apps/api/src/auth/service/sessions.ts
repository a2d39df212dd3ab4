import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { unauthorized } from '../../http/errors.ts';
import { issueAccessToken } from '../access-token.ts';
import {
  claimRefreshToken,
  deleteDeadRefreshTokens,
  findRefreshToken,
  findTokenOwner,
  insertRefreshToken,
  revokeRefreshFamily,
} from '../queries.ts';
import { hashToken, randomToken } from '../secrets.ts';
import { isExpiredDemo, sessionVersionOf } from '../token-owner.ts';

export const REFRESH_TOKEN_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_TOKEN_PREFIX = 'ks_rt_';

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

const SESSION_ENDED = 'Your session has ended. Sign in again.';

/**
 * A fresh access token and refresh token. Without `familyId` this is a new
 * sign-in (a new family); with it, the next token of a rotated family. The
 * access token carries the account's current session version.
 */
export async function issueSession(deps: Deps, userId: string, familyId: string = randomUUID()): Promise<SessionTokens> {
  const owner = await findTokenOwner(deps.db, userId);
  if (!owner) throw unauthorized(SESSION_ENDED);
  const now = deps.config.now();
  const refreshToken = randomToken(REFRESH_TOKEN_PREFIX);
  await insertRefreshToken(deps.db, {
    id: randomUUID(),
    user_id: userId,
    family_id: familyId,
    token_hash: hashToken(refreshToken),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + REFRESH_TOKEN_MS).toISOString(),
  });
  return { access_token: await issueAccessToken(deps.config, userId, sessionVersionOf(owner)), refresh_token: refreshToken };
}

/**
 * Exchanges a refresh token for a new pair (rotation). A token that was
 * already exchanged means it leaked: its whole family is revoked and the
 * caller must sign in again.
 */
export async function rotateSession(deps: Deps, refreshToken: string): Promise<{ userId: string; tokens: SessionTokens }> {
  const now = deps.config.now().toISOString();
  const row = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (!row || row.revoked_at !== null) throw unauthorized(SESSION_ENDED);
  if (row.used_at !== null) {
    await revokeRefreshFamily(deps.db, row.family_id, now);
    throw unauthorized(
      'This refresh token was already used, so every session started from it has been signed out for safety. Sign in again.',
    );
  }
  if (row.expires_at <= now) throw unauthorized(SESSION_ENDED);
  const owner = await findTokenOwner(deps.db, row.user_id);
  if (!owner || isExpiredDemo(owner, now)) throw unauthorized(SESSION_ENDED);
  if (!(await claimRefreshToken(deps.db, row.id, now))) {
    // Another request exchanged it a moment ago: the same token presented twice.
    await revokeRefreshFamily(deps.db, row.family_id, now);
    throw unauthorized(
      'This refresh token was already used, so every session started from it has been signed out for safety. Sign in again.',
    );
  }
  return { userId: row.user_id, tokens: await issueSession(deps, row.user_id, row.family_id) };
}

/** Signs out the sign-in this refresh token belongs to (its whole family). Unknown tokens are ignored. */
export async function endSession(deps: Deps, refreshToken: string): Promise<void> {
  const row = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (!row) return;
  const now = deps.config.now().toISOString();
  await revokeRefreshFamily(deps.db, row.family_id, now);
  await deleteDeadRefreshTokens(deps.db, row.user_id, now);
}
