// For tests: the real server as a child process, from its sources (through tsx) or from the
// built output (`node apps/api/dist/server.js`, as an operator or the container runs it).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import knex from 'knex';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** The built server, relative to the repository root (where an operator runs it from). */
export const BUILT_SERVER = 'apps/api/dist/server.js';

/** Which server to run: its sources through tsx (the default), or the built JavaScript with plain node. */
export interface LaunchOptions {
  built?: boolean;
}

/**
 * Builds apps/api/dist when it is missing or older than its sources (`scripts/build.mjs
 * --if-stale`, as `npm start` does); throws with the build's output when it fails.
 */
export function ensureBuiltServer(): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: apiDir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the API build failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the signal that ended it, or its exit code. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** SIGTERM, then SIGKILL if it has not exited 5 s later; resolves once it is gone (at once if it already was). */
  stop: () => Promise<void>;
}

/**
 * What a server process needs from the machine it runs on, and nothing else: a test's own
 * settings (DATABASE_URL, REDIS_URL, BILLING, SMTP_URL...) must not leak into the server it starts.
 */
const MACHINE_VARIABLES = ['PATH', 'HOME', 'TMPDIR', 'TEMP', 'TMP', 'SYSTEMROOT'] as const;

/** The server's whole environment: the machine's basics, a quiet test setup, then `env`. */
export function serverEnvironment(env: Record<string, string>): Record<string, string> {
  const machine = Object.fromEntries(MACHINE_VARIABLES.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]]])));
  return { ...machine, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env };
}

/** Starts the server with `serverEnvironment(env)` as its whole environment; does not wait for it to listen. */
export function launchServer(env: Record<string, string>, { built = false }: LaunchOptions = {}): ServerProcess {
  const child = spawn(process.execPath, built ? [BUILT_SERVER] : ['--import', 'tsx', serverEntry], {
    cwd: built ? repoRoot : apiDir,
    env: serverEnvironment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!running()) return;
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    if (running()) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  return { child, baseUrl: `http://127.0.0.1:${env.PORT ?? 3000}`, output: () => output, exited, stop };
}

/** A server's variables, or a function of the port it will listen on (a PUBLIC_URL naming the port another way). */
export type ServerEnv = Record<string, string> | ((port: number) => Record<string, string>);

/** The variables of `env` for a server on `port`. */
export const envForPort = (env: ServerEnv, port: number): Record<string, string> => (typeof env === 'function' ? env(port) : env);

/** Starts the server on a free port (its PUBLIC_URL, unless given) and waits until /v1/health answers (30 s at most). */
export async function spawnServer(env: ServerEnv, options: LaunchOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const server = launchServer({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...envForPort(env, port), PORT: String(port) }, options);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited before it was ready:\n${server.output()}`);
    }
    try {
      if ((await fetch(`${server.baseUrl}/v1/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`the server did not answer /v1/health within 30 s:\n${server.output()}`);
}

export interface PostgresDatabase {
  /** The new database's URL, for DATABASE_URL. */
  url: string;
  /** Drops it, closing whatever still holds a connection to it. */
  drop: () => Promise<void>;
}

/** A throwaway database on the PostgreSQL server `adminUrl` points at (a test's TEST_DATABASE_URL), named `<prefix>_<random>`. */
export async function createPostgresDatabase(adminUrl: string, prefix = 'kitsmith_test'): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = knex({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw('create database ??', [name]);
  } catch (error) {
    await admin.destroy();
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
  };
}
