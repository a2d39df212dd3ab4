import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { billingConfigFromEnv, billingEnvShape, type BillingConfig } from './billing/billing-config.ts';
import { aiConfigFromEnv, aiEnvShape, type AiConfig } from './generate/ai-config.ts';
import { publicOriginsVariable, resolvePublicOrigins } from './http/link-origin.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production'], { message: 'must be development, test or production' }).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('data'),
  PUBLIC_URL: z.string().url().optional(),
  PUBLIC_ORIGINS: publicOriginsVariable,
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  CORS_ORIGIN: z.string().default('http://localhost:5173'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z
    .string()
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).default('0'),
  ...billingEnvShape,
  ...aiEnvShape,
});

export interface Config {
  port: number;
  /** PostgreSQL when set; otherwise an SQLite file under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The site origin used in links (shareable links, e-mails) made outside a request, or for one that came in on an unlisted origin. */
  publicUrl: string;
  /** The origins a request's links may use, its own when listed (http/link-origin.ts): PUBLIC_URL's, then PUBLIC_ORIGINS. */
  publicOrigins: readonly string[];
  jwtSecret: Uint8Array;
  smtpUrl: string | undefined;
  corsOrigin: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Rate limits are counted in this Redis when set (several API instances share them); in memory otherwise. */
  redisUrl: string | undefined;
  /** Behind a load balancer: read the client address from X-Forwarded-For (rate limits key on it). */
  trustProxy: boolean;
  /** Injectable clock, so expiry can be tested. */
  now: () => Date;
  /** BILLING and CREEM_*; absent means the built-in sandbox with its defaults (tests). */
  billing?: BillingConfig;
  /** The OpenAI-compatible model that turns brand descriptions into preferences (AI_*); absent: descriptions are unavailable. */
  ai?: AiConfig | undefined;
}

/** A secret that survives restarts: from JWT_SECRET, else generated once into the data folder. */
function loadSecret(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** Reads the environment once, at start; a bad variable stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  let billing: BillingConfig;
  let ai: AiConfig | undefined;
  try {
    // NODE_ENV=production changes what must never be open by accident: billing is off without a key.
    billing = billingConfigFromEnv(e, e.NODE_ENV);
    ai = aiConfigFromEnv(e);
  } catch (error) {
    throw new Error(`Invalid environment: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const dataDir = resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    publicUrl,
    publicOrigins: resolvePublicOrigins({ publicUrl, listed: e.PUBLIC_ORIGINS, port: e.PORT, production: e.NODE_ENV === 'production', devServer: e.CORS_ORIGIN }),
    jwtSecret: loadSecret(dataDir, e.JWT_SECRET),
    smtpUrl: e.SMTP_URL,
    corsOrigin: e.CORS_ORIGIN,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    now: () => new Date(),
    billing,
    ai,
  };
}
