import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { claimOneTimeToken, findOneTimeToken, insertOneTimeToken, replaceOneTimeToken, type OneTimePurpose } from './queries.ts';
import { hashToken, randomToken } from './secrets.ts';

const HOUR_MS = 60 * 60 * 1000;

interface PurposeRule {
  /** How long a link works. */
  ms: number;
  /** Whether a new link stops the older unused ones of the purpose (only the latest works). */
  replacesOlder: boolean;
  link: string;
  lasts: string;
  again: string;
}

/**
 * Each purpose's lifetime and wording. Undo links for an e-mail change never
 * replace each other: each notice sent to an old address keeps its own way
 * back, even if someone changes the address again meanwhile.
 */
const rules: Record<OneTimePurpose, PurposeRule> = {
  reset: {
    ms: HOUR_MS,
    replacesOlder: true,
    link: 'password reset link',
    lasts: '1 hour',
    again: 'Request a new one from the forgot-password page.',
  },
  verify: {
    ms: 48 * HOUR_MS,
    replacesOlder: true,
    link: 'verification link',
    lasts: '48 hours',
    again: 'Request a new one from your account settings.',
  },
  'email-change': {
    ms: 48 * HOUR_MS,
    replacesOlder: true,
    link: 'link to confirm your new e-mail address',
    lasts: '48 hours',
    again: 'Change the address again in your account settings to get a new one.',
  },
  'email-revert': {
    ms: 7 * 24 * HOUR_MS,
    replacesOlder: false,
    link: 'link to undo the e-mail change',
    lasts: '7 days',
    again: 'If someone else changed your address, reset your password from the forgot-password page.',
  },
};

export interface IssuedOneTimeToken {
  token: string;
  expiresAt: string;
}

/**
 * Issues a single-use token for `purpose`, about `email` when given; only its
 * hash is kept. For most purposes older unused ones stop working.
 */
export async function issueOneTimeToken(
  deps: Deps,
  userId: string,
  purpose: OneTimePurpose,
  email: string | null = null,
): Promise<IssuedOneTimeToken> {
  const token = randomToken();
  const now = deps.config.now();
  const expiresAt = new Date(now.getTime() + rules[purpose].ms).toISOString();
  const row = {
    id: randomUUID(),
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    email,
    created_at: now.toISOString(),
    expires_at: expiresAt,
  };
  await (rules[purpose].replacesOlder ? replaceOneTimeToken(deps.db, row) : insertOneTimeToken(deps.db, row));
  return { token, expiresAt };
}

export interface ConsumedOneTimeToken {
  userId: string;
  /** The address the token is about; null for tokens made before addresses were recorded. */
  email: string | null;
}

/** The 400 for a token that cannot be used for `purpose`, in that purpose's words. */
export function oneTimeTokenError(purpose: OneTimePurpose, problem: 'invalid' | 'used' | 'expired'): ApiError {
  const words = rules[purpose];
  if (problem === 'used') return new ApiError(400, 'TOKEN_USED', `This ${words.link} has already been used. ${words.again}`);
  if (problem === 'expired') {
    return new ApiError(400, 'TOKEN_EXPIRED', `This ${words.link} has expired (links last ${words.lasts}). ${words.again}`);
  }
  return new ApiError(400, 'TOKEN_INVALID', `This ${words.link} is not valid. ${words.again}`);
}

/**
 * Uses up a one-time token inside `trx` and returns its user and address.
 * Unknown, used and expired tokens each get a 400 saying what to do next.
 */
export async function consumeOneTimeToken(
  trx: Knex.Transaction,
  deps: Deps,
  token: string,
  purpose: OneTimePurpose,
): Promise<ConsumedOneTimeToken> {
  const now = deps.config.now().toISOString();
  const row = await findOneTimeToken(trx, hashToken(token), purpose);
  if (!row) throw oneTimeTokenError(purpose, 'invalid');
  if (row.used_at !== null) throw oneTimeTokenError(purpose, 'used');
  if (row.expires_at <= now) throw oneTimeTokenError(purpose, 'expired');
  if (!(await claimOneTimeToken(trx, row.id, now))) throw oneTimeTokenError(purpose, 'used');
  return { userId: row.user_id, email: row.email };
}
