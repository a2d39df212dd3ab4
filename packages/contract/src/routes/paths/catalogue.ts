import type { RouteAddress } from './route-address.ts';

export const cataloguePaths = {
  templates: { method: 'get', path: '/templates' },
  template: { method: 'get', path: '/templates/:id' },
  components: { method: 'get', path: '/components' },
  component: { method: 'get', path: '/components/:id' },
} as const satisfies Record<string, RouteAddress>;
