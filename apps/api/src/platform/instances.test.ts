// Two built API processes (`node apps/api/dist/server.js`, as an operator runs them) on one
// PostgreSQL database and one Redis, with one user going back and forth between them: what
// one instance writes or counts, the other sees.
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicProjectCache } from '../projects/public-cache.ts';
import { createPostgresDatabase, ensureBuiltServer, spawnServer, type PostgresDatabase, type ServerProcess } from './spawn-server.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [!databaseUrl && 'TEST_DATABASE_URL', !redisUrl && 'TEST_REDIS_URL'].filter(Boolean).join(' and ');
if (missing && (process.env.KITSMITH_REQUIRE_POSTGRES === '1' || process.env.KITSMITH_REQUIRE_REDIS === '1')) {
  throw new Error(`two instances need PostgreSQL and Redis, but ${missing} is not set`);
}

/** This run's client address (the instances trust X-Forwarded-For, as behind a load balancer): rate limit keys no other run shares. */
const clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

interface Answer {
  status: number;
  body: { success: boolean; data?: Record<string, unknown>; error?: { code: string } };
}

async function call(server: ServerProcess, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}/v1${path}`, {
    method,
    headers: {
      'x-forwarded-for': clientAddress,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** Asks until `accept` holds or `withinMs` passes; answers the last answer and when it was accepted. */
async function poll(ask: () => Promise<Answer>, accept: (answer: Answer) => boolean, withinMs: number): Promise<{ answer: Answer; afterMs: number }> {
  const started = Date.now();
  for (;;) {
    const answer = await ask();
    const afterMs = Date.now() - started;
    if (accept(answer) || afterMs > withinMs) return { answer, afterMs };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A sign-in whose body arrives in two parts: the request is in flight once the first is
 * sent (its handler waits for the rest); `finish` sends the rest. Answers the status.
 */
function slowSignIn(server: ServerProcess, email: string): { sent: Promise<void>; finish: () => void; status: Promise<number> } {
  const body = JSON.stringify({ email, password: 'wrong password' });
  const outgoing = request(`${server.baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': clientAddress },
  });
  const status = new Promise<number>((resolve, reject) => {
    outgoing.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.once('error', reject);
  });
  const sent = new Promise<void>((resolve) => outgoing.write(body.slice(0, 10), () => resolve()));
  return { sent, finish: () => outgoing.end(body.slice(10)), status };
}

