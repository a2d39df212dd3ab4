// The bench's server process: a bare Koa hello-world (the baseline), a bare Koa route
// inserting each request's body into a scratch table of the app's database through knex
// (the update's baseline) and the real app on a fresh SQLite file, all on 127.0.0.1 with ephemeral ports, plus two
// users on an unlimited plan; and the app again on a second file holding CROWDED_PROJECTS projects of other users. Reports its addresses and tokens to the parent
// over IPC; the parent measures from its own process and then stops this one.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import pino from 'pino';
import { createApp } from '../src/app.ts';
import { issueAccessToken } from '../src/auth/access-token.ts';
import { loadConfig } from '../src/config.ts';
import { connect, type Db } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Deps } from '../src/deps.ts';
import { memoryRateLimits } from '../src/http/rate-limit.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { newDesign } from '../src/projects/design.ts';
import { CROWDED_PROJECTS, type BenchServerReady } from './bench-protocol.ts';

function listen(app: Koa): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function seedUser(db: Db, deps: Deps, label: string): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db('users').insert({ id, email: `${label}-${id.slice(0, 8)}@bench.local`, full_name: `Bench ${label}`, subscription_plan: 'enterprise', created_at: now, updated_at: now });
  return `Bearer ${await issueAccessToken(deps.config, id)}`;
}

/** CROWDED_PROJECTS projects spread over 100 other users (default design, dates a minute apart), inserted directly. */
async function seedCrowd(db: Db): Promise<void> {
  const owners: string[] = [];
  const now = Date.now();
  for (let i = 0; i < 100; i += 1) {
    const id = randomUUID();
    const at = new Date(now).toISOString();
    owners.push(id);
    await db('users').insert({ id, email: `crowd-${i}-${id.slice(0, 8)}@bench.local`, full_name: `Crowd ${i}`, subscription_plan: 'enterprise', created_at: at, updated_at: at });
  }
  const config = JSON.stringify(newDesign());
  const rows = Array.from({ length: CROWDED_PROJECTS }, (_, i) => {
    const at = new Date(now - (CROWDED_PROJECTS - i) * 60_000).toISOString();
    return {
      id: randomUUID(),
      user_id: owners[i % owners.length],
      name: `Crowd project ${i + 1}`,
      description: 'Someone else’s project',
      config,
      tags: '[]',
      created_at: at,
      updated_at: at,
    };
  });
  await db.batchInsert('projects', rows, 50);
}

// As `npm start` runs it, except that the log lines go to /dev/null rather than a terminal.
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const dataDirs: string[] = [];
const dbs: Db[] = [];

/** The real app on a fresh SQLite file. */
async function startApi(): Promise<{ server: Server; db: Db; deps: Deps }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kitsmith-bench-'));
  dataDirs.push(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: logLevel, JWT_SECRET: 'bench-secret-bench-secret-bench-secret' });
  const logger = pino({ level: config.logLevel }, pino.destination({ dest: '/dev/null', sync: false }));
  const db = connect({ dataDir });
  dbs.push(db);
  await migrate(db);
  const deps: Deps = { db, config, logger, mailer: createMailer({ db, logger, smtpUrl: undefined }), rateLimits: memoryRateLimits({ now: config.now }) };
  return { server: await listen(createApp(deps)), db, deps };
}

const bare = new Koa();
bare.use((ctx) => {
  ctx.body = 'Hello World';
});
const bareServer = await listen(bare);
const api = await startApi();

/** What a write costs with nothing but Koa and knex around it: the body, read as text, stored as a new row. */
await api.db.schema.createTable('bench_scratch', (table) => {
  table.string('id', 36).primary();
  table.text('body').notNullable();
});
const bareInsert = new Koa();
bareInsert.use(async (ctx) => {
  let body = '';
  for await (const chunk of ctx.req) body += String(chunk);
  await api.db('bench_scratch').insert({ id: randomUUID(), body });
  ctx.body = { success: true };
});
const bareInsertServer = await listen(bareInsert);
const crowded = await startApi();
await seedCrowd(crowded.db);

const ready: BenchServerReady = {
  type: 'ready',
  bareUrl: urlOf(bareServer),
  bareInsertUrl: urlOf(bareInsertServer),
  apiUrl: urlOf(api.server),
  readerAuth: await seedUser(api.db, api.deps, 'reader'),
  writerAuth: await seedUser(api.db, api.deps, 'writer'),
  crowdedApiUrl: urlOf(crowded.server),
  crowdedReaderAuth: await seedUser(crowded.db, crowded.deps, 'crowded-reader'),
  logLevel,
};
process.send?.(ready);

async function stop(): Promise<void> {
  for (const server of [bareServer, bareInsertServer, api.server, crowded.server]) {
    server.closeAllConnections();
    server.close();
  }
  for (const db of dbs) await db.destroy();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
