import type { RouteAddress } from './route-address.ts';

export const exportsPaths = {
  create: { method: 'post', path: '/projects/:id/export' },
  list: { method: 'get', path: '/exports' },
  get: { method: 'get', path: '/exports/:id' },
  download: { method: 'get', path: '/exports/:id/download' },
} as const satisfies Record<string, RouteAddress>;
