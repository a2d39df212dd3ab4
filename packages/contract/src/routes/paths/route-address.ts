import type { RouteMethod } from '../define-route.ts';

/** Where a route is: its method and its path under /v1 (`:name` for a parameter). */
export interface RouteAddress {
  readonly method: RouteMethod;
  readonly path: string;
}
