import cors from '@koa/cors';
import Koa, { type Middleware } from 'koa';
import { creemSandboxMount } from './billing/sandbox-mount.ts';
import type { Deps } from './deps.ts';
import { mountHealthRoutes } from './health/routes.ts';
import { RouteTable } from './http/route-table.ts';
import { requestContext } from './http/request-context.ts';
import { crossOrigin } from './http/cross-origin.ts';
import { apiSecurityHeaders } from './http/security-headers.ts';
import { PUBLIC_PAGE_ASSET } from './sharing/public-page-paths.ts';

export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A middleware loaded on the first request it may answer (`claims`), not at start: the areas'
 * routes (routes.ts, with @kitsmith/contract's schemas, core's catalogue and templates and every
 * service, which took longer to load than the rest of start-up together), the shadcn registry
 * items, the fonts and the public page's image and frame. Until then a health check or the web app loads none of it. A load that
 * fails is retried by the next request.
 */
function onFirstUse(claims: (path: string) => boolean, load: () => Promise<Middleware>): Middleware {
  let loading: Promise<Middleware> | undefined;
  return (ctx, next) => {
    if (!claims(ctx.path)) return next();
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading.then((middleware) => middleware(ctx, next));
  };
}

/** The Koa app, built without listening: tests drive it directly; server.ts listens. */
export function createApp(deps: Deps): Koa {
  const app = new Koa({ proxy: deps.config.trustProxy });
  const health = new RouteTable('/v1');
  mountHealthRoutes(health, deps);
  app
    .use(requestContext({ logger: deps.logger, timeoutMs: REQUEST_TIMEOUT_MS }))
    .use(apiSecurityHeaders(deps.config.publicUrl.startsWith('https:')))
    // Fonts before CORS: open fonts any origin may load (the editor's preview frame is on an opaque one).
    .use(onFirstUse((path) => path === '/fonts' || path.startsWith('/fonts/'), async () => (await import('./fonts/serve-fonts.ts')).serveFonts()))
    .use(crossOrigin(cors({ origin: deps.config.corsOrigin, exposeHeaders: ['X-Request-Id', 'ETag', 'Retry-After'] })))
    .use(creemSandboxMount(deps))
    .use(onFirstUse((path) => path.startsWith('/r/'), async () => (await import('./sharing/registry.ts')).registryMount(deps)))
    .use(onFirstUse((path) => PUBLIC_PAGE_ASSET.test(path), async () => (await import('./sharing/public-page-assets.ts')).publicPageAssets(deps)))
    .use(health.middleware())
    .use(onFirstUse((path) => path.startsWith('/v1/'), async () => (await import('./routes.ts')).areaRouteTable(deps).middleware()));
  return app;
}
