import type { RouteAddress } from './route-address.ts';

export const notificationsPaths = {
  list: { method: 'get', path: '/notifications' },
  markRead: { method: 'post', path: '/notifications/read' },
} as const satisfies Record<string, RouteAddress>;
