import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import { assertMayCall, authenticate, optionalUser, type AuthUser } from '../auth/authenticate.ts';
import { tokenAccessOf, type TokenAccess } from '../auth/token-scopes.ts';
import type { Deps } from '../deps.ts';
import { ok } from './envelope.ts';
import { jsonBody, jsonBodyWithin } from './json-body.ts';
import { createActivityRecorder } from './record-activity.ts';
import { parseBody, parseParams, parseQuery } from './validate.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One route's contract: what it accepts and answers. The OpenAPI document is generated from these. */
export interface RouteSpec<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  method: Method;
  /** Koa path under /v1, e.g. `/projects/:id`. */
  path: string;
  summary: string;
  /** Longer notes for the OpenAPI document (how the route behaves beyond its schemas). */
  description?: string;
  tag: string;
  /** `required`: 401 without a valid bearer token; `optional`: `user` may be undefined; `none`: never read. */
  auth: 'required' | 'optional' | 'none';
  /**
   * What a personal access token needs to call this route: its `read` or
   * `write` scope, or `never` (account management: a signed-in session only).
   * Default: `read` for GET, `write` otherwise. Checked here, for every route.
   */
  tokens?: TokenAccess;
  params?: P;
  query?: Q;
  body?: B;
  /** The largest JSON body accepted, in bytes (413 above it); 1 MB by default (json-body.ts). */
  bodyLimit?: number;
  /** The shape of `data` in the success envelope. */
  response?: z.ZodType;
  /** Success status; 200 by default. */
  status?: number;
}

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  user: AuthUser | undefined;
  ctx: Context;
}

/** A declared route, ready to mount: its spec and its middleware chain. */
export interface MountableRoute {
  spec: RouteSpec;
  middleware: Middleware[];
}

/**
 * Routes whose every one declares its schemas: authenticate -> validate ->
 * handler (authorize, service, presenter) -> `{success: true, data}`. The app
 * mounts every area's routes on one router (nested routers cost a quarter of
 * a cached read's time).
 */
export class ApiRouter {
  readonly routes: MountableRoute[] = [];
  readonly #deps: Deps;
  readonly #recordActivity: (userId: string) => Promise<void>;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#recordActivity = createActivityRecorder(deps);
  }

  route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
    spec: RouteSpec<P, Q, B>,
    handler: (input: RouteInput<z.infer<P>, z.infer<Q>, z.infer<B>>) => Promise<unknown> | unknown,
  ): this {
    const deps = this.#deps;
    const access = tokenAccessOf(spec);
    // A personal access token's scope is checked right after authentication, before the body is read or validated.
    const middleware: Middleware[] = spec.auth === 'required' ? [authenticate(deps, access)] : [];
    if (spec.method !== 'get') middleware.push(spec.bodyLimit === undefined ? jsonBody : jsonBodyWithin(spec.bodyLimit));
    middleware.push(async (ctx: Context) => {
      let user: AuthUser | undefined;
      if (spec.auth === 'required') user = ctx.state.user as AuthUser;
      else if (spec.auth === 'optional') {
        user = await optionalUser(deps, ctx);
        assertMayCall(user, access);
      }
      const input = {
        params: spec.params ? parseParams(ctx, spec.params) : {},
        query: spec.query ? parseQuery(ctx, spec.query) : {},
        body: spec.body ? parseBody(ctx, spec.body) : {},
        user,
        ctx,
      } as RouteInput<z.infer<P>, z.infer<Q>, z.infer<B>>;
      const data = await handler(input);
      if (user && spec.method !== 'get') await this.#recordActivity(user.id);
      // A handler that wrote its own answer (a file, a 304) leaves the body alone.
      if (ctx.body === undefined && ctx.status !== 304) ok(ctx, data ?? null, spec.status ?? 200);
    });
    this.routes.push({ spec: spec as unknown as RouteSpec, middleware });
    return this;
  }
}
