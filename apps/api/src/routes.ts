import { analyticsRoutes } from './analytics/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import type { Deps } from './deps.ts';
import { exportRoutes } from './exports/routes.ts';
import { generateRoutes } from './generate/routes.ts';
import type { ApiRouter } from './http/api-router.ts';
import { importRoutes } from './import/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { sharingRoutes } from './sharing/routes.ts';
import { usersRoutes } from './users/routes.ts';
import { versionRoutes } from './versions/routes.ts';

/** Every area's routes, mounted under /v1. Each area adds its own line. */
export const areaRoutes: ((deps: Deps) => ApiRouter)[] = [
  catalogueRoutes,
  exportRoutes,
  generateRoutes,
  importRoutes,
  analyticsRoutes,
  authRoutes,
  usersRoutes,
  projectRoutes,
  versionRoutes,
  sharingRoutes,
  notificationRoutes,
  billingRoutes,
];
