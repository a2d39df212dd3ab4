import type { RouteAddress } from './route-address.ts';

export const projectsPaths = {
  list: { method: 'get', path: '/projects' },
  create: { method: 'post', path: '/projects' },
  get: { method: 'get', path: '/projects/:id' },
  update: { method: 'put', path: '/projects/:id' },
  remove: { method: 'delete', path: '/projects/:id' },
  duplicate: { method: 'post', path: '/projects/:id/duplicate' },
} as const satisfies Record<string, RouteAddress>;
