import type { Deps } from '../../deps.ts';
import { ApiError } from '../../http/errors.ts';
import type { UserRow } from '../../users/presenter.ts';
import { issueOneTimeToken, consumeOneTimeToken } from '../one-time-tokens.ts';
import { findUserById, updateUser } from '../queries.ts';

/**
 * Mails the user a link to verify their address (48 hours, single use). A
 * mail failure is logged, not thrown: the account works without it, and the
 * user can ask for another (POST /users/resend-verification). The link starts with `origin`, the request's
 * link origin (http/link-origin.ts).
 */
export async function sendVerificationEmail(deps: Deps, user: Pick<UserRow, 'id' | 'email' | 'full_name'>, origin: string): Promise<void> {
  const { token } = await issueOneTimeToken(deps, user.id, 'verify', user.email);
  const link = `${origin}/verify-email?token=${encodeURIComponent(token)}`;
  try {
    await deps.mailer.send({
      to: user.email,
      subject: 'Verify your Kitsmith email address',
      text: [
        `Hi ${user.full_name?.trim() || 'there'},`,
        '',
        'Please confirm your email address by opening this link within 48 hours:',
        link,
        '',
        'If you did not create a Kitsmith account, you can ignore this email.',
      ].join('\n'),
    });
  } catch (error) {
    deps.logger.warn({ err: error, userId: user.id }, 'could not send the verification email');
  }
}

/**
 * Marks the address of the token's user as verified; returns that user. A
 * link sent to an address the account no longer uses verifies nothing.
 */
export async function verifyEmail(deps: Deps, token: string): Promise<UserRow> {
  return deps.db.transaction(async (trx) => {
    const { userId, email } = await consumeOneTimeToken(trx, deps, token, 'verify');
    const user = await findUserById(trx, userId);
    if (!user) throw new Error(`verified user ${userId} vanished`);
    if (email !== null && email !== user.email) {
      throw new ApiError(
        400,
        'TOKEN_INVALID',
        `This verification link was sent to ${email}, which your account no longer uses. Request a new one from your account settings.`,
      );
    }
    await updateUser(trx, userId, { is_email_verified: true, updated_at: deps.config.now().toISOString() });
    const verified = await findUserById(trx, userId);
    if (!verified) throw new Error(`verified user ${userId} vanished`);
    return verified;
  });
}
