import Router from '@koa/router';
import type { Middleware } from 'koa';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * `/projects/:id/public` -> `projects/3`: the first segment and the number of
 * segments (a trailing slash adds none). Parameters never span a slash, so a
 * request can only match routes with the same key.
 */
function keyOf(path: string): string {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const end = trimmed.indexOf('/', 1);
  let segments = 1;
  for (let at = end; at !== -1; at = trimmed.indexOf('/', at + 1)) segments += 1;
  return `${trimmed.slice(1, end === -1 ? undefined : end)}/${segments}`;
}

/**
 * The routes under one prefix, kept in one @koa/router per first segment and
 * length (`/v1/projects/:id/public` is in the router for `projects/3`): a
 * request is matched against the few routes it could match. One router for all
 * ~90 routes tested every route's pattern on every request, and nesting
 * routers costs more still.
 */
export class RouteTable {
  readonly #prefix: string;
  readonly #routers = new Map<string, Router>();

  constructor(prefix: string) {
    this.#prefix = prefix;
  }

  add(method: Method, path: string, ...middleware: Middleware[]): this {
    if (!/^\/[^/:*()?]/.test(path) || /[*()?]/.test(path)) throw new Error(`${path}: a route starts with a fixed segment and has no wildcards`);
    const key = keyOf(path);
    let router = this.#routers.get(key);
    if (!router) {
      router = new Router({ prefix: this.#prefix });
      this.#routers.set(key, router);
    }
    router[method](path, ...middleware);
    return this;
  }

  /** Dispatches to the router for the request's key; 405 with Allow for a known path and another method; otherwise on to `next`. */
  middleware(): Middleware {
    const byKey = new Map<string, Middleware>();
    for (const [key, router] of this.#routers) {
      // The router adds its own fields (params, router) to the context it is given.
      const routes = router.routes() as unknown as Middleware;
      const allowedMethods = router.allowedMethods({ throw: false }) as unknown as Middleware;
      byKey.set(key, (ctx, next) => routes(ctx, () => allowedMethods(ctx, next)));
    }
    const base = `${this.#prefix}/`;
    return (ctx, next) => {
      const path = ctx.path;
      if (!path.startsWith(base)) return next();
      const routes = byKey.get(keyOf(path.slice(this.#prefix.length)));
      return routes ? routes(ctx, next) : next();
    };
  }
}
