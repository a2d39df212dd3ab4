import { SignJWT, jwtVerify } from 'jose';
import type { Config } from '../config.ts';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

/** A 15-minute JWT (HS256) naming the user. */
export async function issueAccessToken(config: Config, userId: string): Promise<string> {
  const now = Math.floor(config.now().getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
    .sign(config.jwtSecret);
}

/** The user id of a valid, unexpired access token, or undefined. */
export async function verifyAccessToken(config: Config, token: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, config.jwtSecret, {
      algorithms: ['HS256'],
      currentDate: config.now(),
    });
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
