import { Redis } from 'ioredis';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { describeEachRateLimitStore, uniqueRedisKeyPrefix } from '../test-support/test-app.ts';
import { ApiError } from './errors.ts';
import { createSlidingWindow, limitFailures, memoryRateLimits, type RateLimiter } from './rate-limit.ts';
import { connectRedis, redisRateLimits } from './redis-rate-limit.ts';

function clock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('createSlidingWindow (the memory store\'s algorithm)', () => {
  it('allows `limit` hits per window, then refuses with the wait until the oldest leaves the window', () => {
    const time = clock();
    const limiter = createSlidingWindow({ limit: 3, windowMs: 60_000 }, { now: time.now });
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    time.advance(10_000);
    limiter.hit('a');
    time.advance(10_000);
    expect(limiter.hit('a').remaining).toBe(0);
    expect(limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 40 });
    expect(limiter.hit('b').allowed).toBe(true);

    time.advance(40_000); // the first hit leaves the window: one slot frees up
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toMatchObject({ allowed: false, retryAfterSeconds: 10 });
  });

  it('does not count refused hits, so a hammering caller is not locked out forever', () => {
    const time = clock();
    const limiter = createSlidingWindow({ limit: 1, windowMs: 1000 }, { now: time.now });
    limiter.hit('k');
    for (let index = 0; index < 50; index += 1) limiter.hit('k');
    time.advance(1000);
    expect(limiter.hit('k').allowed).toBe(true);
  });

  it('reset forgets one key or all', () => {
    const limiter = createSlidingWindow({ limit: 1, windowMs: 60_000 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.reset('a');
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(false);
    limiter.reset();
    expect(limiter.hit('b').allowed).toBe(true);
  });

  it('keeps memory bounded under a flood of distinct keys', () => {
    const time = clock();
    const limiter = createSlidingWindow({ limit: 1, windowMs: 60_000 }, { now: time.now, maxKeys: 100 });
    for (let index = 0; index < 1000; index += 1) expect(limiter.hit(`key-${index}`).allowed).toBe(true);
    // The newest keys are still tracked.
    expect(limiter.hit('key-999').allowed).toBe(false);
  });

  it('rejects nonsense rules', () => {
    expect(() => createSlidingWindow({ limit: 0, windowMs: 1000 })).toThrow();
    expect(() => createSlidingWindow({ limit: 1, windowMs: 0 })).toThrow();
  });
});

/** The 429 a consume rejected with, or undefined when it went ahead. */
async function refusal(limiter: RateLimiter, key: string): Promise<ApiError | undefined> {
  try {
    await limiter.consume(key);
    return undefined;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return error;
    throw error;
  }
}

/** A logger whose lines the test can read. */
function recordingLogger() {
  const lines: { level: number; msg: string; limiter?: string }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
  return { logger, lines };
}

describe('memoryRateLimits', () => {
  it('consume rejects with a 429 ApiError carrying Retry-After: the wait until the oldest request leaves the window', async () => {
    const time = clock();
    const limiter = memoryRateLimits({ now: time.now }).limiter('k', { limit: 1, windowMs: 90_500 });
    await limiter.consume('k');
    const refused = await refusal(limiter, 'k');
    expect(refused?.code).toBe('RATE_LIMITED');
    expect(refused?.headers).toEqual({ 'Retry-After': '91' });
    expect(refused?.message).toBe('Too many attempts. Try again in 91 seconds.');
  });

  it('gives the same limiter for the same name (as Redis shares it), and refuses one name with two rules', async () => {
    const store = memoryRateLimits();
    await store.limiter('x', { limit: 1, windowMs: 1000 }).consume('k');
    expect(await refusal(store.limiter('x', { limit: 1, windowMs: 1000 }), 'k')).toBeDefined();
    expect(() => store.limiter('x', { limit: 2, windowMs: 1000 })).toThrow(/another rule/);
  });
});

describeEachRateLimitStore('a rate limit store', (limits, kind) => {
  it('allows `limit` requests per key, then refuses with a 429 carrying Retry-After; other keys are not held up', async () => {
    const store = await limits().open();
    const limiter = store.limiter('contract-basic', { limit: 3, windowMs: 60_000 });
    for (let index = 0; index < 3; index += 1) expect(await refusal(limiter, 'a')).toBeUndefined();
    const refused = await refusal(limiter, 'a');
    expect(refused?.code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused?.headers['Retry-After']);
    // In memory the clock stood still: exactly the window. Redis's clock ran for a few milliseconds.
    if (limits().kind === 'memory') expect(retryAfter).toBe(60);
    else expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused?.message).toBe(`Too many attempts. Try again in ${retryAfter} seconds.`);
    expect(await refusal(limiter, 'b')).toBeUndefined();
  });

  it('opens again once the window has passed, even for a caller who kept trying', async () => {
    const store = await limits().open();
    const windowMs = 2000;
    const limiter = store.limiter('contract-window', { limit: 1, windowMs });
    expect(await refusal(limiter, 'k')).toBeUndefined();
    // Keep trying every 100 ms until a request goes ahead. Were refused attempts counted, the
    // window would keep sliding and the caller would never get back in.
    let waited = 0;
    let refused = 0;
    while (await refusal(limiter, 'k')) {
      refused += 1;
      if (waited >= 10 * windowMs) throw new Error(`still refused after ${refused} attempts ${waited} ms apart in total`);
      await limits().elapse(100);
      waited += 100;
    }
    // In memory the clock moves only here, so the window opens exactly on time; Redis's clock is real.
    if (limits().kind === 'memory') expect(waited).toBe(windowMs);
    expect(refused).toBeGreaterThan(0);
    expect(await refusal(limiter, 'k')).toBeDefined();
  });

  it('reset forgets one key or all of a limiter', async () => {
    const store = await limits().open();
    const limiter = store.limiter('contract-reset', { limit: 1, windowMs: 60_000 });
    const other = store.limiter('contract-reset-other', { limit: 1, windowMs: 60_000 });
    await limiter.consume('a');
    await limiter.consume('b');
    await other.consume('a');
    await limiter.reset('a');
    expect(await refusal(limiter, 'a')).toBeUndefined();
    expect(await refusal(limiter, 'b')).toBeDefined();
    await limiter.reset();
    expect(await refusal(limiter, 'b')).toBeUndefined();
    // Another limiter's keys are its own: neither shared nor reset.
    expect(await refusal(other, 'a')).toBeDefined();
  });

  it('check refuses a key that has used up its limit, counting nothing itself', async () => {
    const store = await limits().open();
    const limiter = store.limiter('contract-check', { limit: 2, windowMs: 60_000 });
    for (let index = 0; index < 10; index += 1) await limiter.check('k');
    await limiter.consume('k');
    await limiter.check('k');
    await limiter.consume('k');
    const refused = await limiter.check('k').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect(Number((refused as ApiError).headers['Retry-After'])).toBeGreaterThanOrEqual(1);
    await limiter.check('other');
  });

  it('limitFailures counts only attempts that fail with a client error, under every key, shared between instances', async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    const first = (await limits().open()).limiter('contract-failures', rule);
    const second = (await limits().open()).limiter('contract-failures', rule);
    const fail = () => Promise.reject(new ApiError(409, 'EMAIL_TAKEN', 'taken'));
    const succeed = () => Promise.resolve('ok');
    const outcome = (limiter: RateLimiter, keys: string[], attempt: () => Promise<string>) =>
      limitFailures(limiter, keys, attempt).then(
        (value) => value,
        (error: unknown) => (error instanceof ApiError ? error.status : 'bug'),
      );
    for (let index = 0; index < 5; index += 1) expect(await outcome(first, ['account:a', 'client:1'], succeed)).toBe('ok');
    expect(await outcome(first, ['account:a', 'client:1'], fail)).toBe(409);
    // A bug (not a client error) is not the caller's failure: it is not counted.
    await expect(limitFailures(second, ['account:a'], () => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
    expect(await outcome(second, ['account:b', 'client:1'], fail)).toBe(409);
    // client:1 has failed twice (through both instances): refused before the attempt runs, whatever the account.
    let ran = false;
    expect(
      await outcome(first, ['account:c', 'client:1'], () => {
        ran = true;
        return succeed();
      }),
    ).toBe(429);
    expect(ran).toBe(false);
    // account:a failed once: it may still try from elsewhere.
    expect(await outcome(second, ['account:a', 'client:2'], succeed)).toBe('ok');
  });

  it('shares counts between instances on the same store', async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    const first = (await limits().open()).limiter('contract-shared', rule);
    const second = (await limits().open()).limiter('contract-shared', rule);
    await first.consume('k');
    await second.consume('k');
    expect(await refusal(first, 'k')).toBeDefined();
    expect(await refusal(second, 'k')).toBeDefined();
  });

  if (kind === 'redis') {
    it('neither fails nor stops limiting when Redis goes away mid-run: it counts in this process and logs a warning', async () => {
      const { logger, lines } = recordingLogger();
      const store = await limits().open({ logger });
      const limiter = store.limiter('lost-redis', { limit: 2, windowMs: 60_000 });
      await limiter.consume('k');
      expect(lines).toEqual([]);
      await store.close(); // the connection is gone, as when Redis goes down
      expect(await refusal(limiter, 'k')).toBeUndefined();
      expect(await refusal(limiter, 'k')).toBeUndefined();
      expect(await refusal(limiter, 'k')).toBeDefined();
      expect(lines.filter((line) => line.level === 40 && line.limiter === 'lost-redis')).toHaveLength(3);
    });
  }
});

