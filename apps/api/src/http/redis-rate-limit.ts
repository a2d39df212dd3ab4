import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors.ts';
import { checkRule, memoryRateLimiter, memoryRateLimits, type RateLimiter, type RateLimitStore } from './rate-limit.ts';

/** Where the API's counts live in Redis: `<prefix>:<limiter name>:<key>`. */
export const REDIS_KEY_PREFIX = 'kitsmith:rate-limit';

/** A Redis command that takes longer than this counts as failed (see `redisRateLimits`), so a login never waits on it. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** REDIS_URL without its password, for messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * Connects to REDIS_URL and checks it answers; rejects with a message a person
 * can act on when it does not (the server then does not start). Once
 * connected, the client reconnects on its own after a drop; the drop and the
 * recovery are logged once each.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    // While disconnected, commands fail at once instead of queueing: a login must not wait for Redis.
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 5000,
  });
  let lastError: Error | undefined;
  let connected = false;
  let down = false;
  redis.on('error', (error: Error) => {
    lastError = error;
    if (connected && !down) {
      down = true;
      logger.warn({ err: error, redis: redactRedisUrl(url) }, 'Redis connection lost: rate limits count in this process only until it is back');
    }
  });
  redis.on('ready', () => {
    if (down) logger.info({ redis: redactRedisUrl(url) }, 'Redis connection back: rate limits are shared again');
    down = false;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    // connect() only says the connection closed; the 'error' event before it says why.
    const reason = lastError ?? error;
    throw new Error(
      `Redis at ${redactRedisUrl(url)} (REDIS_URL) is not reachable: ${reason instanceof Error ? reason.message : String(reason)}. ` +
        'Start Redis, or unset REDIS_URL to keep rate limits in memory (enough for a single API instance).',
      { cause: error },
    );
  }
  connected = true;
  return redis;
}

export interface RedisRateLimitsOptions {
  /** A connected client (`connectRedis`); the store owns it and closes it. */
  redis: Redis;
  logger: Logger;
  /** Tests pass a unique one per run, so runs never share counts. */
  keyPrefix?: string;
}

/**
 * Counts in Redis through rate-limiter-flexible, shared by every API instance
 * on the same Redis. Its window is fixed, starting at a key's first request
 * (Redis's own clock; whole seconds), not sliding like the memory store's.
 *
 * When Redis fails mid-run (down, or slower than REDIS_COMMAND_TIMEOUT_MS), a
 * request is neither refused nor turned into a 500: it is counted by an
 * in-process sliding window with the same rule, and a warning is logged. So
 * during an outage each instance limits on its own (at worst the limit times
 * the number of instances), and sharing resumes when Redis answers again.
 */
export function redisRateLimits({ redis, logger, keyPrefix = REDIS_KEY_PREFIX }: RedisRateLimitsOptions): RateLimitStore {
  return {
    kind: 'redis',
    limiter(name, rule): RateLimiter {
      checkRule(rule);
      if (rule.windowMs % 1000 !== 0) throw new Error('a Redis rate limit window must be whole seconds');
      const prefix = `${keyPrefix}:${name}`;
      const shared = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: prefix,
        points: rule.limit,
        duration: rule.windowMs / 1000,
        rejectIfRedisNotReady: true,
      });
      const fallback = memoryRateLimiter(rule);
      return {
        async consume(key) {
          try {
            await shared.consume(key);
          } catch (error) {
            if (error instanceof RateLimiterRes) throw tooManyRequests(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
            logger.warn({ err: error, limiter: name }, 'rate limit store (Redis) failed: counting this request in this process only');
            await fallback.consume(key);
          }
        },
        async check(key) {
          let counted: RateLimiterRes | null;
          try {
            counted = await shared.get(key);
          } catch (error) {
            logger.warn({ err: error, limiter: name }, 'rate limit store (Redis) failed: checking this request in this process only');
            await fallback.check(key);
            return;
          }
          if (counted && counted.consumedPoints >= rule.limit) {
            throw tooManyRequests(Math.max(1, Math.ceil(counted.msBeforeNext / 1000)));
          }
        },
        async reset(key) {
          await fallback.reset(key);
          if (key !== undefined) {
            await shared.delete(key);
            return;
          }
          let cursor = '0';
          do {
            const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
            if (keys.length > 0) await redis.unlink(...keys);
            cursor = next;
          } while (cursor !== '0');
        },
      };
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      if (redis.status === 'ready') {
        await redis.quit().catch(() => redis.disconnect());
      } else {
        redis.disconnect();
      }
    },
  };
}

/** The app's store: Redis when REDIS_URL is set (rejecting when it does not answer), else memory on the app's clock. */
export async function openRateLimitStore(config: { redisUrl: string | undefined; now: () => Date }, logger: Logger): Promise<RateLimitStore> {
  if (!config.redisUrl) return memoryRateLimits({ now: config.now });
  const store = redisRateLimits({ redis: await connectRedis(config.redisUrl, logger), logger });
  logger.info({ redis: redactRedisUrl(config.redisUrl) }, 'rate limits are shared through Redis');
  return store;
}
