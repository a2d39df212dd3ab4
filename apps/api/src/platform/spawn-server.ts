// For tests: the real server as a child process, started the way `npm start` runs it (tsx).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = fileURLToPath(new URL('../server.ts', import.meta.url));

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
}

/** Starts src/server.ts with `env` on top of this process's environment; does not wait for it to listen. */
export function launchServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  return { child, baseUrl: `http://127.0.0.1:${env.PORT ?? 3000}`, output: () => output, exited };
}

/** Starts the server on a free port and waits until /v1/health answers (30 s at most). */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = launchServer({ ...env, PORT: String(await freePort()) });
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
  server.child.kill('SIGKILL');
  throw new Error(`the server did not answer /v1/health within 30 s:\n${server.output()}`);
}
