import type { BodyInput, Contracts, ParamsInput, QueryInput, ResponseOf, RouteAddress, RouteArea } from '@kitsmith/contract';
import type { HttpMethod, Transport } from './transport.ts';

type AnyContract = { [A in RouteArea]: Contracts[A][keyof Contracts[A]] }[RouteArea];

/** The contract at an address (`projectsPaths.get`): method and path are unique, so they name one (types only: no schema ships). */
export type ContractAt<A extends RouteAddress> = Extract<AnyContract, { method: A['method']; path: A['path'] }>;

/** What a call sends: path parameters when the route has some, its query and its body (or a multipart form). */
export type CallInput<C> = (ParamsInput<C> extends undefined ? { params?: undefined } : { params: ParamsInput<C> }) & {
  query?: QueryInput<C>;
  body?: BodyInput<C> | FormData;
  signal?: AbortSignal;
};

/** The input is optional when the route has no path parameters. */
type CallArgs<C> = ParamsInput<C> extends undefined ? [input?: CallInput<C>] : [input: CallInput<C>];

/** The address's path with each `:name` replaced by its parameter, encoded. */
export function pathOf(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/:(\w+)/g, (_: string, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new TypeError(`${path}: the path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

function requestOf(address: RouteAddress, input: CallInput<unknown> = {}) {
  return {
    method: address.method.toUpperCase() as HttpMethod,
    path: pathOf(address.path, input.params ?? {}),
    options: { query: input.query as Readonly<Record<string, unknown>> | undefined, body: input.body, signal: input.signal },
  };
}

/**
 * The one way the client calls the API: a route's address from the contract
 * (`projectsPaths.get`) and what to send. The path is built from the address;
 * the input and the answer are typed by the route's contract.
 */
export function createCall(transport: Transport) {
  return async <A extends RouteAddress>(address: A, ...[input]: CallArgs<ContractAt<A>>): Promise<ResponseOf<ContractAt<A>>> => {
    const { method, path, options } = requestOf(address, input as CallInput<unknown> | undefined);
    return transport.request<ResponseOf<ContractAt<A>>>(method, path, options);
  };
}

/** A route that answers a file rather than JSON: the body as a Blob. */
export function createDownload(transport: Transport) {
  return async <A extends RouteAddress>(address: A, ...[input]: CallArgs<ContractAt<A>>): Promise<Blob> => {
    const { method, path, options } = requestOf(address, input as CallInput<unknown> | undefined);
    return transport.requestBlob(method, path, options);
  };
}
