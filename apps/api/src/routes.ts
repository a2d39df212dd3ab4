import type { Deps } from './deps.ts';
import type { ApiRouter } from './http/api-router.ts';

/** Every area's routes, mounted under /v1. Each area adds its own line. */
export const areaRoutes: ((deps: Deps) => ApiRouter)[] = [];
