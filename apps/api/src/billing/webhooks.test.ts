import { expect, it } from 'vitest';
import { createTestApp, describeEachDatabase } from '../test-support/test-app.ts';
import { billingRuntime } from './runtime.ts';
import { signWebhookBody } from './sandbox/webhook-sender.ts';
import { authOf, billingState, createUser, describeBilling, payCheckout, subscribeAndPay, type BillingTest } from './test-support.ts';

const DAY = 24 * 60 * 60 * 1000;

async function post(billing: BillingTest, body: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${billing.baseUrl}/v1/webhooks/creem`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

const signed = (billing: BillingTest, body: string) => ({ 'creem-signature': signWebhookBody(body, billing.runtime.webhookSecret) });

/** The row our database keeps for a user's subscription. */
async function subscriptionRow(billing: BillingTest, userId: string) {
  return billing.app.db('billing_subscriptions').where({ user_id: userId }).first();
}

describeBilling('billing: POST /v1/webhooks/creem', (billing) => {
  it('rejects a missing, wrong or foreign signature with 401 and stores nothing', async () => {
    const body = JSON.stringify({ id: 'evt_forged', eventType: 'subscription.paid', created_at: Date.now(), object: {} });
    const cases: Record<string, string>[] = [
      {},
      { 'creem-signature': 'deadbeef' },
      { 'creem-signature': signWebhookBody(body, 'whsec_not_ours') },
      { 'creem-signature': signWebhookBody(`${body} `, billing().runtime.webhookSecret) },
    ];
    for (const headers of cases) {
      const response = await post(billing(), body, headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect((await response.json()).error.code).toBe('INVALID_SIGNATURE');
    }
    const plain = await fetch(`${billing().baseUrl}/v1/webhooks/creem`, { method: 'POST', headers: { 'content-type': 'text/plain', ...signed(billing(), body) }, body });
    expect(plain.status).toBe(401);
    expect(await billing().app.db('billing_webhook_events').where({ id: 'evt_forged' })).toHaveLength(0);
  });

  it('answers a signed body that is not a Creem event with 400, and stores and acknowledges unknown types', async () => {
    const junk = JSON.stringify({ hello: 'world' });
    expect((await post(billing(), junk, signed(billing(), junk))).status).toBe(400);
    const unknown = JSON.stringify({ id: 'evt_future_type', eventType: 'payout.sent', created_at: Date.now(), object: { id: 'po_1' } });
    const answer = await post(billing(), unknown, signed(billing(), unknown));
    expect(answer.status).toBe(200);
    expect((await answer.json()).data).toEqual({ received: true, id: 'evt_future_type', duplicate: false, outcome: 'unknown' });
    expect(await billing().app.db('billing_webhook_events').where({ id: 'evt_future_type' }).first('type', 'outcome')).toEqual({ type: 'payout.sent', outcome: 'unknown' });
  });

  it('answers a signed event holding text no database stores (NUL, a lone surrogate) with 400, not a 500 Creem would retry', async () => {
    for (const [id, text] of [
      ['evt_nul', 'a\\u0000b'],
      ['evt_surrogate', '\\ud800'],
    ] as const) {
      const body = `{"id":"${id}","eventType":"subscription.paid","created_at":${Date.now()},"object":{"id":"sub_1","customer":{"email":"${text}"}}}`;
      const answer = await post(billing(), body, signed(billing(), body));
      expect(answer.status, id).toBe(400);
      expect((await answer.json()).error).toMatchObject({ code: 'INVALID_WEBHOOK', message: expect.stringContaining('object.customer.email') });
      expect(await billing().app.db('billing_webhook_events').where({ id })).toHaveLength(0);
    }
  });

  it('applies the same event delivered 100 times (at once) exactly once', async () => {
    const { app, runtime, sandbox } = billing();
    const user = await createUser(app);
    await subscribeAndPay(billing(), user, 'pro');
    const ref = (await subscriptionRow(billing(), user.id)).provider_ref as string;
    await billing().control('POST', '/delivery', { mode: 'hold' });
    sandbox.engine.cancel(ref, 'scheduled');
    const event = sandbox.webhooks.events.at(-1);
    expect(event).toMatchObject({ type: 'subscription.scheduled_cancel', state: 'held' });
    const applied: string[] = [];
    runtime.testHooks.beforeApply = (id) => void applied.push(id);
    try {
      const { statuses } = (await billing().control('POST', `/events/${event?.id}/redeliver`, { times: 100, concurrent: true })) as { statuses: number[] };
      expect(statuses).toEqual(Array.from({ length: 100 }, () => 200));
      await billing().control('POST', '/events/release', { order: 'fifo' });
      await billing().settle();
    } finally {
      runtime.testHooks.beforeApply = undefined;
    }
    expect(applied).toEqual([event?.id]);
    expect(await app.db('billing_webhook_events').where({ id: event?.id }).select('outcome')).toEqual([{ outcome: 'applied' }]);
    expect(await billingState(billing(), user)).toMatchObject({ plan: 'pro', subscription: { status: 'scheduled_cancel' } });

    // Resumed at Creem: a late copy of the cancellation, however often, does not cancel again.
    sandbox.engine.resume(ref);
    await billing().settle();
    await billing().control('POST', `/events/${event?.id}/redeliver`, { times: 100, concurrent: true });
    expect((await billingState(billing(), user)).subscription?.status).toBe('active');
  });

  it('ignores an event older than the newest applied (stale), and says so', async () => {
    const { app } = billing();
    const user = await createUser(app);
    await subscribeAndPay(billing(), user, 'pro');
    const paid = billing().sandbox.webhooks.events.find((candidate) => candidate.type === 'subscription.paid');
    const original = JSON.parse(paid?.body ?? '{}') as { created_at: number; object: Record<string, unknown> };
    const older = JSON.stringify({ id: 'evt_old_cancel', eventType: 'subscription.canceled', created_at: original.created_at - 60_000, object: { ...original.object, status: 'canceled' } });
    const answer = await post(billing(), older, signed(billing(), older));
    expect((await answer.json()).data).toMatchObject({ duplicate: false, outcome: 'stale' });
    expect(await billingState(billing(), user)).toMatchObject({ plan: 'pro', subscription: { status: 'active' } });
    const newer = JSON.stringify({ id: 'evt_new_cancel', eventType: 'subscription.canceled', created_at: original.created_at + 60_000, object: { ...original.object, status: 'canceled' } });
    expect((await (await post(billing(), newer, signed(billing(), newer))).json()).data.outcome).toBe('applied');
    expect(await billingState(billing(), user)).toMatchObject({ plan: 'free', subscription: { status: 'canceled' } });
  });

  it('reads subscription.expired as Creem means it: retries may follow; a later subscription.paid recovers the same subscription, subscription.canceled ends it', async () => {
    const { app } = billing();
    const user = await createUser(app);
    await subscribeAndPay(billing(), user, 'pro');
    const paid = billing().sandbox.webhooks.events.find((candidate) => candidate.type === 'subscription.paid');
    const original = JSON.parse(paid?.body ?? '{}') as { created_at: number; object: Record<string, unknown> };
    const send = async (id: string, eventType: string, at: number, fields: Record<string, unknown>) => {
      const body = JSON.stringify({ id, eventType, created_at: at, object: { ...original.object, ...fields } });
      const answer = await post(billing(), body, signed(billing(), body));
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { data: { outcome: string } }).data.outcome;
    };
    // Creem's documented sample: the period end reached without a new payment, the subscription still saying active.
    const end = String(original.object.current_period_end_date);
    expect(await send('evt_expired', 'subscription.expired', original.created_at + 1000, { status: 'active' })).toBe('applied');
    const expired = await billingState(billing(), user);
    expect(expired).toMatchObject({
      plan: 'pro',
      subscription: { status: 'past_due', has_access: true, access_ends_at: new Date(new Date(end).getTime() + 7 * DAY).toISOString() },
      actions: { subscribe: false, cancel: true },
    });
    const next = new Date(new Date(end).getTime() + 30 * DAY).toISOString();
    expect(await send('evt_paid_after_retry', 'subscription.paid', original.created_at + 2000, { status: 'active', current_period_start_date: end, current_period_end_date: next })).toBe(
      'applied',
    );
    expect(await billingState(billing(), user)).toMatchObject({ plan: 'pro', subscription: { status: 'active', current_period_end: next, has_access: true } });
    expect(await billing().app.db('billing_subscriptions').where({ user_id: user.id })).toHaveLength(1);

    // Another period ends unpaid; this time the retries run out and Creem cancels.
    expect(await send('evt_expired_again', 'subscription.expired', original.created_at + 3000, { status: 'active', current_period_start_date: end, current_period_end_date: next })).toBe(
      'applied',
    );
    expect((await billingState(billing(), user)).subscription).toMatchObject({ status: 'past_due', has_access: true });
    expect(await send('evt_canceled_after_retries', 'subscription.canceled', original.created_at + 4000, { status: 'canceled' })).toBe('applied');
    expect(await billingState(billing(), user)).toMatchObject({ plan: 'free', subscription: { status: 'canceled', has_access: false }, actions: { subscribe: true } });
  });

  for (const delivery of [
    { order: 'shuffle', seed: 1, concurrent: false },
    { order: 'shuffle', seed: 2, concurrent: false },
    { order: 'reverse', seed: 0, concurrent: false },
    { order: 'shuffle', seed: 3, concurrent: true },
  ] as const) {
    it(`ends in Creem's final state whatever the order of delivery (${delivery.order} ${delivery.seed}${delivery.concurrent ? ', all at once' : ''})`, async () => {
      const { app, sandbox } = billing();
      const user = await createUser(app);
      await billing().control('POST', '/delivery', { mode: 'hold' });
      const started = await app.request.post('/v1/billing/subscribe').set(user.auth).send({ plan: 'pro' });
      const { returnUrl } = await payCheckout(started.body.data.checkout_url, user.email);
      const ref = returnUrl.searchParams.get('subscription_id') ?? '';
      // A month of changes made at Creem (its portal, its dunning), none of it through our API.
      sandbox.engine.changeProduct(ref, 'prod_enterprise_monthly', 'proration-charge-immediately');
      sandbox.engine.cancel(ref, 'scheduled');
      sandbox.engine.resume(ref);
      sandbox.engine.setFailingPayments(ref, true);
      app.clock.advance(31 * DAY);
      sandbox.engine.advance(0);
      sandbox.engine.setFailingPayments(ref, false, { chargeNow: true });
      sandbox.engine.changeProduct(ref, 'prod_earlybird_monthly', 'proration-none');
      expect(sandbox.webhooks.events.length).toBeGreaterThanOrEqual(10);
      expect(await app.db('billing_subscriptions').where({ user_id: user.id })).toHaveLength(0);

      await billing().control('POST', '/events/release', delivery);
      await billing().settle();
      const final = sandbox.store.subscriptions.get(ref);
      const row = await subscriptionRow(billing(), user.id);
      expect({ plan: row.plan, status: row.status, end: row.current_period_end }).toEqual({
        plan: 'earlybird',
        status: final?.status,
        end: final?.currentPeriodEnd.toISOString(),
      });
      expect(await app.db('billing_subscriptions').where({ user_id: user.id })).toHaveLength(1);
      expect(await app.db('billing_customers').where({ user_id: user.id }).first('provider_customer_id')).toEqual({ provider_customer_id: final?.customerId });
      const outcomes = (await app.db('billing_webhook_events').where({ user_id: user.id }).select('outcome')).map((event: { outcome: string }) => event.outcome);
      expect(outcomes.length).toBe(sandbox.webhooks.events.length);
      expect(outcomes).toContain('applied');
      expect((await billingState(billing(), user)).plan).toBe('earlybird');
      expect(await app.db('billing_checkouts').where({ id: started.body.data.checkout_id }).first('status')).toEqual({ status: 'completed' });
    });
  }

  it('rolls back and answers 500 on our own failure; Creem’s retry then applies the event once', async () => {
    const { app, runtime, sandbox } = billing();
    const user = await createUser(app);
    const failures: string[] = [];
    runtime.testHooks.beforeApply = (id) => {
      const event = sandbox.webhooks.events.find((candidate) => candidate.id === id);
      if (event?.type === 'checkout.completed' && failures.length < 2) {
        failures.push(id);
        throw new Error('simulated database failure');
      }
    };
    try {
      await subscribeAndPay(billing(), user, 'lifetime');
    } finally {
      runtime.testHooks.beforeApply = undefined;
    }
    const event = sandbox.webhooks.events.find((candidate) => candidate.type === 'checkout.completed');
    expect(event?.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
    expect(event?.state).toBe('delivered');
    expect(await app.db('billing_webhook_events').where({ id: event?.id }).select('outcome')).toEqual([{ outcome: 'applied' }]);
    expect((await billingState(billing(), user)).plan).toBe('lifetime');
  });

  it('records a refund of a subscription payment without changing the subscription', async () => {
    const { app, sandbox } = billing();
    const user = await createUser(app);
    await subscribeAndPay(billing(), user, 'pro');
    const transaction = [...sandbox.store.transactions.values()].at(-1);
    await billing().control('POST', `/transactions/${transaction?.id}/refund`, {});
    await billing().settle();
    const refund = await app.db('billing_webhook_events').where({ type: 'refund.created' }).orderBy('received_at', 'desc').first('outcome');
    expect(refund).toEqual({ outcome: 'ignored' });
    expect((await billingState(billing(), user)).plan).toBe('pro');
    const invoices = await app.request.get('/v1/billing/invoices').set(await authOf(app, user));
    expect(invoices.body.data.invoices[0]).toMatchObject({ status: 'refunded', refunded_amount: 1900 });
  });
});

