import type { Deps } from '../deps.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts';
import { findUserByEmail, revokeUserRefreshTokens, updateUser } from './queries.ts';
import { hashPassword } from './secrets.ts';
import { readBoolean } from '../db/columns.ts';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email address, we have sent it a link to reset the password. The link works for 1 hour.';

/**
 * Mails a reset link (1 hour, single use) when the address belongs to an
 * account that can have a password. Answers nothing either way, and swallows
 * mail failures, so the caller cannot learn whether the address exists.
 */
export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || readBoolean(user.is_demo)) return;
  try {
    const token = await issueOneTimeToken(deps, user.id, 'reset');
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your Kitsmith password',
      text: [
        `Hi ${user.full_name?.trim() || 'there'},`,
        '',
        'Someone (hopefully you) asked to reset the password of your Kitsmith account.',
        'Choose a new password by opening this link within 1 hour:',
        `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        '',
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n'),
    });
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'could not send the password reset email');
  }
}

/**
 * Sets a new password from a reset token and signs the user out everywhere
 * (every refresh token revoked). Opening the mailed link also proves the
 * address, so it is marked verified.
 */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (trx) => {
    const userId = await consumeOneTimeToken(trx, deps, token, 'reset');
    const now = deps.config.now().toISOString();
    await updateUser(trx, userId, { password_hash: passwordHash, is_email_verified: true, updated_at: now });
    await revokeUserRefreshTokens(trx, userId, now);
  });
}
