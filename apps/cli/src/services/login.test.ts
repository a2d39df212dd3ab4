import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialsPath, readCredentials } from '../config/credentials.ts';
import { recordSteps, testEnvironment } from '../test-support/environment.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { createTestUser, startTestApi, type TestApi, type TestUser } from '../test-support/test-api.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { whoami } from './whoami.ts';

describe('login, whoami and logout against the real API [sqlite]', () => {
  let api: TestApi;
  let user: TestUser;
  const tempDir = useTempDirs();

  beforeAll(async () => {
    api = await startTestApi();
    user = await createTestUser(api.apiUrl);
  });
  afterAll(() => api.close());

  it('keeps a personal access token once the API accepts it', async () => {
    const environment = testEnvironment(tempDir(), join(tempDir(), 'config'));
    const { progress, titles } = recordSteps();
    const result = await login(environment, { apiUrl: api.apiUrl, token: user.token }, progress);
    expect(result).toMatchObject({ apiUrl: api.apiUrl, kind: 'token', user: { email: user.email, name: 'Ada Lovelace' } });
    expect(titles).toEqual([`Checking the token with ${api.apiUrl}`]);
    expect(readCredentials(environment.configDir)).toEqual({
      apiUrl: api.apiUrl,
      kind: 'token',
      email: user.email,
      tokens: { access_token: user.token },
    });
    expect(statSync(credentialsPath(environment.configDir)).mode & 0o777).toBe(0o600);

    const me = await whoami(environment, {}, progress);
    expect(me).toMatchObject({ apiUrl: api.apiUrl, credential: 'token', user: { email: user.email } });
    expect(me.token).toEqual({ name: 'tests', scopes: ['read', 'write'], expiresAt: null });

    const out = await logout(environment, progress);
    expect(out).toEqual({ wasSignedIn: true, apiUrl: api.apiUrl, kind: 'token', serverSessionEnded: false });
    expect(existsSync(credentialsPath(environment.configDir))).toBe(false);
  });

  it('keeps nothing when the API refuses the token', async () => {
    const environment = testEnvironment(tempDir(), tempDir());
    await expect(
      login(environment, { apiUrl: api.apiUrl, token: 'ks_pat_revoked' }, recordSteps().progress),
    ).rejects.toMatchObject({
      code: 'AUTH_REFUSED',
      exitCode: 3,
    });
    expect(readCredentials(environment.configDir)).toBeUndefined();
  });

  it('signs in with e-mail and password, and logout ends that session on the server', async () => {
    const environment = testEnvironment(tempDir(), tempDir());
    const { progress } = recordSteps();
    await login(environment, { apiUrl: api.apiUrl, email: user.email, password: user.password }, progress);
    const stored = readCredentials(environment.configDir);
    expect(stored?.kind).toBe('session');
    const refreshToken = stored?.tokens.refresh_token;
    expect(refreshToken).toEqual(expect.any(String));

    const me = await whoami(environment, {}, progress);
    expect(me.credential).toBe('session');
    expect(me.token).toBeUndefined();
    expect(await logout(environment, progress)).toMatchObject({ wasSignedIn: true, kind: 'session', serverSessionEnded: true });
    const reuse = await fetch(`${api.apiUrl}/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(reuse.status).toBe(401);
  });

  it('says a wrong password is wrong, with an auth error', async () => {
    const environment = testEnvironment(tempDir(), tempDir());
    await expect(
      login(environment, { apiUrl: api.apiUrl, email: user.email, password: 'wrong-password' }, recordSteps().progress),
    ).rejects.toMatchObject({
      code: 'LOGIN_FAILED',
      exitCode: 3,
    });
  });

  it('uses KITSMITH_TOKEN without any login, and never sends stored credentials to another API', async () => {
    const ci = testEnvironment(tempDir(), tempDir(), { KITSMITH_TOKEN: user.token, KITSMITH_API_URL: api.apiUrl });
    expect(await whoami(ci, {}, recordSteps().progress)).toMatchObject({
      credential: 'KITSMITH_TOKEN',
      user: { email: user.email },
      token: { name: 'tests', scopes: ['read', 'write'] },
    });

    const environment = testEnvironment(tempDir(), tempDir());
    await login(environment, { apiUrl: api.apiUrl, token: user.token }, recordSteps().progress);
    await expect(whoami(environment, { apiUrl: 'https://elsewhere.example' }, recordSteps().progress)).rejects.toMatchObject({
      code: 'NOT_SIGNED_IN',
      exitCode: 3,
      message: `Not signed in to https://elsewhere.example/v1 (you are signed in to ${api.apiUrl}).`,
    });
  });

  it('has nothing to do when nobody signed in', async () => {
    const environment = testEnvironment(tempDir(), tempDir());
    expect(await logout(environment, recordSteps().progress)).toEqual({
      wasSignedIn: false,
      apiUrl: null,
      kind: null,
      serverSessionEnded: false,
    });
    await expect(whoami(environment, {}, recordSteps().progress)).rejects.toMatchObject({ code: 'NOT_SIGNED_IN', exitCode: 3 });
  });
});
