// For browser tests: the real stack, the web app built into dist/ and the real API server serving it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServer } from '@kitsmith/api/platform/spawn-server';

const webDir = fileURLToPath(new URL('../', import.meta.url));

/** Builds apps/web into dist/ the way `npm run build` does (the API serves apps/web/dist). */
export function buildWebApp(): void {
  const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [viteBin, 'build', '--configLoader', 'runner', '--logLevel', 'warn'], {
    cwd: webDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

export interface RunningStack {
  baseUrl: string;
  /** The server's DATA_DIR: its SQLite file (and the mail outbox in it) lives here. */
  dataDir: string;
  stop: () => Promise<void>;
}

/** Starts the API server (the API's own spawnServer: tsx, a free port) with a throwaway DATA_DIR, serving the built app; `env` adds variables (BILLING=off). */
export async function startApiServer(env: Record<string, string> = {}): Promise<RunningStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kitsmith-web-test-'));
  // TRUST_PROXY: each test visitor comes from its own X-Forwarded-For address, so auth rate limits never interfere.
  const server = await spawnServer({ ...env, DATA_DIR: dataDir, TRUST_PROXY: '1' }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl: server.baseUrl,
    dataDir,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
