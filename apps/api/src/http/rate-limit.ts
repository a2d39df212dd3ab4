import type { Context } from 'koa';
import { tooManyRequests } from './errors.ts';

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

export interface RateLimiter {
  /** Counts one request for `key` (only when allowed) and says whether it may go ahead. */
  hit(key: string): RateLimitResult;
  /** `hit`, throwing a 429 with Retry-After when the key is over its limit. */
  consume(key: string): void;
  /** Forgets one key, or every key. */
  reset(key?: string): void;
}

export interface RateLimiterOptions {
  /** Injectable clock (the app passes `config.now`, so tests can move time). */
  now?: () => Date;
  /** Upper bound on tracked keys, so a flood of distinct keys cannot exhaust memory. */
  maxKeys?: number;
}

/**
 * An in-memory sliding-window log: for each key, the times of the requests
 * still inside the window (at most `limit` of them, so memory stays small).
 * Exact at window edges, unlike a fixed window. State lives in this process
 * only: with several API instances, put a shared store (Redis) behind the same
 * interface.
 */
export function createRateLimiter(rule: RateLimitRule, options: RateLimiterOptions = {}): RateLimiter {
  if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new Error('rate limit must be a whole number of at least 1');
  if (!(rule.windowMs > 0)) throw new Error('rate limit window must be positive');
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

  const hit = (key: string): RateLimitResult => {
    const at = now().getTime();
    const times = live(hits.get(key) ?? [], at);
    if (times.length >= rule.limit) {
      hits.set(key, times);
      const oldest = times[0] ?? at;
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((oldest + rule.windowMs - at) / 1000)) };
    }
    if (!hits.has(key) && hits.size >= maxKeys) sweep(at);
    times.push(at);
    hits.delete(key);
    hits.set(key, times);
    return { allowed: true, remaining: rule.limit - times.length, retryAfterSeconds: 0 };
  };

  return {
    hit,
    consume(key) {
      const result = hit(key);
      if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
    },
    reset(key) {
      if (key === undefined) hits.clear();
      else hits.delete(key);
    },
  };
}

/** The caller's address as Koa sees it (`X-Forwarded-For` is honoured because the app runs with `proxy: true`). */
export const clientIp = (ctx: Context): string => ctx.ip || 'unknown';
