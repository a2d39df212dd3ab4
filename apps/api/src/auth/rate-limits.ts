import type { RateLimiter, RateLimitStore } from '../http/rate-limit.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The auth routes' limits. Login has two: every attempt per client address
 * and e-mail (guessing one account's password), and failed attempts per
 * client address whatever the e-mail (password spraying: one password tried
 * on many accounts). The rest count per client address.
 */
export const authRateLimits = {
  login: { limit: 10, windowMs: 15 * MINUTE },
  loginFailures: { limit: 30, windowMs: HOUR },
  register: { limit: 5, windowMs: HOUR },
  forgotPassword: { limit: 5, windowMs: HOUR },
  demo: { limit: 10, windowMs: HOUR },
} as const;

export type AuthRateLimiters = Record<keyof typeof authRateLimits, RateLimiter>;

/** The auth limiters on the app's store (memory, or Redis shared by every instance; see http/rate-limit.ts). */
export function createAuthRateLimiters(store: RateLimitStore): AuthRateLimiters {
  return {
    login: store.limiter('auth-login', authRateLimits.login),
    loginFailures: store.limiter('auth-login-failures', authRateLimits.loginFailures),
    register: store.limiter('auth-register', authRateLimits.register),
    forgotPassword: store.limiter('auth-forgot-password', authRateLimits.forgotPassword),
    demo: store.limiter('auth-demo', authRateLimits.demo),
  };
}
