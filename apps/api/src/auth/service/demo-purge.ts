// The hourly purge of expired demo accounts, apart from the rest of demo-accounts.ts: the
// server runs it at start, before anything has loaded core for the demo designs.
import type { Deps } from '../../deps.ts';
import { deleteExpiredDemoUsers } from '../queries.ts';

/** Deletes demo accounts whose 24 hours are up (their projects and tokens cascade); returns how many. */
export async function purgeExpiredDemoAccounts(deps: Pick<Deps, 'db' | 'config'>): Promise<number> {
  return deleteExpiredDemoUsers(deps.db, deps.config.now().toISOString());
}
