import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../config.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

/** The private claim holding the account's session version (users.session_version) when the token was issued. */
const SESSION_VERSION_CLAIM = 'sv';

export interface AccessTokenClaims {
  userId: string;
  /** The account's session version when the token was issued; a token from an older version is refused. */
  sessionVersion: number;
}

/** A 15-minute JWT (HS256) naming the user and the account's current session version. */
export async function issueAccessToken(config: Config, userId: string, sessionVersion = 0): Promise<string> {
  const now = Math.floor(config.now().getTime() / 1000);
  return new SignJWT({ [SESSION_VERSION_CLAIM]: sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
    .sign(config.jwtSecret);
}

/** How many verified tokens each server remembers (a token is a few hundred bytes). */
const VERIFIED_CACHE_SIZE = 5_000;

/** Tokens whose signature was checked, with their claims and expiry (seconds), oldest first; one cache per configuration (secret). */
const verifiedTokens = new WeakMap<Config, Map<string, { claims: AccessTokenClaims; exp: number }>>();

/**
 * The claims of a valid, unexpired access token, or undefined. A token
 * without `exp` never expires, so it is refused like a forged one.
 * Checking the signature costs more than the rest of most requests, so a
 * token checked once is remembered until it expires (the same text carries
 * the same signature); the session version is still compared on every
 * request by the caller, so signing out everywhere works at once.
 */
export async function verifyAccessToken(config: Config, token: string): Promise<AccessTokenClaims | undefined> {
  let cache = verifiedTokens.get(config);
  if (!cache) verifiedTokens.set(config, (cache = new Map()));
  const known = cache.get(token);
  if (known) {
    if (known.exp > config.now().getTime() / 1000) return known.claims;
    cache.delete(token);
    return undefined;
  }
  const verified = await verifySignature(config, token);
  if (verified) {
    if (cache.size >= VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(token, verified);
  }
  return verified?.claims;
}

async function verifySignature(config: Config, token: string): Promise<{ claims: AccessTokenClaims; exp: number } | undefined> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      algorithms: ['HS256'],
      currentDate: config.now(),
      requiredClaims: ['exp', 'sub'],
    });
    const version = payload[SESSION_VERSION_CLAIM];
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
    return {
      claims: { userId: payload.sub, sessionVersion: typeof version === 'number' && Number.isInteger(version) ? version : 0 },
      exp: payload.exp,
    };
  } catch {
    return undefined;
  }
}