describe('the Redis store without a Redis server', () => {
  const unreachable = 'redis://127.0.0.1:1';

  it('refuses to start: connectRedis rejects with a message saying what to do', async () => {
    await expect(connectRedis(unreachable, pino({ level: 'silent' }))).rejects.toThrow(
      /^Redis at redis:\/\/127\.0\.0\.1:1 \(REDIS_URL\) is not reachable: .*ECONNREFUSED.*unset REDIS_URL/,
    );
  });

  it('hides the password in that message', async () => {
    await expect(connectRedis('redis://user:s3cret@127.0.0.1:1', pino({ level: 'silent' }))).rejects.toThrow(
      /redis:\/\/user:\*\*\*@127\.0\.0\.1:1 /,
    );
  });

  it('counts in this process when its commands fail, instead of turning a request into a 500', async () => {
    const { logger, lines } = recordingLogger();
    const redis = new Redis(unreachable, { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
    const store = redisRateLimits({ redis, logger, keyPrefix: uniqueRedisKeyPrefix() });
    try {
      const limiter = store.limiter('no-redis', { limit: 1, windowMs: 60_000 });
      expect(await refusal(limiter, 'k')).toBeUndefined();
      const refused = await refusal(limiter, 'k');
      expect(refused?.headers['Retry-After']).toBe('60');
      expect(await refusal(limiter, 'other')).toBeUndefined();
      expect(lines.filter((line) => line.level === 40)).toHaveLength(3);
      expect(lines[0]?.msg).toMatch(/counting this request in this process only/);
    } finally {
      await store.close();
    }
  });

  it('only takes windows of whole seconds', () => {
    const store = redisRateLimits({ redis: new Redis({ lazyConnect: true }), logger: pino({ level: 'silent' }) });
    expect(() => store.limiter('x', { limit: 1, windowMs: 1500 })).toThrow(/whole seconds/);
    expect(() => store.limiter('x', { limit: 0, windowMs: 1000 })).toThrow();
  });
});
