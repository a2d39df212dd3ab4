import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { conflict, unauthorized } from '../../http/errors.ts';
import type { UserRow } from '../../users/presenter.ts';
import { sendVerificationEmail } from './email-verification.ts';
import {
  deleteDeadRefreshTokens,
  findUserByEmail,
  findUserById,
  insertUser,
  isAddressHeld,
  isUniqueViolation,
  updateUser,
} from '../queries.ts';
import { hashPassword, verifyPassword } from '../secrets.ts';
import { issueSession, type SessionTokens } from './sessions.ts';

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';

/** 409 EMAIL_TAKEN: the one answer for an address another account has (registration, profile, email change). */
export const emailTaken = () => conflict(DUPLICATE_EMAIL_MESSAGE, undefined, 'EMAIL_TAKEN');

export interface SignedIn {
  user: UserRow;
  tokens: SessionTokens;
}

async function reloadUser(deps: Deps, id: string): Promise<UserRow> {
  const user = await findUserById(deps.db, id);
  if (!user) throw new Error(`user ${id} vanished while signing in`);
  return user;
}

/** Creates an account (signed in at once) and mails a verification link on `origin`. `email` arrives normalised. */
export async function registerAccount(
  deps: Deps,
  input: { email: string; password: string; full_name: string },
  origin: string,
): Promise<SignedIn> {
  const now = deps.config.now().toISOString();
  // An address someone may still take back by undoing an email change counts as taken.
  if ((await findUserByEmail(deps.db, input.email)) || (await isAddressHeld(deps.db, input.email, now))) throw emailTaken();
  const id = randomUUID();
  try {
    await insertUser(deps.db, {
      id,
      email: input.email,
      password_hash: await hashPassword(input.password),
      full_name: input.full_name,
      created_at: now,
      updated_at: now,
      last_login_at: now,
    });
  } catch (error) {
    // Two registrations for one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const user = await reloadUser(deps, id);
  await sendVerificationEmail(deps, user, origin);
  return { user, tokens: await issueSession(deps, id) };
}

/** Signs in with email and password; the same 401 whether the address or the password is wrong. */
export async function logIn(deps: Deps, input: { email: string; password: string }): Promise<SignedIn> {
  const found = await findUserByEmail(deps.db, input.email);
  const matches = await verifyPassword(input.password, found?.password_hash);
  if (!found || !matches) throw unauthorized(INVALID_LOGIN_MESSAGE);
  const now = deps.config.now().toISOString();
  await updateUser(deps.db, found.id, { last_login_at: now });
  await deleteDeadRefreshTokens(deps.db, found.id, now);
  return { user: await reloadUser(deps, found.id), tokens: await issueSession(deps, found.id) };
}
