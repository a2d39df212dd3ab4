// The real API server (apps/api/src/server.ts through tsx, as `npm start` runs it) on a free port,
// with a throwaway DATA_DIR holding its SQLite file: the API's own spawnServer, plus the clean-up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '@kitsmith/api/platform/spawn-server';

export { freePort } from '@kitsmith/api/platform/spawn-server';

export interface ApiServer {
  /** The API root, /v1 included. */
  apiUrl: string;
  stop(): Promise<void>;
}

export async function startApiServer(): Promise<ApiServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kitsmith-cli-api-'));
  const server = await spawnServer({ DATA_DIR: dataDir }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { apiUrl: `${server.baseUrl}/v1`, stop };
}
