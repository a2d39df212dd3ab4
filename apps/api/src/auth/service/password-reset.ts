import type { Deps } from '../../deps.ts';
import { consumeOneTimeToken, issueOneTimeToken } from '../one-time-tokens.ts';
import { findUserByEmail, findUserById, updateUser } from '../queries.ts';
import { hashPassword } from '../secrets.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';
import { readBoolean } from '../../db/columns.ts';

export const PASSWORD_RESET_MESSAGE =
  'Your password has been reset. Every session was signed out and your personal access tokens were revoked. Sign in with your new password.';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email address, we have sent it a link to reset the password. The link works for 1 hour.';

/**
 * Mails a reset link (1 hour, single use) when the address belongs to an
 * account that can have a password. Answers nothing either way, and swallows
 * mail failures, so the caller cannot learn whether the address exists. The link starts with `origin`, the
 * request's link origin (http/link-origin.ts).
 */
export async function requestPasswordReset(deps: Deps, email: string, origin: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || readBoolean(user.is_demo)) return;
  try {
    const { token } = await issueOneTimeToken(deps, user.id, 'reset', user.email);
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your Kitsmith password',
      text: [
        `Hi ${user.full_name?.trim() || 'there'},`,
        '',
        'Someone (hopefully you) asked to reset the password of your Kitsmith account.',
        'Choose a new password by opening this link within 1 hour:',
        `${origin}/reset-password?token=${encodeURIComponent(token)}`,
        '',
        'Setting a new password signs out every session and revokes your personal access tokens.',
        '',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'could not send the password reset email');
  }
}

/**
 * Sets a new password from a reset token and signs the user out everywhere:
 * every refresh-token family and personal access token revoked, and access
 * tokens already issued refused. Opening the mailed link also proves the
 * address it was sent to, so when the account still uses it, it is marked verified.
 */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (trx) => {
    const { userId, email } = await consumeOneTimeToken(trx, deps, token, 'reset');
    const user = await findUserById(trx, userId);
    const now = deps.config.now().toISOString();
    const provesAddress = email === null || email === user?.email;
    await updateUser(trx, userId, { password_hash: passwordHash, updated_at: now, ...(provesAddress ? { is_email_verified: true } : {}) });
    const signedOut = await signOutEverywhere(trx, userId, now);
    deps.logger.info({ userId, signedOutSessions: signedOut.sessions, revokedTokens: signedOut.personalTokens }, 'password reset');
  });
}
