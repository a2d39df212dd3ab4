import { tokenAccessOf, type ParsedBody, type ParsedParams, type ParsedQuery, type RouteContract } from '@kitsmith/contract';
import type { Context, Middleware } from 'koa';
import { assertMayCall, authenticate, optionalUser, type AuthUser } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { ok } from './envelope.ts';
import { jsonBody, jsonBodyWithin } from './json-body.ts';
import { createActivityRecorder } from './record-activity.ts';
import { parseBody, parseParams, parseQuery } from './validate.ts';

/** The caller a handler receives: always there on a route whose contract says `auth: 'required'`. */
export type CallerOf<C extends RouteContract> = C['auth'] extends 'required' ? AuthUser : C['auth'] extends 'optional' ? AuthUser | undefined : undefined;

export interface RouteInput<C extends RouteContract> {
  params: ParsedParams<C>;
  query: ParsedQuery<C>;
  body: ParsedBody<C>;
  user: CallerOf<C>;
  ctx: Context;
}

export type RouteHandler<C extends RouteContract> = (input: RouteInput<C>) => Promise<unknown> | unknown;

/** A route the API implements, ready to mount: its contract and its middleware chain. */
export interface MountableRoute {
  contract: RouteContract;
  middleware: Middleware[];
}

/**
 * The routes of one area, each a contract from @kitsmith/contract and its
 * handler: authenticate -> validate -> handler (authorize, service,
 * presenter) -> `{success: true, data}`. The app mounts every area's routes on
 * one route table.
 */
export class ApiRouter {
  readonly routes: MountableRoute[] = [];
  readonly #deps: Deps;
  readonly #recordActivity: (userId: string) => Promise<void>;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#recordActivity = createActivityRecorder(deps);
  }

  route<C extends RouteContract>(contract: C, handler: RouteHandler<C>): this {
    const deps = this.#deps;
    const access = tokenAccessOf(contract);
    // A personal access token's scope is checked right after authentication, before the body is read or validated.
    const middleware: Middleware[] = contract.auth === 'required' ? [authenticate(deps, access)] : [];
    if (contract.method !== 'get') middleware.push(contract.bodyLimit === undefined ? jsonBody : jsonBodyWithin(contract.bodyLimit));
    middleware.push(async (ctx: Context) => {
      let user: AuthUser | undefined;
      if (contract.auth === 'required') user = ctx.state.user as AuthUser;
      else if (contract.auth === 'optional') {
        user = await optionalUser(deps, ctx);
        assertMayCall(user, access);
      }
      // The contract's `auth` decides which of these `user` is (CallerOf): the middleware above made it so.
      const input = {
        params: contract.params ? parseParams(ctx, contract.params) : {},
        query: contract.query ? parseQuery(ctx, contract.query) : {},
        body: contract.body ? parseBody(ctx, contract.body) : {},
        user,
        ctx,
      } as RouteInput<C>;
      const data = await handler(input);
      if (user && contract.method !== 'get') await this.#recordActivity(user.id);
      // A handler that wrote its own answer (a file, a 304) leaves the body alone.
      if (ctx.body === undefined && ctx.status !== 304) ok(ctx, data ?? null, contract.status ?? 200);
    });
    this.routes.push({ contract, middleware });
    return this;
  }
}
