import cors from '@koa/cors';
import Router from '@koa/router';
import Koa from 'koa';
import { creemSandboxMount } from './billing/sandbox-mount.ts';
import type { Deps } from './deps.ts';
import type { RouteSpec } from './http/api-router.ts';
import { ok } from './http/envelope.ts';
import { errorHandler } from './http/error-handler.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { requestTimeout } from './http/timeout.ts';
import { openApiDocument } from './openapi/openapi-document.ts';
import { areaRoutes } from './routes.ts';

export const REQUEST_TIMEOUT_MS = 30_000;

/** The Koa app, built without listening: tests drive it directly; server.ts listens. */
export function createApp(deps: Deps): Koa & { specs: RouteSpec[] } {
  const app = Object.assign(new Koa({ proxy: deps.config.trustProxy }), { specs: [] as RouteSpec[] });
  const v1 = new Router({ prefix: '/v1' });
  v1.get('/health', (ctx) => ok(ctx, { status: 'ok' }));
  for (const routes of areaRoutes) {
    for (const { spec, middleware } of routes(deps).routes) {
      app.specs.push(spec);
      v1[spec.method](spec.path, ...middleware);
    }
  }
  const openApi = JSON.stringify(openApiDocument(app.specs, deps.config.publicUrl));
  v1.get('/openapi.json', (ctx) => {
    ctx.type = 'application/json';
    ctx.body = openApi;
  });
  app
    .use(requestContext(deps.logger))
    .use(errorHandler)
    .use(
      // JSON answers need no CSP or cross-origin isolation; HSTS only where the site is served over https.
      securityHeaders({
        contentSecurityPolicy: false,
        crossOriginEmbedderPolicy: false,
        crossOriginOpenerPolicy: false,
        originAgentCluster: false,
        xDnsPrefetchControl: false,
        xDownloadOptions: false,
        xPermittedCrossDomainPolicies: false,
        xXssProtection: false,
        strictTransportSecurity: deps.config.publicUrl.startsWith('https:'),
      }),
    )
    .use(cors({ origin: deps.config.corsOrigin, exposeHeaders: ['X-Request-Id', 'ETag', 'Retry-After'] }))
    .use(requestTimeout(REQUEST_TIMEOUT_MS))
    .use(creemSandboxMount(deps))
    .use(v1.routes())
    .use(v1.allowedMethods({ throw: false }));
  return app;
}
