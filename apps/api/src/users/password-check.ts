import { verifyPassword } from '../auth/secrets.ts';
import { ApiError } from '../http/errors.ts';
import type { RateLimiter } from '../http/rate-limit.ts';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect.';

export const wrongPassword = (message = WRONG_CURRENT_PASSWORD) => new ApiError(422, 'WRONG_PASSWORD', message);

/**
 * Checks the password against the stored hash, at most `limiter`'s number of
 * times per account, so a stolen access token cannot be used to guess it.
 */
export async function checkPassword(
  limiter: RateLimiter,
  userId: string,
  password: string,
  hash: string | null,
  wrong: ApiError = wrongPassword(),
): Promise<void> {
  await limiter.consume(`password-check:${userId}`);
  if (!(await verifyPassword(password, hash))) throw wrong;
}
