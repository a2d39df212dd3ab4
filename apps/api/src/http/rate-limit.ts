import type { Context } from 'koa';
import { ApiError, tooManyRequests } from './errors.ts';

export interface RateLimitRule {
  /** Requests allowed per key within the window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Requests still allowed in the current window (after this one). */
  remaining: number;
  /** 0 when allowed; otherwise how long until the oldest counted request leaves the window. */
  retryAfterSeconds: number;
}

/** What routes and services use, whichever store counts behind it. */
export interface RateLimiter {
  /** Counts one request for `key`; rejects with a 429 (Retry-After) when the key is over its limit. */
  consume(key: string): Promise<void>;
  /** Rejects with a 429 (Retry-After) when `key` has used up its limit, without counting anything (see `limitFailures`). */
  check(key: string): Promise<void>;
  /** Forgets one key, or every key of this limiter. */
  reset(key?: string): Promise<void>;
}

/**
 * Where the counts live: `memoryRateLimits` (this process) or
 * `redisRateLimits` (http/redis-rate-limit.ts, shared by every API instance on
 * the same Redis). A limiter's `name` keeps its keys apart from other limiters'.
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  limiter(name: string, rule: RateLimitRule): RateLimiter;
  /** Releases the store's connection (a no-op in memory). */
  close(): Promise<void>;
  /** Whether the shared store answers (readiness); absent when it is this process's memory. */
  ping?(): Promise<void>;
}

export interface SlidingWindowOptions {
  /** Injectable clock (the app passes `config.now`, so tests can move time). */
  now?: () => Date;
  /** Upper bound on tracked keys, so a flood of distinct keys cannot exhaust memory. */
  maxKeys?: number;
}

export interface SlidingWindow {
  /** Counts one request for `key` (only when allowed) and says whether it may go ahead. */
  hit(key: string): RateLimitResult;
  /** Whether a request for `key` may go ahead now, counting nothing. */
  peek(key: string): RateLimitResult;
  reset(key?: string): void;
}

export function checkRule(rule: RateLimitRule): void {
  if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new Error('rate limit must be a whole number of at least 1');
  if (!(rule.windowMs > 0)) throw new Error('rate limit window must be positive');
}

/**
 * An in-memory sliding-window log: for each key, the times of the requests
 * still inside the window (at most `limit` of them, so memory stays small).
 * Exact at window edges, unlike a fixed window. State lives in this process
 * only; `redisRateLimits` shares counts between instances.
 */
export function createSlidingWindow(rule: RateLimitRule, options: SlidingWindowOptions = {}): SlidingWindow {
  checkRule(rule);
  const now = options.now ?? (() => new Date());
  const maxKeys = options.maxKeys ?? 50_000;
  const hits = new Map<string, number[]>();

  const live = (times: number[], at: number): number[] => times.filter((time) => time > at - rule.windowMs);

  const sweep = (at: number): void => {
    for (const [key, times] of hits) {
      const kept = live(times, at);
      if (kept.length === 0) hits.delete(key);
      else hits.set(key, kept);
    }
    // Still too many: drop the keys seen longest ago (Map keeps insertion order).
    for (const key of hits.keys()) {
      if (hits.size < maxKeys) break;
      hits.delete(key);
    }
  };

  const refused = (times: number[], at: number): RateLimitResult => {
    const oldest = times[0] ?? at;
    return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - at) / 1000)) };
  };

  return {
    hit(key) {
      const at = now().getTime();
      const times = live(hits.get(key) ?? [], at);
      if (times.length >= rule.limit) {
        hits.set(key, times);
        return refused(times, at);
      }
      if (!hits.has(key) && hits.size >= maxKeys) sweep(at);
      times.push(at);
      hits.delete(key);
      hits.set(key, times);
      return { allowed: true, remaining: rule.limit - times.length, retryAfterSeconds: 0 };
    },
    peek(key) {
      const at = now().getTime();
      const times = live(hits.get(key) ?? [], at);
      return times.length >= rule.limit ? refused(times, at) : { allowed: true, remaining: rule.limit - times.length, retryAfterSeconds: 0 };
    },
    reset(key) {
      if (key === undefined) hits.clear();
      else hits.delete(key);
    },
  };
}

/** A sliding window behind the async `RateLimiter` interface. */
export function memoryRateLimiter(rule: RateLimitRule, options: SlidingWindowOptions = {}): RateLimiter {
  const window = createSlidingWindow(rule, options);
  return {
    consume(key) {
      const result = window.hit(key);
      return result.allowed ? Promise.resolve() : Promise.reject(tooManyRequests(result.retryAfterSeconds));
    },
    check(key) {
      const result = window.peek(key);
      return result.allowed ? Promise.resolve() : Promise.reject(tooManyRequests(result.retryAfterSeconds));
    },
    reset(key) {
      window.reset(key);
      return Promise.resolve();
    },
  };
}

/**
 * Counts in this process, on the app's clock (the default: one API instance).
 * Asking twice for the same name gives the same limiter, as Redis would.
 */
export function memoryRateLimits(options: SlidingWindowOptions = {}): RateLimitStore {
  const limiters = new Map<string, { rule: RateLimitRule; limiter: RateLimiter }>();
  return {
    kind: 'memory',
    limiter(name, rule) {
      const known = limiters.get(name);
      if (known) {
        if (known.rule.limit !== rule.limit || known.rule.windowMs !== rule.windowMs) {
          throw new Error(`rate limiter "${name}" already exists with another rule`);
        }
        return known.limiter;
      }
      const limiter = memoryRateLimiter(rule, options);
      limiters.set(name, { rule, limiter });
      return limiter;
    },
    close: () => Promise.resolve(),
  };
}

const isRateLimited = (error: unknown): boolean => error instanceof ApiError && error.status === 429;

/**
 * Runs `attempt` and counts it against `limiter` under every key only when it
 * fails with a client error (a wrong password, an address that is taken):
 * once a key has failed `limit` times in the window, the next attempt is
 * refused with 429 before it runs, while attempts that succeed cost nothing.
 * So one client cannot try password after password on many accounts, or
 * address after address, yet a busy office behind one address is not held up
 * by its own successful sign-ins.
 */
export async function limitFailures<T>(limiter: RateLimiter, keys: readonly string[], attempt: () => Promise<T>): Promise<T> {
  for (const key of keys) await limiter.check(key);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && !isRateLimited(error)) {
      // The failure that reaches the limit is still answered as itself; the next attempt gets the 429.
      await Promise.all(
        keys.map((key) =>
          limiter.consume(key).catch((counted: unknown) => {
            if (!isRateLimited(counted)) throw counted;
          }),
        ),
      );
    }
    throw error;
  }
}

/** The caller's address as Koa sees it (`X-Forwarded-For` is honoured because the app runs with `proxy: true`). */
export const clientIp = (ctx: Context): string => ctx.ip || 'unknown';
