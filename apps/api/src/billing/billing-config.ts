// No value from @kitsmith/contract here: config.ts loads this at start, and the contract brings
// every route schema and core with it (runtime.ts adds the catalogue's products on first use).
import type { PaidPlan } from '@kitsmith/contract';
import { z } from 'zod';

/**
 * Where billing goes: Creem's test or live API (`BILLING=creem`), the sandbox
 * built into this server (`BILLING=sandbox`), or nowhere (`BILLING=off`: plans
 * are shown, nothing is sold and nothing is granted).
 */
export type BillingMode = 'sandbox' | 'test' | 'prod' | 'off';

/** Where Creem (or the sandbox) sends webhooks. */
export const WEBHOOK_PATH = '/v1/webhooks/creem';

/** Where the sandbox is mounted; the SDK's `serverURL` is this path on the server's own address. */
export const SANDBOX_PATH = '/v1/creem-sandbox';

/** The `BILLING` variable's values. */
export const billingKinds = ['creem', 'sandbox', 'off'] as const;
export type BillingKind = (typeof billingKinds)[number];

/** The environment `NODE_ENV` names; unset means development. */
export type Environment = 'development' | 'test' | 'production';

/**
 * Who may call the sandbox's control routes (its state with every customer's
 * e-mail and license keys, reset, refunds, clock, faults): whoever sends
 * `Authorization: Bearer <SANDBOX_CONTROL_TOKEN>`; without a token, nobody, in
 * every environment.
 */
export type SandboxControl = { access: 'token'; token: string } | { access: 'closed' };

/** The SDK's backoff for 429 and 5xx answers (its `retryConfig`); kept well inside the 30 s request timeout. */
export interface ProviderRetry {
  initialInterval: number;
  maxInterval: number;
  exponent: number;
  maxElapsedTime: number;
}

export interface BillingConfig {
  mode: BillingMode;
  /** Creem's API key; undefined in sandbox mode (the sandbox makes its own). */
  apiKey: string | undefined;
  /** The webhook signing secret; in sandbox mode one is generated when unset. */
  webhookSecret: string | undefined;
  /**
   * Each paid plan's Creem product from CREEM_PRODUCT_*; a plan without one is shown but cannot be
   * bought, except in the sandbox, which sells the catalogue's product instead (`billingProducts`).
   */
  products: Record<PaidPlan, string | undefined>;
  providerRetry: ProviderRetry;
  /** Per call to Creem. */
  providerTimeoutMs: number;
  /** Sandbox only: Creem's webhook retry delays (30 s, 1 min, 5 min, 1 h) are multiplied by this; tests use a tiny factor. */
  sandboxRetryScale: number;
  /** Sandbox only: who may call its control routes. */
  sandboxControl: SandboxControl;
  /** NODE_ENV=production: the start line warns about a sandbox that gives plans away. */
  production: boolean;
}

export const DEFAULT_PROVIDER_RETRY: ProviderRetry = { initialInterval: 500, maxInterval: 4_000, exponent: 1.5, maxElapsedTime: 12_000 };
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

const productIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a Creem product id such as prod_6tW66i0oZM7w1qXReHJrwg');

/** The BILLING, CREEM_* and SANDBOX_CONTROL_TOKEN part of the environment (config.ts merges it into its schema). */
export const billingEnvShape = {
  BILLING: z.enum(billingKinds, { message: 'must be creem, sandbox or off' }).optional(),
  SANDBOX_CONTROL_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  CREEM_API_KEY: z.string().trim().min(1).optional(),
  CREEM_SERVER: z.enum(['test', 'prod'], { message: 'must be test or prod' }).optional(),
  CREEM_WEBHOOK_SECRET: z.string().trim().min(8, 'must be at least 8 characters').optional(),
  CREEM_PRODUCT_EARLYBIRD: productIdSchema.optional(),
  CREEM_PRODUCT_PRO: productIdSchema.optional(),
  CREEM_PRODUCT_ENTERPRISE: productIdSchema.optional(),
  CREEM_PRODUCT_LIFETIME: productIdSchema.optional(),
};
type BillingEnv = { [K in keyof typeof billingEnvShape]?: z.infer<(typeof billingEnvShape)[K]> };

const productVariables: Record<PaidPlan, keyof BillingEnv> = {
  earlybird: 'CREEM_PRODUCT_EARLYBIRD',
  pro: 'CREEM_PRODUCT_PRO',
  enterprise: 'CREEM_PRODUCT_ENTERPRISE',
  lifetime: 'CREEM_PRODUCT_LIFETIME',
};
const paidPlans = Object.keys(productVariables) as PaidPlan[];
/** The products CREEM_PRODUCT_* name, by plan (undefined where unset). */
const productsOf = (env: BillingEnv) =>
  Object.fromEntries(paidPlans.map((plan) => [plan, env[productVariables[plan]]])) as Record<PaidPlan, string | undefined>;

/** Creem's key prefixes: test keys `creem_test_`, live keys `creem_`. */
function serverOfKey(key: string): 'test' | 'prod' | undefined {
  if (key.startsWith('creem_test_')) return 'test';
  if (key.startsWith('creem_')) return 'prod';
  return undefined;
}

