import type { RouteAddress } from './route-address.ts';

export const versionsPaths = {
  list: { method: 'get', path: '/projects/:id/versions' },
  create: { method: 'post', path: '/projects/:id/versions' },
  checkpoint: { method: 'post', path: '/projects/:id/versions/checkpoint' },
  diff: { method: 'get', path: '/projects/:id/versions/diff' },
  changelog: { method: 'get', path: '/projects/:id/versions/changelog' },
  get: { method: 'get', path: '/projects/:id/versions/:version' },
  rename: { method: 'patch', path: '/projects/:id/versions/:version' },
  restore: { method: 'post', path: '/projects/:id/versions/:version/restore' },
} as const satisfies Record<string, RouteAddress>;
