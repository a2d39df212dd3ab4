// BILLING=creem|sandbox|off (issue 14): a server never sells through the sandbox, or opens its control
// routes, by accident. Off: plans shown, nothing bought, nothing granted. The start line says the mode.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { launchServer, spawnServer, type ServerProcess } from '../platform/spawn-server.ts';
import { billingConfigFromEnv } from './billing-config.ts';
import { billingRuntime } from './runtime.ts';
import { signWebhookBody } from './sandbox/webhook-sender.ts';

describeEachDatabase('billing: BILLING=off (production without CREEM_API_KEY)', (app) => {
  beforeAll(() => {
    // What loadConfig makes of NODE_ENV=production and no billing variable.
    app().deps.config.billing = billingConfigFromEnv({}, 'production');
  });

  it('shows the plans, says none can be bought, and keeps a user on the free plan', async () => {
    const plans = await app().request.get('/v1/billing/plans');
    expect(plans.status).toBe(200);
    expect(plans.body.data).toMatchObject({ mode: 'off', purchases_available: false });
    const paid = (plans.body.data.plans as { id: string; available: boolean; paymentProductId: string | null }[]).filter((plan) => plan.id !== 'free');
    expect(paid.map((plan) => plan.id)).toEqual(['earlybird', 'pro', 'enterprise', 'lifetime']);
    expect(paid.every((plan) => !plan.available && plan.paymentProductId === null)).toBe(true);

    const user = await createUser(app());
    const state = await app().request.get('/v1/billing/subscription').set(user.auth);
    expect(state.body.data).toMatchObject({
      plan: 'free',
      mode: 'off',
      subscription: null,
      actions: { subscribe: false, change_plan: false, cancel: false, resume: false, manage_payment_methods: false },
    });
    expect((await app().request.get('/v1/billing/usage').set(user.auth)).body.data.projects).toMatchObject({ limit: 3 });
    expect((await app().request.get('/v1/billing/invoices').set(user.auth)).body.data).toMatchObject({ invoices: [], total: 0 });
    const methods = await app().request.get('/v1/billing/payment-methods').set(user.auth);
    expect(methods.body.data).toMatchObject({ portal_url: null, message: expect.stringContaining('Purchases are not available on this server') });
  });

  it('answers 503 BILLING_NOT_CONFIGURED to subscribe, plan changes, cancel, resume, cards, the portal, the return page and webhooks', async () => {
    const user = await createUser(app());
    const calls = [
      app().request.post('/v1/billing/subscribe').set(user.auth).send({ plan: 'pro' }),
      app().request.put('/v1/billing/subscription').set(user.auth).send({ plan: 'pro' }),
      app().request.delete('/v1/billing/subscription').set(user.auth),
      app().request.post('/v1/billing/subscription/resume').set(user.auth),
      app().request.post('/v1/billing/payment-methods').set(user.auth),
      app().request.delete('/v1/billing/payment-methods/pm_1').set(user.auth),
      app().request.get('/v1/billing/portal').set(user.auth),
      app().request.get(`/v1/billing/checkout/return?checkout_id=ch_1&product_id=prod_pro_monthly&signature=${'a'.repeat(64)}`).set(user.auth),
    ];
    for (const [index, call] of calls.entries()) {
      const response = await call;
      expect(response.status, `call ${index}: ${JSON.stringify(response.body)}`).toBe(503);
      expect(response.body.error.code).toBe('BILLING_NOT_CONFIGURED');
      expect(response.body.error.message).toMatch(/^Purchases are not available on this server/);
    }
    expect(await app().db('billing_checkouts').where({ user_id: user.id })).toHaveLength(0);

    // Even an event signed with the runtime's own secret grants nothing.
    const body = JSON.stringify({
      id: 'evt_off',
      eventType: 'checkout.completed',
      created_at: Date.now(),
      object: { id: 'ch_1', product: 'prod_pro_monthly', subscription: 'sub_1', metadata: { user_id: user.id } },
    });
    const webhook = await app()
      .request.post('/v1/webhooks/creem')
      .set('content-type', 'application/json')
      .set('creem-signature', signWebhookBody(body, billingRuntime(app().deps).webhookSecret))
      .send(body);
    expect(webhook.status).toBe(503);
    expect(await app().db('billing_webhook_events')).toHaveLength(0);
    expect((await app().request.get('/v1/billing/subscription').set(user.auth)).body.data.plan).toBe('free');
  });

  it('does not mount the sandbox: its pages, API and control routes are 404', async () => {
    expect(billingRuntime(app().deps).sandbox).toBeUndefined();
    for (const path of ['/v1/creem-sandbox/control/state', '/v1/creem-sandbox/checkout/ch_1', '/v1/creem-sandbox/v1/products/prod_pro_monthly']) {
      expect((await app().request.get(path)).status, path).toBe(404);
    }
    expect((await app().request.post('/v1/creem-sandbox/control/reset').send({})).status).toBe(404);
  });
});

