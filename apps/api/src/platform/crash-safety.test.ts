// Crash safety: the real server process is killed (SIGKILL, no shutdown code
// runs) during a burst of writes; every write it acknowledged must be in the
// database afterwards, and the database must open, migrate and serve again.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../auth/access-token.ts';
import { loadConfig } from '../config.ts';
import { connect, type Db } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { createPostgresDatabase, spawnServer, type ServerProcess } from './spawn-server.ts';

const JWT_SECRET = 'crash-safety-secret-crash-safety-secret';
const WRITERS = 16;
/** Kill once this many writes are acknowledged, with the other writers' requests still in flight. */
const KILL_AFTER_ACKS = 150;

const adminUrl = process.env.TEST_DATABASE_URL;
const postgresSkip = adminUrl ? undefined : 'no TEST_DATABASE_URL (a PostgreSQL server to create test databases on)';
if (postgresSkip && process.env.KITSMITH_REQUIRE_POSTGRES === '1') {
  throw new Error(`KITSMITH_REQUIRE_POSTGRES=1 but ${postgresSkip}`);
}

interface Target {
  env: Record<string, string>;
  open: () => Db;
  cleanup: () => Promise<void>;
}

async function sqliteTarget(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kitsmith-crash-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => connect({ dataDir }),
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const database = await createPostgresDatabase(adminUrl, 'kitsmith_crash');
  const dataDir = mkdtempSync(join(tmpdir(), 'kitsmith-crash-pg-'));
  return {
    env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
    open: () => connect({ databaseUrl: database.url }),
    cleanup: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A user on an unlimited plan, made straight in the database, and a bearer token the server accepts. */
async function seedUser(target: Target): Promise<{ id: string; authorization: string }> {
  const db = target.open();
  try {
    await migrate(db);
    const id = randomUUID();
    const now = new Date().toISOString();
    await db('users').insert({ id, email: `crash-${id.slice(0, 8)}@example.com`, full_name: 'Crash Test', subscription_plan: 'enterprise', created_at: now, updated_at: now });
    const config = loadConfig({ JWT_SECRET, DATA_DIR: target.env.DATA_DIR ?? tmpdir() });
    return { id, authorization: `Bearer ${await issueAccessToken(config, id)}` };
  } finally {
    await db.destroy();
  }
}

interface Burst {
  acknowledged: string[];
  inFlightAtKill: number;
  killedBy: NodeJS.Signals | number | null;
}

/** WRITERS loops of POST /v1/projects until KILL_AFTER_ACKS are acknowledged, however long that takes; then SIGKILL while requests are in flight. */
async function writeAndKill(server: ServerProcess, authorization: string): Promise<Burst> {
  const acknowledged: string[] = [];
  let inFlight = 0;
  let inFlightAtKill = -1;
  let killed = false;
  const kill = () => {
    if (killed) return;
    killed = true;
    inFlightAtKill = inFlight;
    server.child.kill('SIGKILL');
  };
  const writer = async (writerIndex: number) => {
    for (let n = 0; !killed; n += 1) {
      inFlight += 1;
      try {
        const response = await fetch(`${server.baseUrl}/v1/projects`, {
          method: 'POST',
          headers: { Authorization: authorization, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Crash ${writerIndex}-${n}`, description: 'written during a crash test' }),
          signal: AbortSignal.timeout(10_000),
        });
        const body = (await response.json()) as { success: boolean; data?: { id?: unknown } };
        if (response.ok && typeof body.data?.id === 'string') acknowledged.push(body.data.id);
        else if (!killed) throw new Error(`POST /v1/projects answered ${response.status}: ${JSON.stringify(body)}`);
      } catch (error) {
        // Only failures caused by the kill are expected; anything else before it is a real failure.
        if (!killed) throw error;
      } finally {
        inFlight -= 1;
      }
      if (acknowledged.length >= KILL_AFTER_ACKS) kill();
    }
  };
  try {
    await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
  } finally {
    kill();
  }
  return { acknowledged, inFlightAtKill, killedBy: await server.exited };
}

const variants = [
  { kind: 'sqlite', skip: undefined, target: sqliteTarget },
  { kind: 'postgres', skip: postgresSkip, target: postgresTarget },
] as const;

for (const { kind, skip, target: makeTarget } of variants) {
  describe.skipIf(skip !== undefined)(`crash safety [${kind}]${skip ? ` (skipped: ${skip})` : ''}`, () => {
    let target: Target | undefined;
    const children: ChildProcess[] = [];

    afterEach(async () => {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await target?.cleanup();
    });

    it('keeps every acknowledged write when the server is killed mid-burst, and opens cleanly after', { timeout: 90_000 }, async () => {
      target = await makeTarget();
      const user = await seedUser(target);
      const server = await spawnServer({ ...target.env, JWT_SECRET });
      children.push(server.child);

      const burst = await writeAndKill(server, user.authorization);
      expect(burst.killedBy).toBe('SIGKILL');
      expect(burst.acknowledged.length, server.output()).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(burst.inFlightAtKill, 'the kill must land while writes are in flight').toBeGreaterThan(0);
      if (kind === 'sqlite') {
        // An unclean stop: the write-ahead log is still there for recovery to replay.
        expect(existsSync(join(target.env.DATA_DIR ?? '', 'kitsmith.sqlite-wal'))).toBe(true);
      }

      const db = target.open();
      try {
        await migrate(db);
        if (kind === 'sqlite') {
          const [check] = (await db.raw('pragma integrity_check')) as { integrity_check: string }[];
          expect(check?.integrity_check).toBe('ok');
        }
        const stored = new Set<string>();
        for (let i = 0; i < burst.acknowledged.length; i += 500) {
          const rows = (await db('projects').whereIn('id', burst.acknowledged.slice(i, i + 500)).select('id')) as { id: string }[];
          for (const row of rows) stored.add(row.id);
        }
        const lost = burst.acknowledged.filter((id) => !stored.has(id));
        expect(lost, `${lost.length} of ${burst.acknowledged.length} acknowledged writes were lost`).toEqual([]);
      } finally {
        await db.destroy();
      }

      // The server starts again on the same database and serves what was written.
      const again = await spawnServer({ ...target.env, JWT_SECRET });
      children.push(again.child);
      const list = await fetch(`${again.baseUrl}/v1/projects?page_size=1`, { headers: { Authorization: user.authorization } });
      const body = (await list.json()) as { data: { total: number } };
      expect(list.status).toBe(200);
      expect(body.data.total).toBeGreaterThanOrEqual(burst.acknowledged.length);
      again.child.kill('SIGTERM');
      expect(await again.exited, again.output()).toBe(0);
    });
  });
}
