import { authPaths } from '@kitsmith/contract';
import {
  ABORTED_MESSAGE,
  ApiClientError,
  CLIENT_ERROR_CODES,
  NO_REFRESH_TOKEN_MESSAGE,
  TIMEOUT_MESSAGE,
} from './api-client-error.ts';
import { assertOk, unwrapEnvelope } from './envelope.ts';
import { buildUrl, type Query } from './build-url.ts';
import { ACCESS_TOKEN_KEY, clearTokens, REFRESH_TOKEN_KEY, storeTokens, type TokenPair, type TokenStorage } from './token-storage.ts';

/** The spec's timeout for every product backend call (section 7). */
export const DEFAULT_TIMEOUT_MS = 30_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TransportOptions {
  /** The API root including `/v1`, e.g. `https://api.kitsmith.dev/v1`, or `/v1` on the same origin. */
  baseUrl: string;
  storage: TokenStorage;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Called once the tokens are cleared after a failed refresh: the web app navigates to /login. */
  onSignedOut?: () => void;
}

export interface RequestOptions {
  /** JSON (any value) or FormData (sent as multipart). */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

export interface Transport {
  /** One call, unwrapped: `data` of the envelope, typed by the caller. */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** One call whose success is not an envelope (a file): the body as a Blob. */
  requestBlob(method: HttpMethod, path: string, options?: RequestOptions): Promise<Blob>;
  readonly storage: TokenStorage;
  /** True while an access token is stored. */
  isSignedIn(): boolean;
  /** Clears both tokens and calls `onSignedOut`. */
  signOut(): void;
}

/** The auth calls answer a 401 for what was sent (a wrong password, a spent refresh token): never refresh on them. */
const AUTH_CALL_PATHS: ReadonlySet<string> = new Set(Object.values(authPaths).map((address) => address.path));
const isAuthCall = (path: string) => AUTH_CALL_PATHS.has(path);
const REFRESH = authPaths.refresh;

type Exchange<T> = { kind: 'done'; value: T } | { kind: 'unauthorized'; tokenSent: string | null };

/**
 * The request core: bearer token, JSON, timeout, envelope unwrapping, and on
 * a 401 one refresh (shared by concurrent callers) and one retry.
 */
export function createTransport(options: TransportOptions): Transport {
  const { baseUrl, storage, timeoutMs = DEFAULT_TIMEOUT_MS, onSignedOut } = options;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  let refreshing: Promise<void> | undefined;

  function signOut(): void {
    clearTokens(storage);
    onSignedOut?.();
  }

  /** Runs one attempt under its own timeout, linked to the caller's signal; transport failures become ApiClientErrors. */
  async function timed<T>(outer: AbortSignal | undefined, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abort = () => controller.abort();
    if (outer?.aborted) controller.abort();
    else outer?.addEventListener('abort', abort, { once: true });
    try {
      return await run(controller.signal);
    } catch (error) {
      if (error instanceof ApiClientError) throw error;
      if (timedOut) throw new ApiClientError(0, CLIENT_ERROR_CODES.timeout, TIMEOUT_MESSAGE);
      if (controller.signal.aborted) throw new ApiClientError(0, CLIENT_ERROR_CODES.aborted, ABORTED_MESSAGE);
      const message = error instanceof Error ? error.message : '';
      throw new ApiClientError(0, CLIENT_ERROR_CODES.network, message);
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    }
  }

  async function exchange<T>(
    method: HttpMethod,
    path: string,
    request: RequestOptions,
    signal: AbortSignal,
    refreshOn401: boolean,
    read: (response: Response) => Promise<T>,
  ): Promise<Exchange<T>> {
    const tokenSent = storage.get(ACCESS_TOKEN_KEY);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (tokenSent) headers.Authorization = `Bearer ${tokenSent}`;
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const response = await fetchImpl(buildUrl(baseUrl, path, request.query), { method, headers, body, signal });
    if (response.status === 401 && refreshOn401) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'unauthorized', tokenSent };
    }
    return { kind: 'done', value: await read(response) };
  }

  /** One refresh at a time: concurrent 401s wait for the same one. A failure signs out and raises. */
  function refreshSession(): Promise<void> {
    refreshing ??= (async () => {
      try {
        const refreshToken = storage.get(REFRESH_TOKEN_KEY);
        if (!refreshToken) throw new ApiClientError(401, CLIENT_ERROR_CODES.noRefreshToken, NO_REFRESH_TOKEN_MESSAGE);
        storeTokens(storage, await call<TokenPair>(REFRESH.method.toUpperCase() as HttpMethod, REFRESH.path, { body: { refresh_token: refreshToken } }, unwrap));
      } catch (error) {
        signOut();
        throw error;
      }
    })().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function call<T>(
    method: HttpMethod,
    path: string,
    request: RequestOptions,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const refreshable = !isAuthCall(path);
    const first = await timed(request.signal, (signal) => exchange(method, path, request, signal, refreshable, read));
    if (first.kind === 'done') return first.value;
    // Another call may have refreshed while this one was in flight: then its new token is enough.
    const current = storage.get(ACCESS_TOKEN_KEY);
    if (!current || current === first.tokenSent) await refreshSession();
    const second = await timed(request.signal, (signal) => exchange(method, path, request, signal, false, read));
    if (second.kind === 'done') return second.value;
    throw new Error('unreachable: a retry never asks for another refresh');
  }

  const unwrap = <T>(response: Response) => unwrapEnvelope(response) as Promise<T>;
  const readBlob = async (response: Response) => {
    await assertOk(response);
    return response.blob();
  };

  return {
    storage,
    isSignedIn: () => storage.get(ACCESS_TOKEN_KEY) !== null,
    signOut,
    request: <T>(method: HttpMethod, path: string, request: RequestOptions = {}) => call<T>(method, path, request, unwrap),
    requestBlob: (method, path, request = {}) => call(method, path, request, readBlob),
  };
}
