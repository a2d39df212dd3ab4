// For browser tests: the real stack, the web app built into dist/ and the real API server serving it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('../', import.meta.url));
const apiDir = fileURLToPath(new URL('../../api/', import.meta.url));

/** Builds apps/web into dist/ the way `npm run build` does (the API serves apps/web/dist). */
export function buildWebApp(): void {
  const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [viteBin, 'build', '--configLoader', 'runner', '--logLevel', 'warn'], {
    cwd: webDir,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
}

function freePort(): Promise<number> {
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

export interface RunningStack {
  baseUrl: string;
  /** The server's DATA_DIR: its SQLite file (and the mail outbox in it) lives here. */
  dataDir: string;
  stop: () => Promise<void>;
}

/** Starts apps/api/src/server.ts (through tsx) on a free port with a throwaway DATA_DIR; waits for /v1/health. */
export async function startApiServer(): Promise<RunningStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kitsmith-web-test-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(apiDir, 'src', 'server.ts')], {
    cwd: apiDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: '1', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`the API server exited before it was ready:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/v1/health`)).ok) return { baseUrl, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the API server did not answer /v1/health within 30 s:\n${output}`);
}
