import type { z } from 'zod';
import type { RouteAddress } from './paths/route-address.ts';
import type { TokenAccess } from './token-scopes.ts';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `required`: 401 without a valid bearer token; `optional`: the caller may be anonymous; `none`: the token is never read. */
export type RouteAuth = 'required' | 'optional' | 'none';

/**
 * One /v1 route as the API and its clients agree on it: where it is, who may
 * call it, what it accepts and answers, and the error codes it raises beyond
 * the ones every route may (`VALIDATION_FAILED` for input its schemas refuse,
 * `UNAUTHORIZED` and `TOKEN_SCOPE` for its auth, `RATE_LIMITED`, `INTERNAL`).
 */
export interface RouteContract extends RouteAddress, RouteDetails {}

/** A route's contract beyond its address (`paths/`). */
export interface RouteDetails {
  summary: string;
  /** Longer notes for the OpenAPI document (how the route behaves beyond its schemas). */
  description?: string;
  tag: string;
  auth: RouteAuth;
  /**
   * What a personal access token needs to call this route: its `read` or
   * `write` scope, or `never` (account management: a signed-in session only).
   * Default: `read` for GET, `write` otherwise.
   */
  tokens?: TokenAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The largest JSON body accepted, in bytes (413 above it); 1 MB by default. */
  bodyLimit?: number;
  /** The shape of `data` in the success envelope; absent for a route that answers a file. */
  response?: z.ZodType;
  /** Success status; 200 by default. */
  status?: number;
  /** The codes of `{success: false, error}` this route raises besides the ones every route may. */
  errors?: readonly string[];
}

/** A route's contract: its address and its details, keeping their literal types for the types derived from them. */
export const defineRoute = <const A extends RouteAddress, const D extends RouteDetails>(address: A, details: D): A & D => ({
  ...address,
  ...details,
});

/** What a personal access token needs for a route: declared, else `read` for GET and `write` otherwise. */
export const tokenAccessOf = (contract: Pick<RouteContract, 'method' | 'tokens'>): TokenAccess =>
  contract.tokens ?? (contract.method === 'get' ? 'read' : 'write');

type Field<C, K extends 'params' | 'query' | 'body' | 'response'> = C extends { [key in K]: infer S extends z.ZodType } ? S : never;

/** What the route accepts, after parsing (what a handler receives); `{}` for a part it does not declare. */
export type ParsedParams<C> = [Field<C, 'params'>] extends [never] ? Record<string, never> : z.output<Field<C, 'params'>>;
export type ParsedQuery<C> = [Field<C, 'query'>] extends [never] ? Record<string, never> : z.output<Field<C, 'query'>>;
export type ParsedBody<C> = [Field<C, 'body'>] extends [never] ? Record<string, never> : z.output<Field<C, 'body'>>;

/** What a caller may send (defaults optional); `undefined` for a part the route does not declare. */
export type ParamsInput<C> = [Field<C, 'params'>] extends [never] ? undefined : z.input<Field<C, 'params'>>;
export type QueryInput<C> = [Field<C, 'query'>] extends [never] ? undefined : z.input<Field<C, 'query'>>;
export type BodyInput<C> = [Field<C, 'body'>] extends [never] ? undefined : z.input<Field<C, 'body'>>;

/** `data` of the success envelope; `unknown` for a route without a declared response. */
export type ResponseOf<C> = [Field<C, 'response'>] extends [never] ? unknown : z.output<Field<C, 'response'>>;
