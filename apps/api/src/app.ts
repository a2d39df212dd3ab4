import { allContracts, type RouteContract } from '@kitsmith/contract';
import cors from '@koa/cors';
import Koa from 'koa';
import { creemSandboxMount } from './billing/sandbox-mount.ts';
import type { Deps } from './deps.ts';
import { serveFonts } from './fonts/serve-fonts.ts';
import { mountHealthRoutes } from './health/routes.ts';
import { RouteTable } from './http/route-table.ts';
import { requestContext } from './http/request-context.ts';
import { crossOrigin } from './http/cross-origin.ts';
import { apiSecurityHeaders } from './http/security-headers.ts';
import { openApiDocument } from './openapi/openapi-document.ts';
import { areaRoutes } from './routes.ts';
import { registryMount } from './sharing/registry.ts';

export const REQUEST_TIMEOUT_MS = 30_000;

/** Every contract is implemented exactly once, and nothing else is mounted: a route without a contract has no client and no documentation. */
function assertImplementsEveryContract(implemented: readonly RouteContract[]): void {
  const missing = allContracts.filter((contract) => !implemented.includes(contract));
  const unknown = implemented.filter((contract, index) => !allContracts.includes(contract) || implemented.indexOf(contract) !== index);
  const describe = (list: readonly RouteContract[]) => list.map((contract) => `${contract.method.toUpperCase()} ${contract.path}`).join(', ');
  if (missing.length > 0) throw new Error(`Routes without a handler: ${describe(missing)}`);
  if (unknown.length > 0) throw new Error(`Routes mounted twice or outside the contracts: ${describe(unknown)}`);
}

/** The Koa app, built without listening: tests drive it directly; server.ts listens. */
export function createApp(deps: Deps): Koa {
  const app = new Koa({ proxy: deps.config.trustProxy });
  const v1 = new RouteTable('/v1');
  mountHealthRoutes(v1, deps);
  const routes = areaRoutes.flatMap((area) => area(deps).routes);
  assertImplementsEveryContract(routes.map((route) => route.contract));
  for (const { contract, middleware } of routes) v1.add(contract.method, contract.path, ...middleware);
  // Made on its first request, not at start: describing every contract takes longer than the rest of start-up.
  let openApi: string | undefined;
  v1.add('get', '/openapi.json', (ctx) => {
    openApi ??= JSON.stringify(openApiDocument(allContracts, deps.config.publicUrl));
    ctx.type = 'application/json';
    ctx.body = openApi;
  });
  app
    .use(requestContext({ logger: deps.logger, timeoutMs: REQUEST_TIMEOUT_MS }))
    .use(apiSecurityHeaders(deps.config.publicUrl.startsWith('https:')))
    .use(crossOrigin(cors({ origin: deps.config.corsOrigin, exposeHeaders: ['X-Request-Id', 'ETag', 'Retry-After'] })))
    .use(creemSandboxMount(deps))
    .use(registryMount(deps))
    .use(serveFonts())
    .use(v1.middleware());
  return app;
}
