// A user with a personal access token and a project, made through the API the way a person would.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient, memoryStorage, type KitsmithClient } from '@kitsmith/client';

const fixtureDesign = fileURLToPath(new URL('../../../../fixtures/designs/custom.json', import.meta.url));

export interface TestAccount {
  email: string;
  /** A personal access token (ks_pat_...). */
  token: string;
  projectId: string;
  projectName: string;
  /** Signed in with the password, to change things on the server behind the CLI's back. */
  client: KitsmithClient;
}

let accounts = 0;

export async function createAccount(apiUrl: string): Promise<TestAccount> {
  accounts += 1;
  const email = `cli-${accounts}-${Date.now()}@example.com`;
  const client = createClient({ baseUrl: apiUrl, storage: memoryStorage() });
  await client.auth.register({ email, password: 'correct-horse-battery', full_name: 'Grace Hopper' });
  const { token } = await client.tokens.create({ name: 'kitsmith CLI tests', scopes: ['read', 'write'] });
  const projectName = 'Acme UI';
  const project = await client.projects.create({ name: projectName, config: JSON.parse(readFileSync(fixtureDesign, 'utf8')) });
  return { email, token, projectId: project.id, projectName, client };
}
