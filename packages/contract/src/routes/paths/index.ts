/*
 * Every /v1 route's address, written once, one module per area. The contracts
 * (`../<area>.ts`) add what each route accepts and answers; these modules hold
 * no schemas, so a client builds its calls from them and a browser bundle
 * carries only the areas it imports, without zod.
 */
import { authPaths } from './auth.ts';
import { tokensPaths } from './tokens.ts';
import { usersPaths } from './users.ts';
import { projectsPaths } from './projects.ts';
import { sharingPaths } from './sharing.ts';
import { notificationsPaths } from './notifications.ts';
import { cataloguePaths } from './catalogue.ts';
import { exportsPaths } from './exports.ts';
import { analyticsPaths } from './analytics.ts';
import { billingPaths } from './billing.ts';
import { versionsPaths } from './versions.ts';
import { generatePaths } from './generate.ts';
import { importPaths } from './import.ts';

export type { RouteAddress } from './route-address.ts';
export { authPaths } from './auth.ts';
export { tokensPaths } from './tokens.ts';
export { usersPaths } from './users.ts';
export { projectsPaths } from './projects.ts';
export { sharingPaths } from './sharing.ts';
export { notificationsPaths } from './notifications.ts';
export { cataloguePaths } from './catalogue.ts';
export { exportsPaths } from './exports.ts';
export { analyticsPaths } from './analytics.ts';
export { billingPaths } from './billing.ts';
export { versionsPaths } from './versions.ts';
export { generatePaths } from './generate.ts';
export { importPaths } from './import.ts';

/** Every area's addresses (the contracts' keys follow these). */
export const routePaths = {
  auth: authPaths,
  tokens: tokensPaths,
  users: usersPaths,
  projects: projectsPaths,
  sharing: sharingPaths,
  notifications: notificationsPaths,
  catalogue: cataloguePaths,
  exports: exportsPaths,
  analytics: analyticsPaths,
  billing: billingPaths,
  versions: versionsPaths,
  generate: generatePaths,
  import: importPaths,
};

export type RoutePaths = typeof routePaths;
export type RouteArea = keyof RoutePaths;
