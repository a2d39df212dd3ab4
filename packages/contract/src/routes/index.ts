import { analyticsContracts } from './analytics.ts';
import { authContracts, tokenContracts } from './auth.ts';
import { billingContracts } from './billing.ts';
import { catalogueContracts } from './catalogue.ts';
import type { RouteContract } from './define-route.ts';
import type { RouteArea, RoutePaths } from './paths/index.ts';
import { exportContracts } from './exports.ts';
import { notificationContracts } from './notifications.ts';
import { projectContracts } from './projects.ts';
import { sharingContracts } from './sharing.ts';
import { userContracts } from './users.ts';
import { versionContracts } from './versions.ts';
import { generateContracts } from './generate.ts';
import { importContracts } from './import.ts';

export * from './analytics.ts';
export * from './auth.ts';
export * from './billing.ts';
export * from './catalogue.ts';
export * from './define-route.ts';
export * from './exports.ts';
export * from './notifications.ts';
export * from './paths/index.ts';
export * from './projects.ts';
export * from './sharing.ts';
export * from './token-scopes.ts';
export * from './users.ts';
export * from './versions.ts';
export * from './generate.ts';
export * from './import.ts';

/** Every route's contract, by area and name (the keys of `routePaths`). */
export const contracts = {
  auth: authContracts,
  tokens: tokenContracts,
  users: userContracts,
  projects: projectContracts,
  sharing: sharingContracts,
  notifications: notificationContracts,
  catalogue: catalogueContracts,
  exports: exportContracts,
  analytics: analyticsContracts,
  billing: billingContracts,
  versions: versionContracts,
  generate: generateContracts,
  import: importContracts,
} satisfies { [A in RouteArea]: { [N in keyof RoutePaths[A]]: RouteContract } };
export type Contracts = typeof contracts;

/** Every contract as a list (the OpenAPI document, tests). */
export const allContracts: readonly RouteContract[] = Object.values(contracts).flatMap((area): RouteContract[] => Object.values(area));
