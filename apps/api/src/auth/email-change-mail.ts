import type { Mail } from '../mail/mailer.ts';

const greeting = (name: string | null | undefined): string => `Hi ${name?.trim() || 'there'},`;

/** To the new address: the link that makes the change. */
export function emailChangeVerificationMail(input: {
  name: string | null;
  oldEmail: string;
  newEmail: string;
  confirmUrl: string;
}): Mail {
  return {
    to: input.newEmail,
    subject: 'Confirm your new Kitsmith email address',
    text: [
      greeting(input.name),
      '',
      `You asked to change the email address of your Kitsmith account to ${input.newEmail}.`,
      'Confirm it by opening this link within 48 hours:',
      input.confirmUrl,
      '',
      `Until you do, your account keeps using ${input.oldEmail}.`,
      'If you did not ask for this, ignore this email: nothing changes.',
    ].join('\n'),
  };
}

/** To the old address: what is happening, and the way back if it was not the owner. */
export function emailChangeNoticeMail(input: { name: string | null; oldEmail: string; newEmail: string; revertUrl: string }): Mail {
  return {
    to: input.oldEmail,
    subject: 'Your Kitsmith email address is being changed',
    text: [
      greeting(input.name),
      '',
      `Someone signed in to your Kitsmith account asked to change its email address from ${input.oldEmail} to ${input.newEmail}.`,
      'The address changes once the new one is confirmed. If this was you, there is nothing to do.',
      '',
      `If it was not you, open this link within 7 days: it keeps (or gives back) ${input.oldEmail}, cancels the change,`,
      'and signs out every session and personal access token of the account:',
      input.revertUrl,
      '',
      'Then choose a new password with "Forgot password?" on the sign-in page.',
    ].join('\n'),
  };
}
