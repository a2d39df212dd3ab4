// The bench's server process: a bare Koa hello-world (the baseline) and the real
// app on a fresh SQLite file, both on 127.0.0.1 with ephemeral ports, plus two
// users on an unlimited plan. Reports its addresses and tokens to the parent
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
import type { BenchServerReady } from './bench-protocol.ts';

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

const dataDir = mkdtempSync(join(tmpdir(), 'kitsmith-bench-'));
// As `npm start` runs it, except that the log lines go to /dev/null rather than a terminal.
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: logLevel, JWT_SECRET: 'bench-secret-bench-secret-bench-secret' });
const logger = pino({ level: config.logLevel }, pino.destination({ dest: '/dev/null', sync: false }));
const db = connect({ dataDir });
await migrate(db);
const deps: Deps = { db, config, logger, mailer: createMailer({ db, logger, smtpUrl: undefined }), rateLimits: memoryRateLimits({ now: config.now }) };

const bare = new Koa();
bare.use((ctx) => {
  ctx.body = 'Hello World';
});
const bareServer = await listen(bare);
const apiServer = await listen(createApp(deps));

const ready: BenchServerReady = {
  type: 'ready',
  bareUrl: urlOf(bareServer),
  apiUrl: urlOf(apiServer),
  readerAuth: await seedUser(db, deps, 'reader'),
  writerAuth: await seedUser(db, deps, 'writer'),
  logLevel,
};
process.send?.(ready);

async function stop(): Promise<void> {
  bareServer.closeAllConnections();
  apiServer.closeAllConnections();
  bareServer.close();
  apiServer.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
