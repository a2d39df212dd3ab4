import { cataloguePaths } from '@kitsmith/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from './api-client-error.ts';
import { createClient } from './create-client.ts';
import { fail, fakeFetch, hangingFetch, json, ok, type FakeHandler } from './test-support/fake-fetch.ts';
import { memoryStorage } from './token-storage.ts';

const BASE = 'http://api.test/v1';

function setup(handler: FakeHandler, tokens: Record<string, string> = { access_token: 'a1', refresh_token: 'r1' }) {
  const { fetch, calls } = fakeFetch(handler);
  const storage = memoryStorage(tokens);
  const onSignedOut = vi.fn();
  const client = createClient({ baseUrl: `${BASE}/`, storage, fetch, onSignedOut });
  return { client, calls, storage, onSignedOut };
}

/** Rejects with the ApiClientError a call raises (fails the test if it resolves). */
async function errorOf(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => expect.fail('expected the call to fail'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

/** A server where `a1` has expired and `/auth/refresh` with `r1` gives `a2`/`r2`. */
const expiringServer: FakeHandler = (call) => {
  if (call.url.endsWith('/auth/refresh')) {
    return (call.body as { refresh_token: string }).refresh_token === 'r1'
      ? ok({ access_token: 'a2', refresh_token: 'r2', user: {} })
      : fail(401, 'UNAUTHORIZED', 'Refresh token is not valid.');
  }
  if (call.authorization !== 'Bearer a2') return fail(401, 'UNAUTHORIZED', 'Sign in to continue.');
  return ok({ project_count: 3 });
};

describe('request core', () => {
  it('sends the bearer token and JSON, builds the URL and returns the envelope data', async () => {
    const { client, calls } = setup(() => ok({ projects: [], total: 0 }));
    await expect(client.projects.list({ search: 'kit', page: 2, direction: undefined })).resolves.toEqual({ projects: [], total: 0 });
    expect(calls).toEqual([
      { method: 'GET', url: `${BASE}/projects?search=kit&page=2`, authorization: 'Bearer a1', body: undefined },
    ]);
  });

  it('raises the server error.message, code and details when success is false, even with a 2xx status', async () => {
    const { client } = setup(() => json(200, { success: false, error: { code: 'NOPE', message: 'Not today.', details: { a: 1 } } }));
    const error = await errorOf(client.users.stats());
    expect({ status: error.status, code: error.code, message: error.message, details: error.details }).toEqual({
      status: 200,
      code: 'NOPE',
      message: 'Not today.',
      details: { a: 1 },
    });
  });

  it('raises the server error.message of a non-2xx answer', async () => {
    const { client } = setup(() => fail(409, 'REVISION_CONFLICT', 'This project was changed by someone else.'));
    const error = await errorOf(client.projects.update('p1', { name: 'x', revision: 1 }));
    expect([error.status, error.code, error.message]).toEqual([409, 'REVISION_CONFLICT', 'This project was changed by someone else.']);
  });

  it('falls back to the transport error message when no answer came', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await errorOf(client.users.profile());
    expect([error.status, error.code, error.message]).toEqual([0, 'NETWORK_ERROR', 'Failed to fetch']);
  });

  it("falls back to 'An unexpected error occurred' without a server or transport message", async () => {
    const { client } = setup(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await errorOf(client.users.profile());
    expect([error.status, error.code, error.message]).toEqual([502, 'UNEXPECTED_ERROR', 'An unexpected error occurred']);
    const silent = setup(() => Promise.reject(new Error('')));
    expect((await errorOf(silent.client.users.profile())).message).toBe('An unexpected error occurred');
  });

  it("gives up after the timeout with 'Request timed out'", async () => {
    const { fetch } = hangingFetch();
    const client = createClient({ baseUrl: BASE, storage: memoryStorage(), fetch, timeoutMs: 20 });
    const error = await errorOf(client.catalogue.templates());
    expect([error.status, error.code, error.message]).toEqual([0, 'TIMEOUT', 'Request timed out']);
  });

  it('defaults to a 30 s timeout', async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = hangingFetch();
      const client = createClient({ baseUrl: BASE, storage: memoryStorage(), fetch });
      let settled = false;
      const outcome = errorOf(client.catalogue.templates()).finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(29_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await outcome).message).toBe('Request timed out');
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops when the caller's signal aborts", async () => {
    const { fetch } = hangingFetch();
    const client = createClient({ baseUrl: BASE, storage: memoryStorage(), fetch });
    const controller = new AbortController();
    const call = client.call(cataloguePaths.templates, { signal: controller.signal });
    controller.abort();
    expect((await errorOf(call)).code).toBe('ABORTED');
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    let contentType: string | null = 'unset';
    const { fetch } = fakeFetch(() => ok({ id: 'u1' }));
    const client = createClient({
      baseUrl: BASE,
      storage: memoryStorage({ access_token: 'a1' }),
      fetch: (input, init) => {
        contentType = new Headers(init?.headers).get('Content-Type');
        expect(init?.body).toBeInstanceOf(FormData);
        expect((init?.body as FormData).get('avatar')).toBeInstanceOf(Blob);
        return fetch(input, init);
      },
    });
    await client.users.uploadAvatar(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'me.png');
    expect(contentType).toBeNull();
  });
});

