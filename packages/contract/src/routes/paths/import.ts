import type { RouteAddress } from './route-address.ts';

export const importPaths = {
  import: { method: 'post', path: '/import' },
} as const satisfies Record<string, RouteAddress>;
