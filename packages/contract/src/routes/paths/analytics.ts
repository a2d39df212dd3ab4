import type { RouteAddress } from './route-address.ts';

export const analyticsPaths = {
  track: { method: 'post', path: '/analytics/events' },
  summary: { method: 'get', path: '/analytics' },
} as const satisfies Record<string, RouteAddress>;