describeEachDatabase('billing: the sandbox control routes and SANDBOX_CONTROL_TOKEN', (app) => {
  const token = 'a-control-token-of-length';
  const state = () => app().request.get('/v1/creem-sandbox/control/state');

  it('in production with BILLING=sandbox and no token, refuses them always (whatever is sent)', async () => {
    app().deps.config.billing = billingConfigFromEnv({ BILLING: 'sandbox' }, 'production');
    try {
      for (const request of [state(), state().set('authorization', `Bearer ${token}`), app().request.post('/v1/creem-sandbox/control/reset').send({})]) {
        const response = await request;
        expect(response.status).toBe(403);
        expect(response.body.message).toEqual(['The sandbox control routes are off: this server has no SANDBOX_CONTROL_TOKEN.']);
      }
      // The sandbox itself still runs (BILLING=sandbox was asked for): its checkout is there for people.
      const user = await createUser(app());
      expect((await app().request.post('/v1/billing/subscribe').set(user.auth).send({ plan: 'pro' })).status).toBe(201);
    } finally {
      billingRuntime(app().deps).stop();
    }
  });
});

describeEachDatabase('billing: the sandbox control routes with SANDBOX_CONTROL_TOKEN', (app) => {
  const token = 'a-control-token-of-length';
  const state = () => app().request.get('/v1/creem-sandbox/control/state');

  it('need Authorization: Bearer <token>, in production and elsewhere alike', async () => {
    app().deps.config.billing = billingConfigFromEnv({ BILLING: 'sandbox', SANDBOX_CONTROL_TOKEN: token }, 'production');
    try {
      for (const request of [state(), state().set('authorization', 'Bearer wrong-token-wrong-token'), state().set('authorization', token)]) {
        const response = await request;
        expect(response.status).toBe(401);
        expect(response.body.message).toEqual(['The sandbox control routes need Authorization: Bearer <SANDBOX_CONTROL_TOKEN>.']);
      }
      const allowed = await state().set('authorization', `Bearer ${token}`);
      expect(allowed.status).toBe(200);
      expect(allowed.body).toMatchObject({ customers: [], subscriptions: [] });
    } finally {
      billingRuntime(app().deps).stop();
    }
  });
});

describe('billing configuration at start (the server process)', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kitsmith-billing-mode-'));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function register(baseUrl: string): Promise<string> {
    const response = await fetch(`${baseUrl}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ email: `buyer-${Date.now()}@example.com`, password: 'correct horse battery', full_name: 'Bea Buyer' }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { access_token: string } }).data.access_token;
  }

  it('NODE_ENV=production without CREEM_API_KEY: logs "billing: off", sells nothing, and the sandbox is not there', async () => {
    const server = await spawnServer({ DATA_DIR: join(dataDir, 'off'), NODE_ENV: 'production', LOG_LEVEL: 'info' });
    servers.push(server);
    expect(server.output()).toContain('billing: off (BILLING=off, the default in production without CREEM_API_KEY)');
    const token = await register(server.baseUrl);
    const subscribe = await fetch(`${server.baseUrl}/v1/billing/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ plan: 'pro' }),
    });
    expect(subscribe.status).toBe(503);
    expect(((await subscribe.json()) as { error: { code: string } }).error.code).toBe('BILLING_NOT_CONFIGURED');
    expect((await fetch(`${server.baseUrl}/v1/creem-sandbox/control/state`)).status).toBe(404);
  });

  it('NODE_ENV=production with BILLING=sandbox: warns that checkouts grant plans for free, and refuses the control routes', async () => {
    const server = await spawnServer({ DATA_DIR: join(dataDir, 'sandbox'), NODE_ENV: 'production', BILLING: 'sandbox', LOG_LEVEL: 'info' });
    servers.push(server);
    const line = server
      .output()
      .split('\n')
      .find((candidate) => candidate.includes('billing: sandbox in production'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 40 });
    expect(line).toContain(`payments are simulated at ${server.baseUrl}/v1/creem-sandbox`);
    expect(line).toContain('its control routes are refused (set SANDBOX_CONTROL_TOKEN to use them)');
    expect((await fetch(`${server.baseUrl}/v1/creem-sandbox/control/state`)).status).toBe(403);
  });

  it('stops with a message naming the variable on a bad combination', async () => {
    // Every combination is covered in billing-config.test.ts; here, that the process stops on one.
    const server = launchServer({ DATA_DIR: join(dataDir, 'bad'), NODE_ENV: 'production', BILLING: 'creem' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid environment: CREEM_API_KEY: required with BILLING=creem');
  });
});
