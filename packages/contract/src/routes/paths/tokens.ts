import type { RouteAddress } from './route-address.ts';

export const tokensPaths = {
  create: { method: 'post', path: '/tokens' },
  list: { method: 'get', path: '/tokens' },
  current: { method: 'get', path: '/tokens/current' },
  remove: { method: 'delete', path: '/tokens/:id' },
} as const satisfies Record<string, RouteAddress>;