/** The sandbox's defaults: no products of its own configured (it sells the catalogue's). */
export function sandboxBillingConfig(overrides: Partial<BillingConfig> = {}): BillingConfig {
  return {
    mode: 'sandbox',
    apiKey: undefined,
    webhookSecret: undefined,
    products: productsOf({}),
    providerRetry: DEFAULT_PROVIDER_RETRY,
    providerTimeoutMs: DEFAULT_PROVIDER_TIMEOUT_MS,
    sandboxRetryScale: 1,
    sandboxControl: { access: 'closed' },
    production: false,
    ...overrides,
  };
}

/**
 * Billing from the environment. `BILLING` picks the mode; unset, it is
 * `creem` with CREEM_API_KEY, else `off` in production and `sandbox`
 * elsewhere, so a production server without a key never sells through the
 * sandbox by accident. Creem: CREEM_SERVER (or the key's prefix) picks test or
 * live, the prefix must match, and CREEM_WEBHOOK_SECRET is required. Sandbox:
 * the catalogue's product ids unless overridden (`billingProducts`); its control routes need
 * SANDBOX_CONTROL_TOKEN, and are refused without one. Throws a message naming the variable.
 */
export function billingConfigFromEnv(env: BillingEnv, environment: Environment = 'development'): BillingConfig {
  const production = environment === 'production';
  const sandbox = sandboxBillingConfig({ production });
  const kind: BillingKind = env.BILLING ?? (env.CREEM_API_KEY ? 'creem' : production ? 'off' : 'sandbox');
  if (kind === 'off') return { ...sandbox, mode: 'off', sandboxControl: { access: 'closed' } };
  if (kind === 'sandbox') {
    if (env.CREEM_API_KEY) {
      throw new Error('BILLING: sandbox simulates payments and does not use CREEM_API_KEY; unset CREEM_API_KEY, or set BILLING=creem to talk to Creem.');
    }
    const sandboxControl: SandboxControl = env.SANDBOX_CONTROL_TOKEN
      ? { access: 'token', token: env.SANDBOX_CONTROL_TOKEN }
      : { access: 'closed' };
    return { ...sandbox, webhookSecret: env.CREEM_WEBHOOK_SECRET, products: productsOf(env), sandboxControl };
  }
  if (!env.CREEM_API_KEY) {
    throw new Error('CREEM_API_KEY: required with BILLING=creem (Creem dashboard, Developers > API keys); or set BILLING=sandbox or BILLING=off.');
  }
  const keyServer = serverOfKey(env.CREEM_API_KEY);
  if (!keyServer) {
    throw new Error('CREEM_API_KEY: does not look like a Creem API key (creem_test_... for the test API, creem_... for the live one).');
  }
  const server = env.CREEM_SERVER ?? keyServer;
  if (server !== keyServer) {
    throw new Error(
      server === 'test'
        ? 'CREEM_API_KEY: CREEM_SERVER=test needs a test key (creem_test_...); this one is a live key.'
        : 'CREEM_API_KEY: CREEM_SERVER=prod needs a live key (creem_..., not creem_test_...); this one is a test key.',
    );
  }
  if (!env.CREEM_WEBHOOK_SECRET) {
    throw new Error('CREEM_WEBHOOK_SECRET: required with CREEM_API_KEY (Creem dashboard, Developers > Webhooks), or webhooks cannot be verified.');
  }
  return {
    ...sandbox,
    mode: server,
    apiKey: env.CREEM_API_KEY,
    webhookSecret: env.CREEM_WEBHOOK_SECRET,
    products: productsOf(env),
    sandboxControl: { access: 'closed' },
  };
}

/** The line the server logs at start: the billing mode, and where the sandbox is and who may control it. */
export function describeBillingMode(config: BillingConfig, publicUrl: string): { level: 'info' | 'warn'; message: string } {
  switch (config.mode) {
    case 'off':
      return {
        level: 'info',
        message: 'billing: off (BILLING=off, the default in production without CREEM_API_KEY): plans are shown, nothing can be bought; set BILLING=creem and CREEM_API_KEY to sell',
      };
    case 'test':
    case 'prod':
      return {
        level: 'info',
        message: `billing: creem (${config.mode === 'prod' ? 'live' : 'test'} API); point Creem's webhook at ${publicUrl}${WEBHOOK_PATH}`,
      };
    case 'sandbox': {
      const control = {
        token: 'its control routes need Authorization: Bearer <SANDBOX_CONTROL_TOKEN>',
        closed: 'its control routes are refused (set SANDBOX_CONTROL_TOKEN to use them)',
      }[config.sandboxControl.access];
      const where = `payments are simulated at ${publicUrl}${SANDBOX_PATH} and nothing is charged; ${control}`;
      return config.production
        ? { level: 'warn', message: `billing: sandbox in production (BILLING=sandbox): every checkout grants its plan without payment; ${where}` }
        : { level: 'info', message: `billing: sandbox: ${where}` };
    }
  }
}
