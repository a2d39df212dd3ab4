import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { unauthorized } from '../http/errors.ts';
import { acceptedResponseSchema, analyticsQuerySchema, analyticsResponseSchema, eventBatchSchema } from './schema.ts';
import { recordEvents, summarizeEvents } from './service.ts';

/** Product analytics: batched events from the apps (signed in or not), and each user's own figures. */
export function analyticsRoutes(deps: Deps): ApiRouter {
  return new ApiRouter(deps)
    .route(
      {
        method: 'post',
        path: '/analytics/events',
        summary: 'Record a batch of 1 to 50 analytics events',
        tag: 'Analytics',
        auth: 'optional',
        body: eventBatchSchema(() => deps.config.now()),
        response: acceptedResponseSchema,
        status: 202,
      },
      async ({ body, user }) => ({ accepted: await recordEvents(deps, user?.id, body) }),
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
