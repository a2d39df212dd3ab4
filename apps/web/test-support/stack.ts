// For browser tests: the real stack, the web app built into dist/ and the real API server serving it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresDatabase, ensureBuiltServer, envForPort, spawnServer, type PostgresDatabase, type ServerEnv } from '@kitsmith/api/platform/spawn-server';

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

/** Where the API keeps its data: its own SQLite file (the default), or a fresh PostgreSQL database. */
export type StackDatabase = 'sqlite' | 'postgres';

/**
 * The databases the journeys that save and load data run on: SQLite always; PostgreSQL on the server
 * TEST_DATABASE_URL names, skipped without it (its reason in `skip`) unless KITSMITH_REQUIRE_POSTGRES=1 (CI).
 */
export function stackDatabases(): { database: StackDatabase; skip: string | undefined }[] {
  const missing = process.env.TEST_DATABASE_URL ? undefined : 'no TEST_DATABASE_URL (a PostgreSQL server to create test databases on)';
  if (missing && process.env.KITSMITH_REQUIRE_POSTGRES === '1') throw new Error(`KITSMITH_REQUIRE_POSTGRES=1 but ${missing}`);
  return [
    { database: 'sqlite', skip: undefined },
    { database: 'postgres', skip: missing },
  ];
}

export interface RunningStack {
  baseUrl: string;
  database: StackDatabase;
  stop: () => Promise<void>;
}

let serverBuilt = false;

/**
 * Starts the API server (the API's own spawnServer: the built server, `node apps/api/dist/server.js` as an operator
 * runs it, rebuilt first when its sources changed; a free port) with a throwaway DATA_DIR, and on `postgres` a
 * throwaway database, serving the built app; `env` adds variables (BILLING=off), or makes them from the server's port
 * (a PUBLIC_URL on localhost while the browser comes in on 127.0.0.1). The built server is up in about 0.7 s against
 * 2.5 s through tsx, and loads no module from source on a page's first request: the browser suites start one per file.
 */
export async function startApiServer(env: ServerEnv = {}, database: StackDatabase = 'sqlite'): Promise<RunningStack> {
  if (!serverBuilt) ensureBuiltServer();
  serverBuilt = true;
  const dataDir = mkdtempSync(join(tmpdir(), 'kitsmith-web-test-'));
  let postgres: PostgresDatabase | undefined;
  const cleanup = async () => {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (database === 'postgres') {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
      postgres = await createPostgresDatabase(adminUrl, 'kitsmith_web');
    }
    const databaseEnv: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : {};
    // TRUST_PROXY: each test visitor comes from its own X-Forwarded-For address, so auth rate limits never interfere.
    const server = await spawnServer((port) => ({ ...envForPort(env, port), ...databaseEnv, DATA_DIR: dataDir, TRUST_PROXY: '1' }), { built: true });
    return {
      baseUrl: server.baseUrl,
      database,
      stop: async () => {
        await server.stop();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
