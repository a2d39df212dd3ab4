import type { AcceptedEvents, AnalyticsEvent, AnalyticsQuery, AnalyticsSummary } from '../api-types.ts';
import type { Transport } from '../transport.ts';

/** `/analytics`: product events (batched) and the caller's own figures. */
export function analyticsApi(transport: Transport) {
  return {
    track: (events: AnalyticsEvent[]) => transport.request<AcceptedEvents>('POST', '/analytics/events', { body: { events } }),
    summary: (query: AnalyticsQuery = {}) => transport.request<AnalyticsSummary>('GET', '/analytics', { query }),
  };
}
