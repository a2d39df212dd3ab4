import { ANONYMOUS_BATCHES_PER_HOUR, analyticsContracts } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { clientIp } from '../http/rate-limit.ts';
import { checkEventTimes } from './event-times.ts';
import { recordEvents, summarizeEvents } from './service.ts';

/** Product analytics: batched events from the apps (signed in or not), and each user's own figures. */
export function analyticsRoutes(deps: Deps): ApiRouter {
  const anonymousBatches = deps.rateLimits.limiter('analytics-anonymous', { limit: ANONYMOUS_BATCHES_PER_HOUR, windowMs: 60 * 60 * 1000 });
  return new ApiRouter(deps)
    .route(
      analyticsContracts.track,
      async ({ body, user, ctx }) => {
        // Anyone may send events without signing in: per client address, so nobody can fill the table.
        if (!user) await anonymousBatches.consume(clientIp(ctx));
        checkEventTimes(body, deps.config.now());
        return { accepted: await recordEvents(deps, user?.id, body) };
      },
    )
    .route(
      analyticsContracts.summary,
      ({ query, user }) => summarizeEvents(deps, user.id, query),
    );
}
