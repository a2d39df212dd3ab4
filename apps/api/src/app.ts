import cors from '@koa/cors';
import Koa from 'koa';
import { creemSandboxMount } from './billing/sandbox-mount.ts';
import type { Deps } from './deps.ts';
import type { RouteSpec } from './http/api-router.ts';
import { ok } from './http/envelope.ts';
import { RouteTable } from './http/route-table.ts';
import { requestContext } from './http/request-context.ts';
import { crossOrigin } from './http/cross-origin.ts';
import { apiSecurityHeaders } from './http/security-headers.ts';
import { openApiDocument } from './openapi/openapi-document.ts';
import { areaRoutes } from './routes.ts';

export const REQUEST_TIMEOUT_MS = 30_000;

/** The Koa app, built without listening: tests drive it directly; server.ts listens. */
export function createApp(deps: Deps): Koa & { specs: RouteSpec[] } {
  const app = Object.assign(new Koa({ proxy: deps.config.trustProxy }), { specs: [] as RouteSpec[] });
  const v1 = new RouteTable('/v1');
  v1.add('get', '/health', (ctx) => ok(ctx, { status: 'ok' }));
  for (const routes of areaRoutes) {
    for (const { spec, middleware } of routes(deps).routes) {
      app.specs.push(spec);
      v1.add(spec.method, spec.path, ...middleware);
    }
  }
  const openApi = JSON.stringify(openApiDocument(app.specs, deps.config.publicUrl));
  v1.add('get', '/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = openApi;
  });
  app
    .use(requestContext({ logger: deps.logger, timeoutMs: REQUEST_TIMEOUT_MS }))
    .use(apiSecurityHeaders(deps.config.publicUrl.startsWith('https:')))
    .use(crossOrigin(cors({ origin: deps.config.corsOrigin, exposeHeaders: ['X-Request-Id', 'ETag', 'Retry-After'] })))
    .use(creemSandboxMount(deps))
    .use(v1.middleware());
  return app;
}
