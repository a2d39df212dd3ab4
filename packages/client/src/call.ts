import {
  routePaths,
  type BodyInput,
  type Contracts,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
  type RouteAddress,
  type RouteArea,
} from '@kitsmith/contract';
import type { HttpMethod, Transport } from './transport.ts';

/** A route by area and name, as in `routePaths`: `'projects.get'`. */
export type RouteKey = { [A in RouteArea]: `${A}.${keyof Contracts[A] & string}` }[RouteArea];

/** The contract of a route key (types only: the client ships no schemas). */
export type ContractOf<K extends RouteKey> = K extends `${infer A extends RouteArea}.${infer N}`
  ? N extends keyof Contracts[A]
    ? Contracts[A][N]
    : never
  : never;

/** What a call sends: path parameters when the route has some, its query and its body (or a multipart form). */
export type CallInput<C> = (ParamsInput<C> extends undefined ? { params?: undefined } : { params: ParamsInput<C> }) & {
  query?: QueryInput<C>;
  body?: BodyInput<C> | FormData;
  signal?: AbortSignal;
};

/** Optional when the route has no path parameters. */
type CallArgs<C> = ParamsInput<C> extends undefined ? [input?: CallInput<C>] : [input: CallInput<C>];

function addressOf(key: RouteKey): RouteAddress {
  const [area, name] = key.split('.') as [RouteArea, string];
  return (routePaths[area] as Record<string, RouteAddress>)[name] as RouteAddress;
}

/** The contract's path with each `:name` replaced by its parameter, encoded. */
export function pathOf(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:(\w+)/g, (_: string, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new TypeError(`${path}: the path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

function requestOf(key: RouteKey, input: CallInput<unknown> = {}) {
  const address = addressOf(key);
  return {
    method: address.method.toUpperCase() as HttpMethod,
    path: pathOf(address.path, input.params ?? {}),
    options: { query: input.query as Readonly<Record<string, unknown>> | undefined, body: input.body, signal: input.signal },
  };
}

/**
 * The one way the client calls the API: a route's key, and what to send. The
 * method and path come from the route's contract; the answer is typed by its
 * response schema.
 */
export function createCall(transport: Transport) {
  return <K extends RouteKey>(key: K, ...[input]: CallArgs<ContractOf<K>>): Promise<ResponseOf<ContractOf<K>>> => {
    const { method, path, options } = requestOf(key, input as CallInput<unknown> | undefined);
    return transport.request<ResponseOf<ContractOf<K>>>(method, path, options);
  };
}

/** A route that answers a file rather than JSON: the body as a Blob. */
export function createDownload(transport: Transport) {
  return <K extends RouteKey>(key: K, ...[input]: CallArgs<ContractOf<K>>): Promise<Blob> => {
    const { method, path, options } = requestOf(key, input as CallInput<unknown> | undefined);
    return transport.requestBlob(method, path, options);
  };
}
