import type { Knex } from 'knex';
import type { Db } from '../../db/connect.ts';
import {
  countLiveRefreshFamilies,
  raiseSessionVersion,
  revokeUserPersonalTokens,
  revokeUserRefreshTokens,
} from '../queries.ts';

export interface SignedOutEverywhere {
  /** Sign-ins that could still refresh and no longer can (not counting `exceptFamilyId`'s). */
  sessions: number;
  /** Personal access tokens revoked. */
  personalTokens: number;
}

/**
 * Cuts every way into the account at once: every refresh-token family is
 * revoked, every personal access token too, and the session version is
 * raised so access tokens already issued (15-minute JWTs) stop working now.
 * For a password reset or change and for undoing an e-mail change: whoever
 * had the account's old password or a leaked token is out. Run it in the
 * transaction that makes the change.
 */
export async function signOutEverywhere(
  db: Db | Knex.Transaction,
  userId: string,
  now: string,
  exceptFamilyId?: string,
): Promise<SignedOutEverywhere> {
  const sessions = await countLiveRefreshFamilies(db, userId, now, exceptFamilyId);
  await revokeUserRefreshTokens(db, userId, now);
  const personalTokens = await revokeUserPersonalTokens(db, userId, now);
  await raiseSessionVersion(db, userId);
  return { sessions, personalTokens };
}
