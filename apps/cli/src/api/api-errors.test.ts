import { ApiClientError } from '@kitsmith/client';
import { describe, expect, it } from 'vitest';
import { CliError } from '../errors.ts';
import { callApi, fromApiError } from './api-errors.ts';

const url = 'http://localhost:3000/v1';

describe('API errors', () => {
  it('make an unreachable server a network error (4) that says what to check', () => {
    const error = fromApiError(new ApiClientError(0, 'NETWORK_ERROR', 'fetch failed'), url, 'token');
    expect(error).toMatchObject({ exitCode: 4, message: `Could not reach the Kitsmith API at ${url} (fetch failed).` });
    expect(error.suggestion).toContain('--api-url');
  });

  it('make a refused credential an auth error (3) that names the credential to fix', () => {
    const fromEnv = fromApiError(
      new ApiClientError(401, 'NO_REFRESH_TOKEN', 'No refresh token available'),
      url,
      'KITSMITH_TOKEN',
    );
    expect(fromEnv).toMatchObject({ exitCode: 3, message: `The Kitsmith API at ${url} refused KITSMITH_TOKEN.` });
    expect(fromEnv.suggestion).toContain('set KITSMITH_TOKEN');
    const session = fromApiError(new ApiClientError(401, 'INVALID_REFRESH_TOKEN', 'Session expired'), url, 'session');
    expect(session).toMatchObject({ exitCode: 3, message: `The Kitsmith API at ${url} ended your session: Session expired` });
  });

  it('make a token without the needed scope an auth error (3) that says which token to create', () => {
    const message = 'This token can only read. Create a token with the write scope in Settings to make changes.';
    const error = fromApiError(new ApiClientError(403, 'TOKEN_SCOPE', message), url, 'KITSMITH_TOKEN');
    expect(error).toMatchObject({ exitCode: 3, code: 'TOKEN_SCOPE', message });
    expect(error.suggestion).toContain('write');
    expect(error.suggestion).toContain('KITSMITH_TOKEN');
  });

  it('keep the server’s own words for what it refused (4)', () => {
    expect(fromApiError(new ApiClientError(403, 'PLAN_LIMIT', 'Upgrade to export React.'), url, 'token')).toMatchObject({
      exitCode: 4,
      code: 'PLAN_LIMIT',
      message: 'Upgrade to export React.',
    });
    expect(fromApiError(new ApiClientError(503, 'UNAVAILABLE', 'Down for maintenance'), url, 'token').message).toBe(
      `The Kitsmith API at ${url} failed: Down for maintenance`,
    );
  });

  it('let a caller handle its own cases first, and leave other errors alone', async () => {
    const notFound = new CliError('PROJECT_NOT_FOUND', 'no such project', { exitCode: 4 });
    const call = (error: unknown) =>
      callApi(
        () => Promise.reject(error),
        { apiUrl: url, credential: 'token' },
        (e) => (e.status === 404 ? notFound : undefined),
      );
    await expect(call(new ApiClientError(404, 'NOT_FOUND', 'Not found'))).rejects.toBe(notFound);
    await expect(call(new ApiClientError(401, 'UNAUTHORIZED', 'Bad token'))).rejects.toMatchObject({ code: 'AUTH_REFUSED' });
    const bug = new TypeError('boom');
    await expect(call(bug)).rejects.toBe(bug);
  });
});
