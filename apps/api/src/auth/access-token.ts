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

/**
 * The claims of a valid, unexpired access token, or undefined. A token
 * without `exp` never expires, so it is refused like a forged one.
 */
export async function verifyAccessToken(config: Config, token: string): Promise<AccessTokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      algorithms: ['HS256'],
      currentDate: config.now(),
      requiredClaims: ['exp', 'sub'],
    });
    const version = payload[SESSION_VERSION_CLAIM];
    if (typeof payload.sub !== 'string') return undefined;
    return { userId: payload.sub, sessionVersion: typeof version === 'number' && Number.isInteger(version) ? version : 0 };
  } catch {
    return undefined;
  }
}
