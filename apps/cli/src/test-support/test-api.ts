// The real API in this process on a fresh in-memory SQLite, listening on a free local port (as the client's own tests do).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApp } from '@kitsmith/api';
import type { Deps } from '../../../api/src/deps.ts';
import { createClient, memoryStorage, type KitsmithClient } from '@kitsmith/client';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from '../../../api/src/test-support/test-app.ts';
import { testEnvironment } from './environment.ts';

export interface TestApi {
  apiUrl: string;
  /** The running app's dependencies: tests may change its config (such as connecting an AI model). */
  deps: Deps;
  close(): Promise<void>;
}

export async function startTestApi(): Promise<TestApi> {
  const testApp = await createTestApp('sqlite');
  const server: Server = createApp(testApp.deps).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    deps: testApp.deps,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await testApp.close();
    },
  };
}

export const fixtureDesign = (): unknown =>
  JSON.parse(readFileSync(fileURLToPath(new URL('../../../../fixtures/designs/custom.json', import.meta.url)), 'utf8'));

export interface TestUser {
  email: string;
  password: string;
  /** A personal access token. */
  token: string;
  /** Signed in with the password. */
  client: KitsmithClient;
  projectId: string;
}

let users = 0;

/** A registered user with a personal access token and one project holding the fixture design. */
export async function createTestUser(apiUrl: string): Promise<TestUser> {
  users += 1;
  const email = `user${users}@example.com`;
  const password = 'correct-horse-battery';
  const client = createClient({ baseUrl: apiUrl, storage: memoryStorage() });
  await client.auth.register({ email, password, full_name: 'Ada Lovelace' });
  const { token } = await client.tokens.create({ name: 'tests', scopes: ['read', 'write'] });
  const project = await client.projects.create({ name: 'Acme UI', config: fixtureDesign() });
  return { email, password, token, client, projectId: project.id };
}

/**
 * Inside a describe: the real API for the suite, a user with a token and a
 * project, and an environment per repository signed in as them.
 */
export function useSignedInUser(tempDir: () => string) {
  let api: TestApi | undefined;
  let user: TestUser | undefined;
  beforeAll(async () => {
    api = await startTestApi();
    user = await createTestUser(api.apiUrl);
  });
  afterAll(() => api?.close());
  const ready = () => {
    if (!api || !user) throw new Error('useSignedInUser: the suite has not started');
    return { api, user };
  };
  return {
    get api(): TestApi {
      return ready().api;
    },
    get user(): TestUser {
      return ready().user;
    },
    environmentFor: (repo: string) => testEnvironment(repo, tempDir(), { KITSMITH_TOKEN: ready().user.token, KITSMITH_API_URL: ready().api.apiUrl }),
  };
}
