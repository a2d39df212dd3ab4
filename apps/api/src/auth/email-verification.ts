import type { Deps } from '../deps.ts';
import type { UserRow } from '../users/present-user.ts';
import { issueOneTimeToken, consumeOneTimeToken } from './one-time-tokens.ts';
import { findUserById, updateUser } from './queries.ts';

/**
 * Mails the user a link to verify their address (48 hours, single use). A
 * mail failure is logged, not thrown: the account works without it, and the
 * user can ask for another (POST /users/resend-verification).
 */
export async function sendVerificationEmail(deps: Deps, user: Pick<UserRow, 'id' | 'email' | 'full_name'>): Promise<void> {
  const token = await issueOneTimeToken(deps, user.id, 'verify');
  const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
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

/** Marks the address of the token's user as verified; returns that user. */
export async function verifyEmail(deps: Deps, token: string): Promise<UserRow> {
  return deps.db.transaction(async (trx) => {
    const userId = await consumeOneTimeToken(trx, deps, token, 'verify');
    await updateUser(trx, userId, { is_email_verified: true, updated_at: deps.config.now().toISOString() });
    const user = await findUserById(trx, userId);
    if (!user) throw new Error(`verified user ${userId} vanished`);
    return user;
  });
}