describe.skipIf(missing !== '')(`two API instances on one PostgreSQL and one Redis${missing ? ` (skipped: no ${missing})` : ''}`, () => {
  let database: PostgresDatabase;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  const email = `instances-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';

  beforeAll(async () => {
    ensureBuiltServer();
    database = await createPostgresDatabase(databaseUrl ?? '', 'kitsmith_instances');
    dataDir = mkdtempSync(join(tmpdir(), 'kitsmith-instances-'));
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl ?? '',
      JWT_SECRET: 'one-secret-for-every-instance-0123456789',
      TRUST_PROXY: '1',
      BILLING: 'sandbox',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    };
    // One after the other: both would otherwise migrate the new database at once.
    a = await spawnServer(shared, { built: true });
    b = await spawnServer(shared, { built: true });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (redisUrl) {
      // This run's rate limit counts, keyed on its own client address.
      const redis = new Redis(redisUrl);
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `kitsmith:rate-limit:*${clientAddress}*`, 'COUNT', 500);
          if (keys.length > 0) await redis.unlink(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    }
  });

  it('are both ready, each naming the database and Redis', async () => {
    for (const server of [a, b]) {
      expect((await call(server, 'GET', '/health/ready')).body).toEqual({ success: true, data: { status: 'ready', database: 'ok', redis: 'ok' } });
    }
  });

  it('serve one user alternately: sessions, edits, the public page and a billing webhook', async () => {
    // Registered on A, signed in on B, the session refreshed on A; the old refresh token, replayed on B, revokes the family.
    expect((await call(a, 'POST', '/auth/register', { body: { email, password, full_name: 'Two Instances' } })).status).toBe(201);
    const signedIn = await call(b, 'POST', '/auth/login', { body: { email, password } });
    expect(signedIn.status).toBe(200);
    const firstRefresh = signedIn.body.data?.refresh_token as string;
    const refreshed = await call(a, 'POST', '/auth/refresh', { body: { refresh_token: firstRefresh } });
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.data?.access_token as string;
    expect((await call(b, 'GET', '/users/profile', { token })).body.data).toMatchObject({ email });

    // A public project made on B, read publicly on A (which caches it), renamed on B: A shows the new name within the cache's bound.
    const created = await call(b, 'POST', '/projects', { token, body: { name: 'Before', is_public: true } });
    expect(created.status).toBe(201);
    const id = created.body.data?.id as string;
    expect((await call(a, 'GET', `/projects/${id}/public`)).body.data).toMatchObject({ name: 'Before' });
    expect((await call(b, 'PUT', `/projects/${id}`, { token, body: { name: 'After' } })).status).toBe(200);
    const bound = PublicProjectCache.FRESH_MS + 1_000;
    const seen = await poll(() => call(a, 'GET', `/projects/${id}/public`), (answer) => answer.body.data?.name === 'After', bound);
    expect(seen.answer.body.data?.name, `A still showed the old name after ${seen.afterMs} ms`).toBe('After');
    expect(seen.afterMs).toBeLessThanOrEqual(bound);

    // Pro bought through A (its sandbox checkout, whose webhook A applies); B grants it.
    const subscribe = await call(a, 'POST', '/billing/subscribe', { token, body: { plan: 'pro' } });
    expect(subscribe.status, JSON.stringify(subscribe.body)).toBe(201);
    const checkoutUrl = subscribe.body.data?.checkout_url as string;
    expect(checkoutUrl.startsWith(a.baseUrl)).toBe(true);
    const paid = await fetch(`${checkoutUrl}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
      redirect: 'manual',
    });
    expect(paid.status, await paid.text()).toBe(303);
    const granted = await poll(() => call(b, 'GET', '/billing/subscription', { token }), (answer) => answer.body.data?.plan === 'pro', 10_000);
    expect(granted.answer.body.data).toMatchObject({ plan: 'pro', subscription: { status: 'active' } });

    // A refresh token used once is spent on every instance: replaying it on B revokes the family.
    expect((await call(b, 'POST', '/auth/refresh', { body: { refresh_token: firstRefresh } })).status).toBe(401);
  });

  it('count rate limits across both instances (Redis)', async () => {
    // Sign-in attempts for one address and e-mail: 10 per 15 minutes, wherever they land.
    const attempts: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      attempts.push((await call(server, 'POST', '/auth/login', { body: { email: `nobody-${email}`, password: 'wrong password' } })).status);
    }
    expect(attempts.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
    expect(attempts[10]).toBe(429);
    // B refused the 11th; A refuses the next one too.
    expect((await call(a, 'POST', '/auth/login', { body: { email: `nobody-${email}`, password: 'wrong password' } })).status).toBe(429);
  });

  it('finish a request in flight on SIGTERM, then exit 0', async () => {
    const inFlight = slowSignIn(a, `drain-${email}`);
    await inFlight.sent;
    // Time for the server to read the headers and start the request.
    await new Promise((resolve) => setTimeout(resolve, 200));
    a.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(a.child.exitCode, 'A exited with a request in flight').toBeNull();
    inFlight.finish();
    // Answered in full (a wrong password), not cut off.
    expect(await inFlight.status).toBe(401);
    // Then gone at once: its kept-alive connections closed, not left to their 5 s timeout.
    const answered = Date.now();
    expect(await a.exited, a.output()).toBe(0);
    expect(Date.now() - answered).toBeLessThan(2_000);
    b.child.kill('SIGTERM');
    expect(await b.exited, b.output()).toBe(0);
  });
});
