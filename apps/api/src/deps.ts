import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { RateLimitStore } from './http/rate-limit.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every area's routes and services are built with. */
export interface Deps {
  db: Db;
  config: Config;
  logger: Logger;
  mailer: Mailer;
  /** Where rate limits count: memory, or Redis with REDIS_URL (see http/redis-rate-limit.ts). */
  rateLimits: RateLimitStore;
}
