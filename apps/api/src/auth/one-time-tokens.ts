import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { claimOneTimeToken, findOneTimeToken, replaceOneTimeToken, type OneTimePurpose } from './queries.ts';
import { hashToken, randomToken } from './secrets.ts';

export const ONE_TIME_TOKEN_MS: Record<OneTimePurpose, number> = {
  reset: 60 * 60 * 1000,
  verify: 48 * 60 * 60 * 1000,
};

const wording: Record<OneTimePurpose, { link: string; lasts: string; again: string }> = {
  reset: { link: 'password reset link', lasts: '1 hour', again: 'Request a new one from the forgot-password page.' },
  verify: { link: 'verification link', lasts: '48 hours', again: 'Request a new one from your account settings.' },
};

/** Issues a single-use token for `purpose`; only its hash is kept, and older unused ones stop working. */
export async function issueOneTimeToken(deps: Deps, userId: string, purpose: OneTimePurpose): Promise<string> {
  const token = randomToken();
  const now = deps.config.now();
  await replaceOneTimeToken(deps.db, {
    id: randomUUID(),
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ONE_TIME_TOKEN_MS[purpose]).toISOString(),
  });
  return token;
}

/**
 * Uses up a one-time token inside `trx` and returns its user. Unknown, used
 * and expired tokens each get a 400 saying what to do next.
 */
export async function consumeOneTimeToken(
  trx: Knex.Transaction,
  deps: Deps,
  token: string,
  purpose: OneTimePurpose,
): Promise<string> {
  const words = wording[purpose];
  const now = deps.config.now().toISOString();
  const row = await findOneTimeToken(trx, hashToken(token), purpose);
  if (!row) throw new ApiError(400, 'TOKEN_INVALID', `This ${words.link} is not valid. ${words.again}`);
  const used = () => new ApiError(400, 'TOKEN_USED', `This ${words.link} has already been used. ${words.again}`);
  if (row.used_at !== null) throw used();
  if (row.expires_at <= now) {
    throw new ApiError(400, 'TOKEN_EXPIRED', `This ${words.link} has expired (links last ${words.lasts}). ${words.again}`);
  }
  if (!(await claimOneTimeToken(trx, row.id, now))) throw used();
  return row.user_id;
}
