import type { Deps } from '../deps.ts';

const ONE_MINUTE = 60_000;
const MAX_TRACKED = 10_000;

/**
 * Records that a user changed something (users.last_activity_at, the spec's
 * lastActivity), at most once a minute per user so busy editors cost one
 * write a minute, not one per save.
 */
export function createActivityRecorder(deps: Deps): (userId: string) => Promise<void> {
  const lastWritten = new Map<string, number>();
  return async (userId) => {
    const now = deps.config.now();
    const previous = lastWritten.get(userId);
    if (previous !== undefined && now.getTime() - previous < ONE_MINUTE) return;
    if (lastWritten.size >= MAX_TRACKED) lastWritten.clear();
    lastWritten.set(userId, now.getTime());
    await deps.db('users').where({ id: userId }).update({ last_activity_at: now.toISOString() });
  };
}
