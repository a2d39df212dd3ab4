import type { Deps } from '../../deps.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import type { UserRow } from '../../users/presenter.ts';
import { emailTaken } from './accounts.ts';
import { emailChangeNoticeMail, emailChangeVerificationMail } from '../email-change-mail.ts';
import { consumeOneTimeToken, issueOneTimeToken, oneTimeTokenError } from '../one-time-tokens.ts';
import {
  deleteUnusedOneTimeTokens,
  findLiveOneTimeToken,
  findUserByEmail,
  findUserById,
  isAddressHeld,
  isUniqueViolation,
  updateUser,
  type Conn,
} from '../queries.ts';
import { signOutEverywhere, type SignedOutEverywhere } from './sign-out-everywhere.ts';

/**
 * Changing the e-mail address (issue 14): the account keeps its address until
 * the new one is confirmed from a link mailed to it; the old address gets a
 * notice with a link that undoes the change and signs out everywhere, in
 * case someone else made it. Both links are one-time tokens (one-time-tokens.ts)
 * that record the address they are about.
 */

export interface PendingEmailChange {
  email: string;
  requested_at: string;
  expires_at: string;
}

const mailFailed = () =>
  new ApiError(502, 'MAIL_FAILED', 'The confirmation email could not be sent, so your address was not changed. Try again in a moment.');

/** 409 EMAIL_TAKEN when another account uses the address, or may still take it back by undoing its own change. */
export async function assertAddressFree(db: Conn, email: string, userId: string, now: string): Promise<void> {
  const owner = await findUserByEmail(db, email);
  if ((owner && owner.id !== userId) || (await isAddressHeld(db, email, now, userId))) throw emailTaken();
}

/** The change waiting for its confirmation link, if any. */
export async function findPendingEmailChange(deps: Deps, userId: string): Promise<PendingEmailChange | null> {
  const row = await findLiveOneTimeToken(deps.db, userId, 'email-change', deps.config.now().toISOString());
  return row?.email ? { email: row.email, requested_at: row.created_at, expires_at: row.expires_at } : null;
}

async function mailConfirmation(deps: Deps, user: Pick<UserRow, 'id' | 'email' | 'full_name'>, newEmail: string, origin: string): Promise<PendingEmailChange> {
  const issued = await issueOneTimeToken(deps, user.id, 'email-change', newEmail);
  try {
    await deps.mailer.send(
      emailChangeVerificationMail({
        name: user.full_name,
        oldEmail: user.email,
        newEmail,
        confirmUrl: `${origin}/confirm-email-change?token=${encodeURIComponent(issued.token)}`,
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'could not send the email change confirmation');
    await deleteUnusedOneTimeTokens(deps.db, user.id, 'email-change');
    throw mailFailed();
  }
  return { email: newEmail, requested_at: deps.config.now().toISOString(), expires_at: issued.expiresAt };
}

/**
 * Starts a change to `newEmail` (already checked free, the password already
 * confirmed): the old address is told, with a link to undo it, and the new
 * one gets the link that makes the change. Replaces any earlier pending change.
 * The links start with `origin`, the request's link origin (http/link-origin.ts).
 */
export async function startEmailChange(
  deps: Deps,
  user: Pick<UserRow, 'id' | 'email' | 'full_name'>,
  newEmail: string,
  origin: string,
): Promise<PendingEmailChange> {
  const revert = await issueOneTimeToken(deps, user.id, 'email-revert', user.email);
  try {
    await deps.mailer.send(
      emailChangeNoticeMail({
        name: user.full_name,
        oldEmail: user.email,
        newEmail,
        revertUrl: `${origin}/revert-email-change?token=${encodeURIComponent(revert.token)}`,
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'could not send the email change notice');
    throw mailFailed();
  }
  const pending = await mailConfirmation(deps, user, newEmail, origin);
  deps.logger.info({ userId: user.id }, 'email change requested');
  return pending;
}

/** Mails a fresh confirmation link for the pending change (the older one stops working). */
export async function resendEmailChange(deps: Deps, user: Pick<UserRow, 'id' | 'email' | 'full_name'>, origin: string): Promise<PendingEmailChange> {
  const pending = await findPendingEmailChange(deps, user.id);
  if (!pending) throw badRequest('No email change is waiting for confirmation. Enter the new address in your profile to start one.');
  return mailConfirmation(deps, user, pending.email, origin);
}

/** Drops the pending change; its confirmation link stops working. False when there was none. */
export async function cancelEmailChange(deps: Deps, userId: string): Promise<boolean> {
  return (await deleteUnusedOneTimeTokens(deps.db, userId, 'email-change')) > 0;
}

/**
 * Makes the change from the link mailed to the new address: the account now
 * signs in with it, and it counts as verified (opening the link proved it).
 * Verification links sent to the old address stop working.
 */
export async function confirmEmailChange(deps: Deps, token: string): Promise<UserRow> {
  try {
    return await deps.db.transaction(async (trx) => {
      const { userId, email } = await consumeOneTimeToken(trx, deps, token, 'email-change');
      if (!email) throw oneTimeTokenError('email-change', 'invalid');
      const now = deps.config.now().toISOString();
      await assertAddressFree(trx, email, userId, now);
      await updateUser(trx, userId, { email, is_email_verified: true, updated_at: now });
      await deleteUnusedOneTimeTokens(trx, userId, 'verify');
      const user = await findUserById(trx, userId);
      if (!user) throw new Error(`user ${userId} vanished while changing email`);
      deps.logger.info({ userId }, 'email change confirmed');
      return user;
    });
  } catch (error) {
    // Another account took the address a moment ago: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export interface RevertedEmailChange {
  user: UserRow;
  signedOut: SignedOutEverywhere;
}

/**
 * The old address's way back: it becomes the account's address again (and
 * counts as verified), any pending change is dropped, and everything signed
 * in is signed out (sessions, personal access tokens, access tokens already
 * issued), since whoever made the change may hold them.
 */
export async function revertEmailChange(deps: Deps, token: string): Promise<RevertedEmailChange> {
  try {
    return await deps.db.transaction(async (trx) => {
      const { userId, email } = await consumeOneTimeToken(trx, deps, token, 'email-revert');
      if (!email) throw oneTimeTokenError('email-revert', 'invalid');
      const now = deps.config.now().toISOString();
      const owner = await findUserByEmail(trx, email);
      if (owner && owner.id !== userId) throw emailTaken();
      await deleteUnusedOneTimeTokens(trx, userId, 'email-change');
      await updateUser(trx, userId, { email, is_email_verified: true, updated_at: now });
      const signedOut = await signOutEverywhere(trx, userId, now);
      const user = await findUserById(trx, userId);
      if (!user) throw new Error(`user ${userId} vanished while undoing an email change`);
      deps.logger.info({ userId, signedOutSessions: signedOut.sessions, revokedTokens: signedOut.personalTokens }, 'email change undone');
      return { user, signedOut };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
