import { createHash, randomBytes } from 'node:crypto';

/** A random 32-byte token for the accept link; only its hash is stored. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const INVITATION_DAYS = 7;
export const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;
