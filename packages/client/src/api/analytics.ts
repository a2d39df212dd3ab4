import { analyticsPaths } from '@kitsmith/contract';
import type { AnalyticsEvent, AnalyticsQuery } from '../api-types.ts';
import { createCall } from '../call.ts';
import type { Transport } from '../transport.ts';

/** `/analytics`: product events (batched) and the caller's own figures. */
export function analyticsApi(transport: Transport) {
  const call = createCall(transport);
  return {
    track: (events: AnalyticsEvent[]) => call(analyticsPaths.track, { body: { events } }),
    summary: (query: AnalyticsQuery = {}) => call(analyticsPaths.summary, { query }),
  };
}
