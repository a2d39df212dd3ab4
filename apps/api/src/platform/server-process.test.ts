// The entry point as a process: a bad environment, a taken port or an
// unreachable Redis stops it with a message and exit code 1; SIGINT/SIGTERM finish in-flight work and exit 0.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launchServer, serverEnvironment, spawnServer } from './spawn-server.ts';

describe('the server process', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kitsmith-server-'));
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops with the message and exit code 1 on a bad environment', async () => {
    const server = launchServer({ DATA_DIR: dataDir, PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid environment: PORT');
    const shortSecret = launchServer({ DATA_DIR: dataDir, JWT_SECRET: 'short' });
    expect(await shortSecret.exited).toBe(1);
    expect(shortSecret.output()).toContain('JWT_SECRET must be at least 32 characters');
  });

  it('says which port is taken, and exits 1', async () => {
    const port = await freePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, resolve));
    try {
      const server = launchServer({ DATA_DIR: dataDir, PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('does not start without the Redis REDIS_URL names: says so, and exits 1', async () => {
    const notRedis = launchServer({ DATA_DIR: dataDir, REDIS_URL: 'http://127.0.0.1:6379' });
    expect(await notRedis.exited).toBe(1);
    expect(notRedis.output()).toContain('REDIS_URL must start with redis:// or rediss://');
    // Port 1: nothing answers there.
    const server = launchServer({ DATA_DIR: dataDir, PORT: String(await freePort()), REDIS_URL: 'redis://127.0.0.1:1' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Redis at redis://127.0.0.1:1 (REDIS_URL) is not reachable');
    expect(server.output()).toContain('unset REDIS_URL to keep rate limits in memory');
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`answers, then on ${signal} finishes and exits 0 with the database closed`, async () => {
      // No web build here, whatever apps/web/dist holds: the root then says the API is running.
      const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', WEB_DIST_DIR: `${dataDir}/no-web-build` });
      const root = await fetch(`${server.baseUrl}/`);
      expect(root.status).toBe(200);
      expect(await root.text()).toContain('The API is running');
      server.child.kill(signal);
      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).toContain('shutting down');
      // A clean close checkpoints and removes SQLite's write-ahead log.
      expect(existsSync(join(dataDir, 'kitsmith.sqlite-wal'))).toBe(false);
    });
  }

  it("starts with only the environment it is given, not the test's own", async () => {
    const own = { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL };
    // Settings of the test process that would send the server elsewhere if they leaked into it.
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/nowhere';
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    try {
      const env = serverEnvironment({ DATA_DIR: dataDir });
      expect(env).not.toHaveProperty('DATABASE_URL');
      expect(env).not.toHaveProperty('REDIS_URL');
      expect(env).toMatchObject({ DATA_DIR: dataDir, NODE_ENV: 'test', PATH: process.env.PATH });
      const server = await spawnServer({ DATA_DIR: dataDir, WEB_DIST_DIR: `${dataDir}/no-web-build` });
      expect((await fetch(`${server.baseUrl}/v1/health`)).status).toBe(200);
      await server.stop();
    } finally {
      for (const [name, value] of Object.entries(own)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