describeEachDatabase('billing: the sandbox in process (an app that is not listening)', (app) => {
  it('pays through the sandbox pages and applies the webhooks in process', async () => {
    const user = await createUser(app());
    const runtime = billingRuntime(app().deps);
    expect(runtime.selfUrl).toBeUndefined();
    const started = await app().request.post('/v1/billing/subscribe').set(user.auth).send({ plan: 'pro' });
    expect(started.status).toBe(201);
    const path = new URL(started.body.data.checkout_url as string).pathname;
    const page = await app().request.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('>Pay</button>');
    const paid = await app().request.post(`${path}/pay`).type('form').send({ email: user.email });
    expect(paid.status).toBe(303);
    await runtime.sandbox?.webhooks.settled();
    const state = await app().request.get('/v1/billing/subscription').set(user.auth);
    expect(state.body.data).toMatchObject({ plan: 'pro', subscription: { status: 'active' } });
    // No SANDBOX_CONTROL_TOKEN here: the control routes are refused, in tests as in production.
    const control = await app().request.post('/v1/creem-sandbox/control/reset').send({});
    expect(control.status).toBe(403);
    runtime.stop();
  });

  it('is not mounted when billing talks to Creem itself', async () => {
    const live = await createTestApp('sqlite');
    try {
      live.deps.config.billing = { ...(await import('./billing-config.ts')).sandboxBillingConfig(), mode: 'test', apiKey: 'creem_test_x', webhookSecret: 'whsec_x' };
      expect(billingRuntime(live.deps).sandbox).toBeUndefined();
      expect((await live.request.get('/v1/creem-sandbox/control/state')).status).toBe(404);
      expect((await live.request.get('/v1/billing/plans')).body.data.mode).toBe('test');
    } finally {
      await live.close();
    }
  });
});
