import { readBoolean } from '../db/columns.ts';
import type { TokenOwner } from './queries.ts';

/** A demo account past its 24 hours: its tokens stop working even before it is purged. */
export function isExpiredDemo(owner: TokenOwner, nowIso: string): boolean {
  return readBoolean(owner.is_demo) && owner.demo_expires_at !== null && owner.demo_expires_at <= nowIso;
}

/** The account's session version (PostgreSQL may hand an integer back as text). */
export const sessionVersionOf = (owner: Pick<TokenOwner, 'session_version'>): number => Number(owner.session_version ?? 0);
