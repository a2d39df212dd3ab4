import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createUser, describeEachRateLimitStore, type TestApp } from '../test-support/test-app.ts';
import { GENERATE_RATE_LIMIT } from './routes.ts';

/** The per-user limit on POST /generate counts in the shared store: two API instances on one Redis give one allowance. */
describeEachRateLimitStore('generate: the per-user rate limit across instances', (limits) => {
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  beforeAll(async () => {
    first = await createTestApp('sqlite', { rateLimits: await limits().open() });
    // A second instance: its own app on the same store (the same user id, as one database would have it).
    second = await createTestApp('sqlite', { rateLimits: await limits().open() });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it(`shares ${GENERATE_RATE_LIMIT.limit} requests a minute between instances, per user`, async () => {
    if (!first || !second) throw new Error('apps not ready');
    const a = first;
    const b = second;
    const user = await createUser(a);
    await b.db('users').insert(await a.db('users').where({ id: user.id }).first());
    const body = { input: { brandColors: ['#0f766e'], count: 1 } };
    for (let index = 0; index < GENERATE_RATE_LIMIT.limit; index += 1) {
      const app = index % 2 === 0 ? a : b;
      expect((await app.request.post('/v1/generate').set(user.auth).send(body)).status).toBe(200);
    }
    for (const app of [a, b]) {
      const limited = await app.request.post('/v1/generate').set(user.auth).send(body);
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
    }
    const other = await createUser(b);
    expect((await b.request.post('/v1/generate').set(other.auth).send(body)).status).toBe(200);
  });
});
