import type { RateLimiter, RateLimitStore } from '../http/rate-limit.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * The /users limits, per account unless said otherwise. `takenEmails` counts
 * only attempts to move to an address another account has, per account and
 * per client address, so the profile form cannot be used to find out which
 * addresses have accounts.
 */
export const usersRateLimits = {
  passwordChecks: { limit: 10, windowMs: 15 * MINUTE },
  verificationMails: { limit: 3, windowMs: HOUR },
  emailChangeMails: { limit: 5, windowMs: HOUR },
  takenEmails: { limit: 5, windowMs: HOUR },
} as const;

export type UsersRateLimiters = Record<keyof typeof usersRateLimits, RateLimiter>;

export function createUsersRateLimiters(store: RateLimitStore): UsersRateLimiters {
  return {
    passwordChecks: store.limiter('users-password-check', usersRateLimits.passwordChecks),
    verificationMails: store.limiter('users-verification-mail', usersRateLimits.verificationMails),
    emailChangeMails: store.limiter('users-email-change-mail', usersRateLimits.emailChangeMails),
    takenEmails: store.limiter('users-taken-email', usersRateLimits.takenEmails),
  };
}
