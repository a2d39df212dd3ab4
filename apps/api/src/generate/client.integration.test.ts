import { ApiClientError, createClient, memoryStorage } from '@kitsmith/client';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { startModelServer, type TestModelServer } from './test-support/model-server.ts';
import { calmFintechSuggestion, goodAnswer } from './test-support/recorded-answers.ts';

/** The typed client's generate calls against the listening API, with the test model server connected. */
describe('client.generate against the real API [sqlite]', () => {
  let testApp: TestApp;
  let server: Server;
  let model: TestModelServer;
  let baseUrl: string;

  beforeAll(async () => {
    model = await startModelServer();
    testApp = await createTestApp('sqlite');
    testApp.deps.config.ai = { baseUrl: model.baseUrl, apiKey: undefined, model: 'kitsmith-test-model', timeoutMs: 2000 };
    server = createApp(testApp.deps).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    await testApp.close();
    await model.close();
  });

  it('reads the capabilities, generates from a description, and surfaces an unreachable target as a typed error', async () => {
    const client = createClient({ baseUrl, storage: memoryStorage() });
    await client.auth.register({ email: 'gen@example.com', password: 'correct-horse', full_name: 'Gen' });

    const capabilities = await client.generate.capabilities();
    expect(capabilities.ai).toEqual({ available: true, model: 'kitsmith-test-model' });
    expect(capabilities.description_allowance).toMatchObject({ used: 0, limit: 3 });

    model.answerWith(goodAnswer(calmFintechSuggestion));
    const result = await client.generate.generate({
      input: { brandColors: ['#0b3d2e'], count: 2 },
      description: 'a calm fintech for retirees',
    });
    expect(result.ai.status).toBe('used');
    expect(result.candidates.map((candidate) => candidate.design.theme.primaryColor)).toEqual(['#0b3d2e', '#0b3d2e']);
    expect(result.description_allowance?.used).toBe(1);
    // No AI_API_KEY: no Authorization header goes to the model server.
    expect(model.requests[0]?.authorization).toBeUndefined();

    const refused = await client.generate.generate({ input: { brandColors: ['#0f766e'], contrast: 'AAA' } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiClientError);
    expect((refused as ApiClientError).code).toBe('CONTRAST_TARGET_UNREACHABLE');
    expect((refused as ApiClientError).details).toMatchObject({ colors: [{ color: '#0f766e' }] });
  });
});
