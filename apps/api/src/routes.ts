import { allContracts, type RouteContract } from '@kitsmith/contract';
import { analyticsRoutes } from './analytics/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import type { Deps } from './deps.ts';
import { exportRoutes } from './exports/routes.ts';
import { generateRoutes } from './generate/routes.ts';
import type { ApiRouter } from './http/api-router.ts';
import { RouteTable } from './http/route-table.ts';
import { importRoutes } from './import/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { openApiDocument } from './openapi/openapi-document.ts';
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

/** Every contract is implemented exactly once, and nothing else is mounted: a route without a contract has no client and no documentation. */
function assertImplementsEveryContract(implemented: readonly RouteContract[]): void {
  const missing = allContracts.filter((contract) => !implemented.includes(contract));
  const unknown = implemented.filter((contract, index) => !allContracts.includes(contract) || implemented.indexOf(contract) !== index);
  const describe = (list: readonly RouteContract[]) => list.map((contract) => `${contract.method.toUpperCase()} ${contract.path}`).join(', ');
  if (missing.length > 0) throw new Error(`Routes without a handler: ${describe(missing)}`);
  if (unknown.length > 0) throw new Error(`Routes mounted twice or outside the contracts: ${describe(unknown)}`);
}

/** Every area's routes and /v1/openapi.json on one route table (the app loads this module on its first /v1 request). */
export function areaRouteTable(deps: Deps): RouteTable {
  const v1 = new RouteTable('/v1');
  const routes = areaRoutes.flatMap((area) => area(deps).routes);
  assertImplementsEveryContract(routes.map((route) => route.contract));
  for (const { contract, middleware } of routes) v1.add(contract.method, contract.path, ...middleware);
  // Made on its first request: describing every contract takes longer than mounting every route.
  let openApi: string | undefined;
  v1.add('get', '/openapi.json', (ctx) => {
    openApi ??= JSON.stringify(openApiDocument(allContracts, deps.config.publicUrl));
    ctx.type = 'application/json';
    ctx.body = openApi;
  });
  return v1;
}
