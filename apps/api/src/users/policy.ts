import { readBoolean } from '../db/columns.ts';
import { forbidden } from '../http/errors.ts';
import type { UserRow } from './presenter.ts';

/** Every /users route acts on the caller's own account; these are the few things some accounts may not do. */

export const isDemo = (user: Pick<UserRow, 'is_demo'>): boolean => readBoolean(user.is_demo);

export function assertCanChangePassword(user: Pick<UserRow, 'is_demo' | 'password_hash'>): void {
  if (isDemo(user)) {
    throw forbidden('Demo accounts have no password to change. Create a free account to keep your work and set a password.', 'DEMO_ACCOUNT');
  }
  if (!user.password_hash) {
    throw forbidden('This account has no password yet. Use "Forgot password" on the sign-in page to set one.', 'NO_PASSWORD');
  }
}

/** Changing the address needs the current password, so an account must have one. */
export function assertCanChangeEmail(user: Pick<UserRow, 'is_demo' | 'password_hash'>): void {
  if (isDemo(user)) {
    throw forbidden('Demo accounts cannot change their email address. Create a free account to use your own address.', 'DEMO_ACCOUNT');
  }
  if (!user.password_hash) {
    throw forbidden(
      'Changing the email address needs your password, and this account has none yet. Use "Forgot password" on the sign-in page to set one first.',
      'NO_PASSWORD',
    );
  }
}

export function assertCanVerifyEmail(user: Pick<UserRow, 'is_demo'>): void {
  if (isDemo(user)) {
    throw forbidden('Demo accounts have no email address to verify. Create a free account to use your own address.', 'DEMO_ACCOUNT');
  }
}
