import type { Mail } from '../mail/mailer.ts';
import { INVITATION_DAYS } from './invitation-token.ts';
import type { MemberRole } from '@kitsmith/contract';

const article = (role: MemberRole): string => (/^[aeiou]/.test(role) ? 'an' : 'a');

/** The invitation e-mail: who invites, to which project, as what, and the accept link. */
export function invitationMail({
  to,
  inviter,
  projectName,
  role,
  acceptUrl,
}: {
  to: string;
  inviter: string;
  projectName: string;
  role: MemberRole;
  acceptUrl: string;
}): Mail {
  return {
    to,
    // The outbox keeps subjects up to 300 characters.
    subject: `${inviter} invited you to “${projectName}” on Kitsmith`.slice(0, 300),
    text: [
      `${inviter} invited you to join the design system “${projectName}” on Kitsmith as ${article(role)} ${role}.`,
      '',
      `Accept the invitation: ${acceptUrl}`,
      '',
      `The link works once and expires in ${INVITATION_DAYS} days. If you did not expect this, ignore this e-mail.`,
    ].join('\n'),
  };
}
