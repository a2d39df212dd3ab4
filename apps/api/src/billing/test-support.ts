import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApp } from '../app.ts';
import { issueAccessToken } from '../auth/access-token.ts';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { sandboxBillingConfig, type BillingConfig } from './billing-config.ts';
import { billingRuntime, type BillingRuntime } from './runtime.ts';
import { SANDBOX_PATH } from './billing-config.ts';
import type { CreemSandbox } from './sandbox/creem-sandbox.ts';

/** The sandbox control token the test stacks set (SANDBOX_CONTROL_TOKEN) and send. */
export const TEST_SANDBOX_CONTROL_TOKEN = 'test-sandbox-control-token';
/** Authorization for the sandbox's control routes, as every test sends it. */
export const controlHeaders = { authorization: `Bearer ${TEST_SANDBOX_CONTROL_TOKEN}` } as const;

/**
 * Tests: Creem's webhook retry schedule (30 s ... 1 h) at 1/2000 (15 ms ... 1.8 s), the SDK's backoff in
 * milliseconds, and the sandbox's control routes behind a token (as SANDBOX_CONTROL_TOKEN sets it).
 */
export const TEST_BILLING: Partial<BillingConfig> = {
  sandboxControl: { access: 'token', token: TEST_SANDBOX_CONTROL_TOKEN },
  sandboxRetryScale: 0.0005,
  providerRetry: { initialInterval: 2, maxInterval: 15, exponent: 1.5, maxElapsedTime: 400 },
  providerTimeoutMs: 5_000,
};

export interface BillingTest {
  app: TestApp;
  /** The listening app: http://127.0.0.1:<port>; the SDK and the sandbox's webhooks go over HTTP to it. */
  baseUrl: string;
  runtime: BillingRuntime;
  sandbox: CreemSandbox;
  /** A sandbox control call over HTTP; answers its JSON. */
  control(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
  /** Waits until every webhook delivery (and scheduled retry) is done. */
  settle(): Promise<void>;
  /** Moves the app's clock (which the sandbox's follows) and lets the sandbox run what fell due; answers the events it sent. */
  advanceDays(days: number): Promise<{ id: string; type: string }[]>;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Each database's suite with billing in sandbox mode on a listening app, so
 * the real `creem` SDK reaches the sandbox and its webhooks reach
 * /v1/webhooks/creem over HTTP.
 */
export function describeBilling(title: string, body: (billing: () => BillingTest) => void, overrides: Partial<BillingConfig> = {}): void {
  describeEachDatabase(title, (app) => {
    let billing: BillingTest | undefined;
    let server: Server | undefined;
    beforeAll(async () => {
      const testApp = app();
      server = createServer(createApp(testApp.deps).callback());
      const baseUrl = `http://127.0.0.1:${await listen(server)}`;
      // Before the runtime exists (it is made on first use): the sandbox's pages and return URLs live on this server.
      testApp.deps.config.publicUrl = baseUrl;
      testApp.deps.config.billing = sandboxBillingConfig({ ...TEST_BILLING, ...overrides });
      const runtime = billingRuntime(testApp.deps);
      runtime.useSelfUrl(baseUrl);
      const sandbox = runtime.sandbox;
      if (!sandbox) throw new Error('billing is not in sandbox mode');
      billing = {
        app: testApp,
        baseUrl,
        runtime,
        sandbox,
        async control(method, path, payload) {
          const response = await fetch(`${baseUrl}${SANDBOX_PATH}/control${path}`, {
            method,
            headers: { 'content-type': 'application/json', ...controlHeaders },
            ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
          });
          expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
          return response.json();
        },
        settle: () => sandbox.webhooks.settled(),
        async advanceDays(days) {
          testApp.clock.advance(days * 24 * 60 * 60 * 1000);
          const ticked = (await this.control('POST', '/clock/tick')) as { events: { id: string; type: string }[] };
          return ticked.events;
        },
      };
    });
    // Each test starts from an empty sandbox (its users are its own); the clocks keep running forward.
    beforeEach(async () => {
      await billing?.settle();
      await billing?.control('POST', '/reset');
    });
    afterAll(async () => {
      billing?.runtime.stop();
      server?.closeAllConnections();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
    body(() => {
      if (!billing) throw new Error('billing test app not ready');
      return billing;
    });
  });
}

/** Polls `check` until it answers something truthy (5 s at most). */
export async function waitFor<T>(check: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

type User = Awaited<ReturnType<typeof createUser>>;

/** A fresh bearer header for `user` at the app's clock (tests move the clock past the 15-minute access tokens). */
export async function authOf(app: TestApp, user: { id: string }): Promise<{ Authorization: string }> {
  return { Authorization: `Bearer ${await issueAccessToken(app.deps.config, user.id)}` };
}

/** Opens a checkout page as a browser would and presses Pay: answers the page's HTML and the signed return URL it redirects to. */
export async function payCheckout(checkoutUrl: string, email?: string): Promise<{ page: string; returnUrl: URL }> {
  const page = await fetch(checkoutUrl);
  expect(page.status).toBe(200);
  // A page a browser renders, with a document's security headers.
  expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  const html = await page.text();
  const form = new URLSearchParams(email ? { email } : {});
  const paid = await fetch(`${checkoutUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(paid.status, await paid.clone().text()).toBe(303);
  return { page: html, returnUrl: new URL(paid.headers.get('location') ?? '') };
}

/** Subscribes `user` to `plan` through our API and the sandbox's checkout page; waits for the webhooks. */
export async function subscribeAndPay(billing: BillingTest, user: User, plan: string): Promise<{ returnUrl: URL; checkoutId: string }> {
  const started = await billing.app.request.post('/v1/billing/subscribe').set(user.auth).send({ plan });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const { returnUrl } = await payCheckout(started.body.data.checkout_url as string, user.email);
  await billing.settle();
  return { returnUrl, checkoutId: started.body.data.checkout_id as string };
}

/** GET /v1/billing/subscription's data. */
export async function billingState(billing: BillingTest, user: User) {
  const response = await billing.app.request.get('/v1/billing/subscription').set(await authOf(billing.app, user));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as {
    plan: string;
    label: string;
    subscription: null | { status: string; plan: string; provider_ref: string; has_access: boolean; access_ends_at: string | null; current_period_end: string | null; license: null | { key: string; activated: boolean; status: string | null } };
    actions: Record<string, boolean>;
  };
}

export { createUser };
