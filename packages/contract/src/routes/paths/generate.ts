import type { RouteAddress } from './route-address.ts';

export const generatePaths = {
  capabilities: { method: 'get', path: '/generate/capabilities' },
  generate: { method: 'post', path: '/generate' },
} as const satisfies Record<string, RouteAddress>;
