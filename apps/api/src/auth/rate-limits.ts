import { createRateLimiter, type RateLimiter } from '../http/rate-limit.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The auth routes' limits: login per address + email, the rest per address. */
export const authRateLimits = {
  login: { limit: 10, windowMs: 15 * MINUTE },
  register: { limit: 5, windowMs: HOUR },
  forgotPassword: { limit: 5, windowMs: HOUR },
  demo: { limit: 10, windowMs: HOUR },
} as const;

export type AuthRateLimiters = Record<keyof typeof authRateLimits, RateLimiter>;

/** One set per app instance (in memory; see http/rate-limit.ts), on the app's clock. */
export function createAuthRateLimiters(now: () => Date): AuthRateLimiters {
  return {
    login: createRateLimiter(authRateLimits.login, { now }),
    register: createRateLimiter(authRateLimits.register, { now }),
    forgotPassword: createRateLimiter(authRateLimits.forgotPassword, { now }),
    demo: createRateLimiter(authRateLimits.demo, { now }),
  };
}
