import { randomUUID } from 'node:crypto';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe } from 'vitest';
import { createApp } from '../app.ts';
import { issueAccessToken } from '../auth/access-token.ts';
import type { Config } from '../config.ts';
import { connect, type Db } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import type { Deps } from '../deps.ts';
import { memoryRateLimits, type RateLimitStore } from '../http/rate-limit.ts';
import { connectRedis, redisRateLimits } from '../http/redis-rate-limit.ts';
import { createMailer } from '../mail/mailer.ts';
import { createPostgresDatabase } from '../platform/spawn-server.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

/** The origins a test app's links may use (its `publicOrigins`), PUBLIC_URL's first. */
export const TEST_LINK_ORIGINS = ['http://kitsmith.test', 'http://localhost:3000', 'http://127.0.0.1:3000', 'https://app.kitsmith.test'] as const;

export interface TestApp {
  kind: DatabaseKind;
  deps: Deps;
  db: Db;
  request: supertest.Agent;
  /** Moves the injected clock (tokens, expiry). */
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
}

const adminUrl = process.env.TEST_DATABASE_URL;

export interface TestAppOptions {
  /** Where the app's rate limits count (the caller closes it); by default a fresh memory store on the app's clock. */
  rateLimits?: RateLimitStore;
}

export async function createTestApp(kind: DatabaseKind = 'sqlite', options: TestAppOptions = {}): Promise<TestApp> {
  if (kind === 'postgres' && !adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const postgres = kind === 'postgres' && adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  const db = connect(postgres ? { databaseUrl: postgres.url } : { sqliteFile: ':memory:' });
  await migrate(db);
  const clock = {
    now: new Date('2026-11-21T12:00:00.000Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const config: Config = {
    port: 0,
    databaseUrl: postgres?.url,
    dataDir: '/nonexistent',
    publicUrl: 'http://kitsmith.test',
    // As a development server on port 3000 lists them (config.ts), and one behind a proxy: a test's request names
    // one of these in its Host (supertest's own, 127.0.0.1 on a random port, is unlisted: its links use publicUrl).
    publicOrigins: [...TEST_LINK_ORIGINS],
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-42'),
    smtpUrl: undefined,
    corsOrigin: 'http://localhost:5173',
    logLevel: 'silent',
    // Tests vary X-Forwarded-For to act as different visitors for the rate limits.
    trustProxy: true,
    redisUrl: undefined,
    now: () => clock.now,
  };
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const rateLimits = options.rateLimits ?? memoryRateLimits({ now: config.now });
  const deps: Deps = { db, config, logger, mailer: createMailer({ db, logger, smtpUrl: undefined }), rateLimits };
  const app = createApp(deps);
  return {
    kind,
    deps,
    db,
    request: supertest.agent(app.callback()),
    clock,
    close: async () => {
      await db.destroy();
      await postgres?.drop();
    },
  };
}

/** Which databases the storage suites run on here; PostgreSQL needs TEST_DATABASE_URL. */
function databaseKinds(): { kind: DatabaseKind; skip: string | undefined }[] {
  const postgresMissing = adminUrl ? undefined : 'no TEST_DATABASE_URL (a PostgreSQL server to create test databases on)';
  if (postgresMissing && process.env.KITSMITH_REQUIRE_POSTGRES === '1') {
    throw new Error(`KITSMITH_REQUIRE_POSTGRES=1 but ${postgresMissing}`);
  }
  return [
    { kind: 'sqlite', skip: undefined },
    { kind: 'postgres', skip: postgresMissing },
  ];
}

/**
 * Runs a suite once per database, each with a fresh migrated database and app.
 * Without PostgreSQL the second run is skipped and its title says why.
 */
export function describeEachDatabase(title: string, body: (app: () => TestApp) => void): void {
  for (const { kind, skip } of databaseKinds()) {
    describe.skipIf(skip !== undefined)(`${title} [${kind}]${skip ? ` (skipped: ${skip})` : ''}`, () => {
      let testApp: TestApp | undefined;
      beforeAll(async () => {
        testApp = await createTestApp(kind);
      });
      afterAll(async () => {
        await testApp?.close();
      });
      body(() => {
        if (!testApp) throw new Error('test app not ready');
        return testApp;
      });
    });
  }
}

export type RateLimitStoreKind = 'memory' | 'redis';

const testRedisUrl = process.env.TEST_REDIS_URL;

/** Shared rate limits under test: memory always, Redis (TEST_REDIS_URL) when there is one. */
export interface TestRateLimits {
  kind: RateLimitStoreKind;
  /**
   * A store on this suite's counts, as one more API instance would open it:
   * for Redis a new connection on the same key prefix (unique to the run, so
   * runs never collide); in memory the one store of this process.
   */
  open(options?: { logger?: pino.Logger }): Promise<RateLimitStore>;
  /** Lets `ms` pass: the injected clock in memory, real time in Redis (whose clock cannot be moved); for short steps of a poll. */
  elapse(ms: number): Promise<void>;
}

/** Which stores the rate limit suites run on here; Redis needs TEST_REDIS_URL. */
function rateLimitStoreKinds(): { kind: RateLimitStoreKind; skip: string | undefined }[] {
  const redisMissing = testRedisUrl ? undefined : 'no TEST_REDIS_URL (a Redis server for the shared rate limits)';
  if (redisMissing && process.env.KITSMITH_REQUIRE_REDIS === '1') {
    throw new Error(`KITSMITH_REQUIRE_REDIS=1 but ${redisMissing}`);
  }
  return [
    { kind: 'memory', skip: undefined },
    { kind: 'redis', skip: redisMissing },
  ];
}

/** A key prefix no other test run uses. */
export const uniqueRedisKeyPrefix = (): string => `kitsmith-test:${randomUUID().replace(/-/g, '').slice(0, 16)}`;

function createTestRateLimits(kind: RateLimitStoreKind): TestRateLimits & { close(): Promise<void> } {
  const silent = pino({ level: 'silent' });
  if (kind === 'memory') {
    let now = Date.UTC(2026, 10, 21, 12);
    const store = memoryRateLimits({ now: () => new Date(now) });
    return {
      kind,
      open: () => Promise.resolve(store),
      elapse: (ms) => {
        now += ms;
        return Promise.resolve();
      },
      close: () => store.close(),
    };
  }
  if (!testRedisUrl) throw new Error('TEST_REDIS_URL is not set');
  const redisUrl = testRedisUrl;
  const keyPrefix = uniqueRedisKeyPrefix();
  const opened: RateLimitStore[] = [];
  return {
    kind,
    open: async ({ logger = silent } = {}) => {
      const store = redisRateLimits({ redis: await connectRedis(redisUrl, logger), logger, keyPrefix });
      opened.push(store);
      return store;
    },
    elapse: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    close: async () => {
      // Leave nothing behind (the keys would expire anyway).
      const redis = await connectRedis(redisUrl, silent);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}:*`, 'COUNT', 500);
        if (keys.length > 0) await redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
      await redis.quit();
      await Promise.all(opened.map((store) => store.close()));
    },
  };
}

/**
 * Runs a suite once per rate limit store. Without Redis the second run is
 * skipped and its title says why; KITSMITH_REQUIRE_REDIS=1 makes that an error.
 */
export function describeEachRateLimitStore(
  title: string,
  body: (limits: () => TestRateLimits, kind: RateLimitStoreKind) => void,
): void {
  for (const { kind, skip } of rateLimitStoreKinds()) {
    describe.skipIf(skip !== undefined)(`${title} [${kind}]${skip ? ` (skipped: ${skip})` : ''}`, () => {
      let limits: (TestRateLimits & { close(): Promise<void> }) | undefined;
      beforeAll(() => {
        limits = createTestRateLimits(kind);
      });
      afterAll(async () => {
        await limits?.close();
      });
      body(() => {
        if (!limits) throw new Error('rate limits not ready');
        return limits;
      }, kind);
    });
  }
}

let userCounter = 0;

/** A user row and a valid access token for it, without going through the auth routes. */
export async function createUser(
  app: TestApp,
  fields: Partial<{ email: string; full_name: string; subscription_plan: string; is_demo: boolean; is_email_verified: boolean }> = {},
): Promise<{ id: string; email: string; token: string; auth: { Authorization: string } }> {
  userCounter += 1;
  const id = randomUUID();
  const email = fields.email ?? `user${userCounter}-${id.slice(0, 6)}@example.com`;
  const now = app.clock.now.toISOString();
  await app.db('users').insert({
    id,
    email,
    full_name: fields.full_name ?? `User ${userCounter}`,
    subscription_plan: fields.subscription_plan ?? 'free',
    is_demo: fields.is_demo ?? false,
    is_email_verified: fields.is_email_verified ?? false,
    created_at: now,
    updated_at: now,
  });
  const token = await issueAccessToken(app.deps.config, id);
  return { id, email, token, auth: { Authorization: `Bearer ${token}` } };
}
