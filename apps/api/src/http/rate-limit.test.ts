import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { createRateLimiter } from './rate-limit.ts';

function clock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('createRateLimiter (sliding window)', () => {
  it('allows `limit` hits per window, then refuses with the wait until the oldest leaves the window', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 }, { now: time.now });
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
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 }, { now: time.now });
    limiter.hit('k');
    for (let index = 0; index < 50; index += 1) limiter.hit('k');
    time.advance(1000);
    expect(limiter.hit('k').allowed).toBe(true);
  });

  it('consume throws a 429 ApiError carrying Retry-After', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 90_500 }, { now: time.now });
    limiter.consume('k');
    try {
      limiter.consume('k');
      expect.unreachable('the second hit should be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(429);
      expect((error as ApiError).headers).toEqual({ 'Retry-After': '91' });
    }
  });

  it('reset forgets one key or all', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
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
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, { now: time.now, maxKeys: 100 });
    for (let index = 0; index < 1000; index += 1) expect(limiter.hit(`key-${index}`).allowed).toBe(true);
    // The newest keys are still tracked.
    expect(limiter.hit('key-999').allowed).toBe(false);
  });

  it('rejects nonsense rules', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1000 })).toThrow();
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow();
  });
});
