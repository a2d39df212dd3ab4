import { randomBytes } from 'node:crypto';
import { findPlan, paidPlanIds, type PaidPlan } from '@kitsmith/contract';
import { Creem, HTTPClient } from 'creem';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { SANDBOX_PATH, sandboxBillingConfig, WEBHOOK_PATH, type BillingConfig, type BillingMode } from './billing-config.ts';
import { billingRuntimes } from './runtime-registry.ts';
import { CreemSandbox } from './sandbox/creem-sandbox.ts';
import type { WebhookTransport } from './sandbox/webhook-sender.ts';
import { receiveCreemWebhook } from './service/webhook.ts';

const WEBHOOK_TIMEOUT_MS = 10_000;

/** BILLING=off: every call that would buy, change or manage a plan answers this. */
export const BILLING_NOT_CONFIGURED = 'BILLING_NOT_CONFIGURED';
export const billingNotConfigured = () =>
  new ApiError(
    503,
    BILLING_NOT_CONFIGURED,
    'Purchases are not available on this server: payments are not set up here, so plans cannot be bought or changed. Your plan stays as it is.',
  );

/** Billing's per-app state: the mode, the keys, the SDK client and, without an API key, the sandbox. */
export interface BillingRuntime {
  readonly config: BillingConfig;
  readonly mode: BillingMode;
  /** Creem's API key; in sandbox mode one made up for the sandbox (it checks it, and salts redirect signatures with it). */
  readonly apiKey: string;
  readonly webhookSecret: string;
  readonly sandbox: CreemSandbox | undefined;
  /** The product each paid plan sells (`billingProducts`). */
  readonly products: Record<PaidPlan, string | undefined>;
  /** False with BILLING=off: nothing is sold, no webhook is taken, nothing is granted. */
  readonly selling: boolean;
  /** The runtime of a server that sells; with BILLING=off, 503 BILLING_NOT_CONFIGURED. */
  requireSelling(): BillingRuntime;
  /** The `creem` SDK client: Creem's test or live API, or the sandbox through `serverURL` (503 with BILLING=off). */
  creem(): Creem;
  /** The plan a Creem product is for, per configuration. */
  planOfProduct(productId: string): PaidPlan | undefined;
  /**
   * The server's own address (e.g. http://127.0.0.1:3000). With one, the SDK
   * reaches the sandbox and the sandbox's webhooks reach /v1/webhooks/creem
   * over HTTP; without one (an app not listening), both run in process.
   */
  useSelfUrl(url: string | undefined): void;
  readonly selfUrl: string | undefined;
  /** Test seams: `beforeApply` runs inside the webhook transaction (throw to simulate our own failure). */
  readonly testHooks: { beforeApply?: (eventId: string) => void };
  /** Stops the sandbox's webhook timers. */
  stop(): void;
}

/**
 * The product each paid plan sells: the configured one (CREEM_PRODUCT_*); without one, Creem's
 * API sells nothing, while the sandbox (and BILLING=off, which shows the sandbox's) has the catalogue's.
 */
export function billingProducts(config: BillingConfig): Record<PaidPlan, string | undefined> {
  if (config.mode === 'test' || config.mode === 'prod') return config.products;
  const product = (plan: PaidPlan) => config.products[plan] ?? findPlan(plan).paymentProductId ?? undefined;
  return Object.fromEntries(paidPlanIds.map((plan) => [plan, product(plan)])) as Record<PaidPlan, string | undefined>;
}

/** The runtime of an app's deps, made on first use (so a test may set `deps.config.billing` before it). */
export function billingRuntime(deps: Deps): BillingRuntime {
  let runtime = billingRuntimes.get(deps);
  if (!runtime) {
    runtime = createRuntime(deps);
    billingRuntimes.set(deps, runtime);
  }
  return runtime;
}

function createRuntime(deps: Deps): BillingRuntime {
  const config = deps.config.billing ?? sandboxBillingConfig();
  const sandboxMode = config.mode === 'sandbox';
  const apiKey = config.apiKey ?? `creem_test_sandbox_${randomBytes(18).toString('base64url')}`;
  const webhookSecret = config.webhookSecret ?? `whsec_sandbox_${randomBytes(24).toString('base64url')}`;
  let selfUrl = deps.config.port > 0 ? `http://127.0.0.1:${deps.config.port}` : undefined;
  let client: Creem | undefined;
  const products = billingProducts(config);
  const productPlans = new Map<string, PaidPlan>();
  for (const plan of paidPlanIds) {
    const product = products[plan];
    if (product) productPlans.set(product, plan);
    else if (!sandboxMode) deps.logger.warn({ plan }, `billing: no Creem product configured for the ${plan} plan; it cannot be bought`);
  }

  // The in-process webhook transport reaches the runtime only when a webhook is sent, after it exists.
  const made: { runtime?: BillingRuntime } = {};
  const webhookTransport = (): WebhookTransport => {
    if (selfUrl) {
      const target = `${selfUrl}${WEBHOOK_PATH}`;
      return async (body, headers) => (await fetch(target, { method: 'POST', headers, body, signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS) })).status;
    }
    return async (body, headers) => {
      try {
        if (!made.runtime) return 503;
        await receiveCreemWebhook(deps, made.runtime, body, headers);
        return 200;
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        return typeof status === 'number' ? status : 500;
      }
    };
  };

  const sandbox = sandboxMode
    ? new CreemSandbox({
        publicUrl: deps.config.publicUrl,
        now: () => deps.config.now(),
        products,
        apiKey,
        webhookSecret,
        transport: webhookTransport,
        retryScale: config.sandboxRetryScale,
        control: config.sandboxControl,
        logger: deps.logger,
      })
    : undefined;

  const created: BillingRuntime = {
    config,
    mode: config.mode,
    apiKey,
    webhookSecret,
    sandbox,
    products,
    selling: config.mode !== 'off',
    requireSelling() {
      if (!this.selling) throw billingNotConfigured();
      return this;
    },
    get selfUrl() {
      return selfUrl;
    },
    testHooks: {},
    planOfProduct: (productId) => productPlans.get(productId),
    useSelfUrl(url) {
      selfUrl = url?.replace(/\/+$/, '');
      client = undefined;
    },
    creem() {
      if (config.mode === 'off') throw billingNotConfigured();
      client ??= createClient();
      return client;
    },
    stop() {
      sandbox?.stop();
    },
  };
  made.runtime = created;

  function createClient(): Creem {
    const common = {
      apiKey,
      timeoutMs: config.providerTimeoutMs,
      retryConfig: { strategy: 'backoff' as const, backoff: config.providerRetry, retryConnectionErrors: true },
    };
    if (!sandbox) return new Creem({ ...common, server: config.mode === 'prod' ? 'prod' : 'test' });
    if (selfUrl) return new Creem({ ...common, serverURL: `${selfUrl}${SANDBOX_PATH}` });
    // Not listening (an app driven in process): the same requests, handed to the sandbox directly.
    const httpClient = new HTTPClient({ fetcher: (input, init) => sandbox.handle(input instanceof Request && !init ? input : new Request(input, init)) });
    return new Creem({ ...common, serverURL: `${deps.config.publicUrl}${SANDBOX_PATH}`, httpClient });
  }

  return created;
}