describe('refresh on 401', () => {
  it('refreshes once with the stored refresh token, stores the new pair and retries', async () => {
    const { client, calls, storage, onSignedOut } = setup(expiringServer);
    await expect(client.users.stats()).resolves.toEqual({ project_count: 3 });
    expect(calls.map((call) => `${call.method} ${call.url.slice(BASE.length)} ${call.authorization}`)).toEqual([
      'GET /users/stats Bearer a1',
      'POST /auth/refresh Bearer a1',
      'GET /users/stats Bearer a2',
    ]);
    expect(calls[1]?.body).toEqual({ refresh_token: 'r1' });
    expect([storage.get('access_token'), storage.get('refresh_token')]).toEqual(['a2', 'r2']);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 raises without another refresh', async () => {
    const { client, calls } = setup((call) =>
      call.url.endsWith('/auth/refresh')
        ? ok({ access_token: 'a2', refresh_token: 'r2', user: {} })
        : fail(401, 'UNAUTHORIZED', 'Sign in to continue.'),
    );
    const error = await errorOf(client.users.profile());
    expect([error.status, error.message]).toEqual([401, 'Sign in to continue.']);
    expect(calls.filter((call) => call.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { client, calls } = setup(expiringServer);
    const results = await Promise.all([client.users.stats(), client.users.stats(), client.users.stats()]);
    expect(results).toEqual([{ project_count: 3 }, { project_count: 3 }, { project_count: 3 }]);
    expect(calls.filter((call) => call.url.endsWith('/auth/refresh'))).toHaveLength(1);
    expect(calls.filter((call) => call.authorization === 'Bearer a2')).toHaveLength(3);
  });

  it('retries without refreshing again when another call refreshed while this one was in flight', async () => {
    let answerSlow: (response: Response) => void = () => undefined;
    const { client, calls } = setup((call, signal) =>
      call.url.endsWith('/users/profile') && call.authorization === 'Bearer a1'
        ? new Promise<Response>((resolve) => {
            answerSlow = resolve;
            signal?.addEventListener('abort', () => resolve(fail(499, 'ABORTED', 'aborted')));
          })
        : expiringServer(call, signal),
    );
    const slow = client.users.profile();
    await client.users.stats();
    answerSlow(fail(401, 'UNAUTHORIZED', 'Sign in to continue.'));
    await expect(slow).resolves.toEqual({ project_count: 3 });
    expect(calls.filter((call) => call.url.endsWith('/auth/refresh'))).toHaveLength(1);
  });

  it("without a refresh token clears the tokens, signs out and raises 'No refresh token available'", async () => {
    const { client, calls, storage, onSignedOut } = setup(expiringServer, { access_token: 'a1' });
    const error = await errorOf(client.users.stats());
    expect([error.status, error.code, error.message]).toEqual([401, 'NO_REFRESH_TOKEN', 'No refresh token available']);
    expect(calls).toHaveLength(1);
    expect([storage.get('access_token'), storage.get('refresh_token')]).toEqual([null, null]);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('after a failed refresh clears the tokens, signs out once and raises the refresh error', async () => {
    const { client, storage, onSignedOut } = setup(expiringServer, { access_token: 'a1', refresh_token: 'spent' });
    const errors = await Promise.all([errorOf(client.users.stats()), errorOf(client.users.profile())]);
    expect(errors.map((error) => error.message)).toEqual(['Refresh token is not valid.', 'Refresh token is not valid.']);
    expect([storage.get('access_token'), storage.get('refresh_token')]).toEqual([null, null]);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('never refreshes on the auth calls themselves', async () => {
    const { client, calls, storage, onSignedOut } = setup(() => fail(401, 'INVALID_CREDENTIALS', 'Invalid email or password.'));
    const error = await errorOf(client.auth.login({ email: 'a@b.co', password: 'wrong-password' }));
    expect(error.message).toBe('Invalid email or password.');
    expect(calls).toHaveLength(1);
    expect(storage.get('refresh_token')).toBe('r1');
    expect(onSignedOut).not.toHaveBeenCalled();
  });
});

describe('auth methods', () => {
  it('login stores the tokens; logout sends the refresh token and clears them', async () => {
    const { client, calls, storage } = setup(
      (call) =>
        call.url.endsWith('/auth/login')
          ? ok({ access_token: 'a9', refresh_token: 'r9', user: { id: 'u1' } })
          : ok({ message: 'Signed out.' }),
      {},
    );
    await client.auth.login({ email: 'a@b.co', password: 'password1' });
    expect([storage.get('access_token'), storage.get('refresh_token'), client.isSignedIn()]).toEqual(['a9', 'r9', true]);
    await client.auth.logout();
    expect(calls[1]?.body).toEqual({ refresh_token: 'r9' });
    expect([storage.get('access_token'), storage.get('refresh_token'), client.isSignedIn()]).toEqual([null, null, false]);
  });

  it('logout clears the tokens even when the call fails', async () => {
    const { client, storage } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await errorOf(client.auth.logout());
    expect(storage.get('access_token')).toBeNull();
  });

  it('download returns the zip as a Blob and raises the envelope error otherwise', async () => {
    const { client } = setup((call) =>
      call.url.endsWith('/e1/download')
        ? new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'Content-Type': 'application/zip' } })
        : fail(404, 'NOT_FOUND', 'Export not found.'),
    );
    const zip = await client.exports.download('e1');
    expect(new Uint8Array(await zip.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect((await errorOf(client.exports.download('missing'))).message).toBe('Export not found.');
  });
});
