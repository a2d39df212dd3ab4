import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { unauthorized } from '../http/errors.ts';
import { clientIp } from '../http/rate-limit.ts';
import {
  ANONYMOUS_BATCHES_PER_HOUR,
  MAX_BATCH_BYTES,
  MAX_EVENTS_PER_BATCH,
  acceptedResponseSchema,
  analyticsQuerySchema,
  analyticsResponseSchema,
  eventBatchSchema,
} from './schema.ts';
import { recordEvents, summarizeEvents } from './service.ts';

/** Product analytics: batched events from the apps (signed in or not), and each user's own figures. */
export function analyticsRoutes(deps: Deps): ApiRouter {
  const anonymousBatches = deps.rateLimits.limiter('analytics-anonymous', { limit: ANONYMOUS_BATCHES_PER_HOUR, windowMs: 60 * 60 * 1000 });
  return new ApiRouter(deps)
    .route(
      {
        method: 'post',
        path: '/analytics/events',
        summary: `Record a batch of 1 to ${MAX_EVENTS_PER_BATCH} analytics events (a body of at most ${MAX_BATCH_BYTES / 1024} KB; anonymous callers ${ANONYMOUS_BATCHES_PER_HOUR} batches an hour)`,
        tag: 'Analytics',
        auth: 'optional',
        body: eventBatchSchema(() => deps.config.now()),
        bodyLimit: MAX_BATCH_BYTES,
        response: acceptedResponseSchema,
        status: 202,
      },
      async ({ body, user, ctx }) => {
        // Anyone may send events without signing in: per client address, so nobody can fill the table.
        if (!user) await anonymousBatches.consume(clientIp(ctx));
        return { accepted: await recordEvents(deps, user?.id, body) };
      },
    )
    .route(
      {
        method: 'get',
        path: '/analytics',
        summary: 'The caller’s own event counts per name, per day and in total',
        tag: 'Analytics',
        auth: 'required',
        query: analyticsQuerySchema,
        response: analyticsResponseSchema,
      },
      async ({ query, user }) => {
        if (!user) throw unauthorized();
        return summarizeEvents(deps, user.id, query);
      },
    );
}
