import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../http/errors.ts';
import {
  countPersonalTokens,
  findLivePersonalToken,
  findPersonalToken,
  findTokenOwner,
  insertPersonalToken,
  listPersonalTokens,
  revokePersonalToken,
  touchPersonalToken,
  type PersonalTokenSummary,
} from '../queries.ts';
import type { AuthUser } from '../authenticate.ts';
import { hashToken, randomToken } from '../secrets.ts';
import { isExpiredDemo } from '../token-owner.ts';
import type { TokenScope } from '@kitsmith/contract';
import { decodeScopes, encodeScopes, normalizeScopes } from '../token-scopes.ts';

export const PERSONAL_TOKEN_PREFIX = 'ks_pat_';
export const MAX_PERSONAL_TOKENS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export interface CreatedPersonalToken {
  id: string;
  name: string;
  /** Shown once, here; only its hash is stored. */
  token: string;
  /** What it may do; `write` comes with `read`. */
  scopes: TokenScope[];
  created_at: string;
  expires_at: string | null;
}

export const isPersonalToken = (bearer: string): boolean => bearer.startsWith(PERSONAL_TOKEN_PREFIX);

/** A new personal access token for the CLI or CI with the chosen scopes; never expires without `expires_in_days`. */
export async function createPersonalToken(
  deps: Deps,
  userId: string,
  input: { name: string; scopes: readonly TokenScope[]; expires_in_days?: number | undefined },
): Promise<CreatedPersonalToken> {
  if ((await countPersonalTokens(deps.db, userId)) >= MAX_PERSONAL_TOKENS) {
    throw conflict(
      `You already have ${MAX_PERSONAL_TOKENS} personal access tokens. Delete one you no longer use first.`,
      undefined,
      'TOO_MANY_TOKENS',
    );
  }
  const now = deps.config.now();
  const token = randomToken(PERSONAL_TOKEN_PREFIX);
  const created: CreatedPersonalToken = {
    id: randomUUID(),
    name: input.name,
    token,
    scopes: normalizeScopes(input.scopes),
    created_at: now.toISOString(),
    expires_at:
      input.expires_in_days === undefined ? null : new Date(now.getTime() + input.expires_in_days * DAY_MS).toISOString(),
  };
  await insertPersonalToken(deps.db, {
    id: created.id,
    user_id: userId,
    name: created.name,
    token_hash: hashToken(token),
    scopes: encodeScopes(created.scopes),
    created_at: created.created_at,
    expires_at: created.expires_at,
  });
  return created;
}

export interface PersonalTokenListing extends Omit<PersonalTokenSummary, 'scopes'> {
  scopes: TokenScope[];
}

export async function listOwnPersonalTokens(deps: Deps, userId: string): Promise<PersonalTokenListing[]> {
  return (await listPersonalTokens(deps.db, userId)).map(({ scopes, ...token }) => ({ ...token, scopes: decodeScopes(scopes) }));
}

/** Revokes one of the caller's tokens; anyone else's (or none) is a 404, so ids leak nothing. */
/** The token a request is signed with: its name, scopes and dates (404 when the caller used a session). */
export async function currentPersonalToken(deps: Deps, user: AuthUser): Promise<PersonalTokenListing> {
  const found = user.via === 'personal-token' && user.tokenId ? await findPersonalToken(deps.db, user.id, user.tokenId) : undefined;
  if (!found) throw notFound('This request is signed in with a session, not a personal access token.');
  const { scopes, ...token } = found;
  return { ...token, scopes: decodeScopes(scopes) };
}

export async function deletePersonalToken(deps: Deps, userId: string, id: string): Promise<void> {
  if (!(await revokePersonalToken(deps.db, userId, id, deps.config.now().toISOString()))) {
    throw notFound('No personal access token with this id.');
  }
}

/** The user a live personal access token belongs to and what it may do (recording its use), or undefined. */
export async function authenticatePersonalToken(
  deps: Deps,
  bearer: string,
): Promise<{ userId: string; tokenId: string; scopes: TokenScope[] } | undefined> {
  const now = deps.config.now();
  const nowIso = now.toISOString();
  const row = await findLivePersonalToken(deps.db, hashToken(bearer), nowIso);
  if (!row) return undefined;
  const owner = await findTokenOwner(deps.db, row.user_id);
  if (!owner || isExpiredDemo(owner, nowIso)) return undefined;
  await touchPersonalToken(deps.db, row.id, nowIso, new Date(now.getTime() - TOUCH_EVERY_MS).toISOString());
  return { userId: row.user_id, tokenId: row.id, scopes: decodeScopes(row.scopes) };
}
