import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimits, type RateLimitStore } from '../http/rate-limit.ts';
import { connectRedis, redisRateLimits } from '../http/redis-rate-limit.ts';
import { createTestApp, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';

describeEachDatabase('health and readiness', (app) => {
  it('answers /v1/health while the process is up', async () => {
    const response = await app().request.get('/v1/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('is ready when the database answers, and says rate limits use no Redis', async () => {
    const response = await app().request.get('/v1/health/ready');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ success: true, data: { status: 'ready', database: 'ok', redis: 'not used' } });
  });
});

/** A memory store that claims to be shared and fails its ping, as a Redis that stopped answering would. */
function unreachableRedis(): RateLimitStore {
  return { ...memoryRateLimits(), ping: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379')) };
}

describe('readiness when a dependency does not answer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('sqlite', { rateLimits: unreachableRedis() });
  });

  it('answers 503 NOT_READY naming Redis, and what did answer', async () => {
    const response = await app.request.get('/v1/health/ready');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      success: false,
      error: { code: 'NOT_READY', message: 'Not ready: Redis is not reachable.', details: { database: 'ok', redis: 'unreachable' } },
    });
    // The process itself is still up.
    expect((await app.request.get('/v1/health')).status).toBe(200);
  });

  it('names both when the database is gone too', async () => {
    await app.close();
    const response = await app.request.get('/v1/health/ready');
    expect(response.status).toBe(503);
    expect(response.body.error).toMatchObject({
      message: 'Not ready: the database and Redis are not reachable.',
      details: { database: 'unreachable', redis: 'unreachable' },
    });
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)(`readiness with Redis${redisUrl ? '' : ' (skipped: no TEST_REDIS_URL)'}`, () => {
  let app: TestApp;
  let store: RateLimitStore;
  beforeAll(async () => {
    const logger = pino({ level: 'silent' });
    store = redisRateLimits({ redis: await connectRedis(redisUrl ?? '', logger), logger });
    app = await createTestApp('sqlite', { rateLimits: store });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('pings the Redis the rate limits count in', async () => {
    const response = await app.request.get('/v1/health/ready');
    expect(response.body).toEqual({ success: true, data: { status: 'ready', database: 'ok', redis: 'ok' } });
  });
});
