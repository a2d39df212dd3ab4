import { ApiClientError, createClient, memoryStorage } from '@kitsmith/client';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/** The typed client's import call against the listening API. */
describe('client.import against the real API [sqlite]', () => {
  let testApp: TestApp;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    server = createApp(testApp.deps).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    await testApp.close();
  });

  it('previews an import and surfaces unreadable content as a typed error', async () => {
    const client = createClient({ baseUrl, storage: memoryStorage() });
    await client.auth.register({ email: 'import@example.com', password: 'correct-horse', full_name: 'Import' });
    const preview = await client.import.preview({ content: JSON.stringify({ color: { primary: { $type: 'color', $value: '#7c3aed' } } }) });
    expect(preview.design.theme.primaryColor).toBe('#7c3aed');
    expect(preview.report.mapped).toContainEqual({ path: 'color.primary', to: 'theme.primaryColor' });
    expect(preview.contrast.length).toBeGreaterThan(0);

    const refused = await client.import.preview({ content: '{"color": {' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiClientError);
    expect((refused as ApiClientError).status).toBe(422);
    expect((refused as ApiClientError).message).toContain('The JSON is not valid at line 1, column 12 (is the file cut short?)');
  });
});
