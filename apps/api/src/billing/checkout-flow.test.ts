import { expect, it } from 'vitest';
import type { TestApp } from '../test-support/test-app.ts';
import { addMonth } from './sandbox/sandbox-store.ts';
import { authOf, billingState, createUser, describeBilling, payCheckout, subscribeAndPay, waitFor } from './test-support.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Owned projects straight into the table, to reach a plan's limit quickly. */
async function fillProjects(app: TestApp, userId: string, count: number): Promise<void> {
  const now = app.clock.now.toISOString();
  const rows = Array.from({ length: count }, (_, index) => ({
    id: `${userId.slice(0, 8)}-fill-${index}-${Math.random().toString(36).slice(2, 10)}`,
    user_id: userId,
    name: `Filler ${index}`,
    config: JSON.stringify({ schemaVersion: 2, components: [{ id: 'd1', componentId: 'dialog', props: {} }] }),
    tags: '[]',
    created_at: now,
    updated_at: now,
  }));
  await app.db('projects').insert(rows);
}

describeBilling('billing: checkout, pay, webhook, plan (the real creem SDK against the sandbox)', (billing) => {
  it('lists the unified plan catalogue with configured products, without signing in', async () => {
    const response = await billing().app.request.get('/v1/billing/plans');
    expect(response.status).toBe(200);
    const plans = response.body.data.plans as { id: string; paymentProductId: string | null; available: boolean; label: string; compareAtPrice: number | null }[];
    expect(plans.map((plan) => [plan.id, plan.paymentProductId, plan.available])).toEqual([
      ['free', null, true],
      ['earlybird', 'prod_earlybird_monthly', true],
      ['pro', 'prod_pro_monthly', true],
      ['enterprise', 'prod_enterprise_monthly', true],
      ['lifetime', 'prod_lifetime_pass', true],
    ]);
    expect(plans.find((plan) => plan.id === 'earlybird')?.compareAtPrice).toBe(9);
    expect(response.body.data.mode).toBe('sandbox');
  });

  it('checkout -> pay -> webhook -> plan active -> limits raised, with the signed return verified', async () => {
    const { app } = billing();
    const user = await createUser(app);
    await fillProjects(app, user.id, 3);
    const refused = await app.request.post('/v1/projects').set(user.auth).send({});
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PLAN_LIMIT');
    const projectId = (await app.db('projects').where({ user_id: user.id }).first('id')).id as string;
    const reactExport = await app.request.post(`/v1/projects/${projectId}/export`).set(user.auth).send({ formats: ['react'] });
    expect(reactExport.status).toBe(403);

    const started = await app.request.post('/v1/billing/subscribe').set(user.auth).send({ plan: 'pro' });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ plan: 'pro', checkout_url: expect.stringContaining('/v1/creem-sandbox/checkout/ch_') });
    const stored = await app.db('billing_checkouts').where({ id: started.body.data.checkout_id }).first();
    expect(stored).toMatchObject({ user_id: user.id, plan: 'pro', product_id: 'prod_pro_monthly', status: 'pending' });
    // Creem got units 1, our id as request id, the user's e-mail and our user id in the metadata.
    const checkout = billing().sandbox.store.checkouts.get(started.body.data.provider_checkout_id);
    expect(checkout).toMatchObject({ units: 1, requestId: started.body.data.checkout_id, customerEmail: user.email, metadata: { user_id: user.id, plan: 'pro' } });
    expect(checkout?.successUrl).toBe(`${billing().baseUrl}/billing/return`);

    const { page, returnUrl } = await payCheckout(started.body.data.checkout_url, user.email);
    expect(page).toContain('Kitsmith Pro');
    await billing().settle();

    const back = await app.request.get(`/v1/billing/checkout/return${returnUrl.search}`).set(user.auth);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data).toMatchObject({ verified: true, activation: 'active', plan: 'pro' });

    const state = await billingState(billing(), user);
    expect(state).toMatchObject({ plan: 'pro', label: 'Pro Plan', subscription: { status: 'active', plan: 'pro', has_access: true, access_ends_at: null } });
    expect(state.actions).toEqual({ subscribe: false, change_plan: true, cancel: true, resume: false, manage_payment_methods: true });
    expect(await app.db('users').where({ id: user.id }).first('subscription_plan', 'subscription_status')).toEqual({ subscription_plan: 'pro', subscription_status: 'active' });
    expect(await app.db('billing_checkouts').where({ id: started.body.data.checkout_id }).first('status')).toEqual({ status: 'completed' });

    expect((await app.request.post('/v1/projects').set(user.auth).send({})).status).toBe(201);
    expect((await app.request.post(`/v1/projects/${projectId}/export`).set(user.auth).send({ formats: ['react'] })).status).toBe(201);
    const usage = await app.request.get('/v1/billing/usage').set(user.auth);
    expect(usage.body.data).toMatchObject({ plan: 'pro', label: 'Pro Plan', projects: { used: 4, limit: 25, percent: 16, usage_label: '4 of 25 used' } });
    expect(usage.body.data.exports).toMatchObject({ formats: 'all', components: 'all' });

    const invoices = await app.request.get('/v1/billing/invoices').set(user.auth);
    expect(invoices.status).toBe(200);
    expect(invoices.body.data).toMatchObject({ total: 1, page: 1, page_size: 10 });
    expect(invoices.body.data.invoices[0]).toMatchObject({ amount: 1900, currency: 'USD', status: 'paid', description: 'Kitsmith Pro' });

    const methods = await app.request.get('/v1/billing/payment-methods').set(user.auth);
    expect(methods.body.data).toMatchObject({ payment_methods: [], managed_by: 'creem' });
    const portal = await fetch(methods.body.data.portal_url as string);
    expect(portal.status).toBe(200);
    expect(await portal.text()).toContain('Kitsmith Pro');

    // Subscribing again is refused: the plan is changed instead.
    const again = await app.request.post('/v1/billing/subscribe').set(user.auth).send({ plan: 'enterprise' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_SUBSCRIBED');
  });

  it('reports "processing" on return until the webhook lands, and refuses forged or foreign returns', async () => {
    const { app } = billing();
    const user = await createUser(app);
    const stranger = await createUser(app);
    await billing().control('POST', '/delivery', { mode: 'hold' });
    const started = await app.request.post('/v1/billing/subscribe').set(user.auth).send({ plan: 'earlybird' });
    const { returnUrl } = await payCheckout(started.body.data.checkout_url, user.email);

    const early = await app.request.get(`/v1/billing/checkout/return${returnUrl.search}`).set(user.auth);
    expect(early.body.data).toMatchObject({ verified: true, activation: 'processing', plan: 'earlybird', subscription: { plan: 'free' } });

    const forged = new URL(returnUrl);
    forged.searchParams.set('product_id', 'prod_enterprise_monthly');
    const tampered = await app.request.get(`/v1/billing/checkout/return${forged.search}`).set(user.auth);
    expect(tampered.status).toBe(400);
    expect(tampered.body.error.code).toBe('INVALID_SIGNATURE');
    const reordered = new URLSearchParams([...returnUrl.searchParams.entries()].reverse());
    expect((await app.request.get(`/v1/billing/checkout/return?${reordered}`).set(user.auth)).status).toBe(400);
    expect((await app.request.get(`/v1/billing/checkout/return${returnUrl.search}`).set(stranger.auth)).status).toBe(404);

    await billing().control('POST', '/events/release', { order: 'fifo' });
    await billing().settle();
    const late = await app.request.get(`/v1/billing/checkout/return${returnUrl.search}`).set(user.auth);
    expect(late.body.data).toMatchObject({ activation: 'active', subscription: { plan: 'earlybird', label: 'Early Bird' } });
  });

  it('sends the buyer back to the origin they came in on when it is listed (their session is kept there), else to PUBLIC_URL', async () => {
    const { app } = billing();
    for (const [host, origin] of [
      ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
      ['localhost:3000', 'http://localhost:3000'],
      ['evil.test', billing().baseUrl],
    ] as const) {
      const user = await createUser(app);
      const started = await app.request.post('/v1/billing/subscribe').set(user.auth).set('Host', host).send({ plan: 'pro' });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      expect(billing().sandbox.store.checkouts.get(started.body.data.provider_checkout_id)?.successUrl, host).toBe(`${origin}/billing/return`);
      const { returnUrl } = await payCheckout(started.body.data.checkout_url, user.email);
      expect(`${returnUrl.origin}${returnUrl.pathname}`, host).toBe(`${origin}/billing/return`);
      // The signed return verifies whichever origin it came back to.
      await billing().settle();
      const back = await app.request.get(`/v1/billing/checkout/return${returnUrl.search}`).set(user.auth).set('Host', host);
      expect(back.body.data, host).toMatchObject({ verified: true, activation: 'active', plan: 'pro' });
    }
  });

  it('declining the payment changes nothing', async () => {
    const { app } = billing();
    const user = await createUser(app);
    const started = await app.request.post('/v1/billing/subscribe').set(user.auth).send({ plan: 'pro' });
    const declined = await fetch(`${started.body.data.checkout_url}/decline`, { method: 'POST' });
    expect(declined.status).toBe(402);
    await billing().settle();
    expect((await billingState(billing(), user)).plan).toBe('free');
    expect(await app.db('billing_subscriptions').where({ user_id: user.id })).toHaveLength(0);
  });

  it('upgrade charges the difference at once; downgrade waits for the next invoice; both through the SDK', async () => {
    const { app } = billing();
    const user = await createUser(app);
    await subscribeAndPay(billing(), user, 'pro');
    const up = await app.request.put('/v1/billing/subscription').set(user.auth).send({ plan: 'enterprise' });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data).toMatchObject({ plan: 'enterprise', label: 'Enterprise Plan', subscription: { plan: 'enterprise', status: 'active' } });
    await billing().settle();
    const afterUp = await app.request.get('/v1/billing/invoices').set(user.auth);
    expect(afterUp.body.data.total).toBe(2);
    expect(afterUp.body.data.invoices.map((invoice: { description: string }) => invoice.description)).toContain('Proration: Kitsmith Pro to Kitsmith Enterprise');

    const down = await app.request.put('/v1/billing/subscription').set(user.auth).send({ plan: 'pro' });
    expect(down.body.data.plan).toBe('pro');
    await billing().settle();
    expect((await app.request.get('/v1/billing/invoices').set(user.auth)).body.data.total).toBe(2);
    expect((await billingState(billing(), user)).plan).toBe('pro');

    const same = await app.request.put('/v1/billing/subscription').set(user.auth).send({ plan: 'pro' });
    expect(same.status).toBe(409);
    expect(same.body.error.code).toBe('SAME_PLAN');
    const toFree = await app.request.put('/v1/billing/subscription').set(user.auth).send({ plan: 'free' });
    expect(toFree.status).toBe(422);
  });

  it('cancel at period end -> access until the period ends -> canceled; resume before the end keeps it', async () => {
    const { app } = billing();
    const leaving = await createUser(app);
    const staying = await createUser(app);
    const periodEnd = addMonth(app.clock.now).toISOString();
    await subscribeAndPay(billing(), leaving, 'pro');
    await subscribeAndPay(billing(), staying, 'pro');
    for (const user of [leaving, staying]) {
      const canceled = await app.request.delete('/v1/billing/subscription').set(user.auth);
      expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
      expect(canceled.body.data).toMatchObject({ plan: 'pro', subscription: { status: 'scheduled_cancel', has_access: true, access_ends_at: periodEnd } });
      expect(canceled.body.data.actions).toMatchObject({ resume: true, cancel: false, change_plan: false });
    }
    await billing().settle();
    const resumed = await app.request.post('/v1/billing/subscription/resume').set(staying.auth);
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.subscription).toMatchObject({ status: 'active', access_ends_at: null });
    expect(await app.db('users').where({ id: leaving.id }).first('subscription_status')).toEqual({ subscription_status: 'canceled' });

    await billing().advanceDays(20);
    await billing().settle();
    expect((await billingState(billing(), leaving)).plan).toBe('pro');

    const advanced = await billing().advanceDays(11);
    expect(advanced.map((event) => event.type).sort()).toEqual(['subscription.canceled', 'subscription.paid']);
    await billing().settle();
    const ended = await billingState(billing(), leaving);
    expect(ended).toMatchObject({ plan: 'free', label: 'Free Plan', subscription: { status: 'canceled', has_access: false } });
    expect(ended.actions).toMatchObject({ subscribe: true, resume: false });
    expect(await app.db('users').where({ id: leaving.id }).first('subscription_plan', 'subscription_status')).toEqual({ subscription_plan: 'free', subscription_status: 'active' });
    expect((await billingState(billing(), staying)).subscription).toMatchObject({ status: 'active', current_period_end: addMonth(new Date(periodEnd)).toISOString() });
    const tooLate = await app.request.post('/v1/billing/subscription/resume').set(await authOf(app, leaving));
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error.code).toBe('NOTHING_TO_RESUME');
  });

  /** Subscribes `user` to Pro and lets its first renewal fail (Creem: subscription.past_due, then subscription.expired). */
  async function failRenewal(user: Awaited<ReturnType<typeof createUser>>) {
    const { app } = billing();
    const periodEnd = addMonth(app.clock.now);
    await subscribeAndPay(billing(), user, 'pro');
    const ref = (await billingState(billing(), user)).subscription?.provider_ref ?? '';
    await billing().control('POST', `/subscriptions/${ref}/payment-failures`, { failing: true });
    const sent = await billing().advanceDays(31);
    await billing().settle();
    expect(sent.map((event) => event.type)).toEqual(['subscription.past_due', 'subscription.expired']);
    return { ref, periodEnd };
  }

  it('failed renewal -> past due and subscription.expired (plan kept in grace while Creem retries) -> a retry is paid: the same subscription goes on', async () => {
    const { app, sandbox } = billing();
    const user = await createUser(app);
    const { ref, periodEnd } = await failRenewal(user);
    // subscription.expired is not the end: the plan stays for the grace, and nothing else may be bought meanwhile.
    const pastDue = await billingState(billing(), user);
    expect(pastDue).toMatchObject({ plan: 'pro', subscription: { status: 'past_due', has_access: true, access_ends_at: new Date(periodEnd.getTime() + 7 * DAY).toISOString() } });
    expect(pastDue.actions).toMatchObject({ subscribe: false, change_plan: false, cancel: true, manage_payment_methods: true });
    expect(await app.db('users').where({ id: user.id }).first('subscription_status')).toEqual({ subscription_status: 'unpaid' });
    const invoices = await app.request.get('/v1/billing/invoices').set(await authOf(app, user));
    expect(invoices.body.data.invoices[0]).toMatchObject({ status: 'declined' });
    const second = await app.request.post('/v1/billing/subscribe').set(await authOf(app, user)).send({ plan: 'enterprise' });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('PAYMENT_PAST_DUE');

    // The card is fixed; Creem's next retry (3 days after the period end) goes through.
    await billing().control('POST', `/subscriptions/${ref}/payment-failures`, { failing: false });
    expect((await billing().advanceDays(3)).map((event) => event.type)).toEqual(['subscription.paid']);
    await billing().settle();
    const recovered = await billingState(billing(), user);
    expect(recovered).toMatchObject({ plan: 'pro', subscription: { provider_ref: ref, status: 'active', current_period_end: addMonth(periodEnd).toISOString() } });
    expect(await app.db('users').where({ id: user.id }).first('subscription_status')).toEqual({ subscription_status: 'active' });
    expect(await app.db('billing_subscriptions').where({ user_id: user.id })).toHaveLength(1);
    expect([...sandbox.store.subscriptions.values()].filter((sub) => sub.metadata.user_id === user.id)).toHaveLength(1);
  });

  it('failed renewal -> retries fail -> Creem cancels: the plan ends then, and a new subscription may start', async () => {
    const { app } = billing();
    const user = await createUser(app);
    const { ref } = await failRenewal(user);
    // The first retry fails too: still past due, still in grace.
    expect(await billing().advanceDays(3)).toEqual([]);
    expect(await billingState(billing(), user)).toMatchObject({ plan: 'pro', subscription: { status: 'past_due', has_access: true } });
    // The last retry (7 days after the period end) fails: Creem cancels, final.
    expect((await billing().advanceDays(4)).map((event) => event.type)).toEqual(['subscription.canceled']);
    await billing().settle();
    const ended = await billingState(billing(), user);
    expect(ended).toMatchObject({ plan: 'free', subscription: { provider_ref: ref, status: 'canceled', has_access: false } });
    expect(ended.actions).toMatchObject({ subscribe: true, cancel: false });
    expect((await app.request.post('/v1/billing/subscribe').set(await authOf(app, user)).send({ plan: 'pro' })).status).toBe(201);
  });

  it('a past-due subscription loses its plan when the grace ends, even before Creem gives up; it cannot be doubled, only canceled', async () => {
    const { app, sandbox } = billing();
    const user = await createUser(app);
    const { ref } = await failRenewal(user);
    // Creem's last retry is not in yet; the app's clock alone passes the 7-day grace here.
    app.clock.advance(7 * DAY);
    const lapsed = await billingState(billing(), user);
    expect(lapsed).toMatchObject({ plan: 'free', subscription: { status: 'past_due', has_access: false } });
    await fillProjects(app, user.id, 3);
    expect((await app.request.post('/v1/projects').set(await authOf(app, user)).send({})).status).toBe(403);
    // Creem may still charge that subscription: a second one is refused, canceling the first is offered.
    expect(lapsed.actions).toMatchObject({ subscribe: false, cancel: true });
    const second = await app.request.post('/v1/billing/subscribe').set(await authOf(app, user)).send({ plan: 'pro' });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'PAYMENT_PAST_DUE', message: expect.stringContaining('Creem is still retrying it') });
    // Canceling a past-due subscription ends it at once at Creem, so no retry charges it later.
    const canceled = await app.request.delete('/v1/billing/subscription').set(await authOf(app, user));
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(sandbox.store.subscriptions.get(ref)?.status).toBe('canceled');
    expect(canceled.body.data).toMatchObject({ plan: 'free', subscription: { status: 'canceled' }, actions: { subscribe: true } });
  });

  it('lifetime pass: one payment, license key activated and validated through the SDK, a full refund ends it', async () => {
    const { app } = billing();
    const user = await createUser(app);
    await subscribeAndPay(billing(), user, 'lifetime');
    const state = await billingState(billing(), user);
    expect(state).toMatchObject({ plan: 'lifetime', label: 'Lifetime Pass', subscription: { status: 'active', access_ends_at: null, license: { activated: true, status: 'active' } } });
    expect(state.actions).toMatchObject({ subscribe: false, cancel: false, change_plan: false });
    const license = billing().sandbox.store.findLicenseByKey(state.subscription?.license?.key ?? '');
    expect(license?.instances.map((instance) => instance.name)).toEqual([`kitsmith-${user.id}`]);
    const cancel = await app.request.delete('/v1/billing/subscription').set(user.auth);
    expect(cancel.status).toBe(409);

    const order = [...billing().sandbox.store.orders.values()].find((candidate) => candidate.customerId === license?.customerId);
    await billing().control('POST', `/transactions/${order?.transactionId}/refund`, {});
    await billing().settle();
    expect(await billingState(billing(), user)).toMatchObject({ plan: 'free', subscription: { status: 'refunded', has_access: false } });
  });

  it('buying the Lifetime Pass while subscribed cancels the subscription at once, retried by redelivery when Creem fails', async () => {
    const { app, sandbox } = billing();
    const user = await createUser(app);
    await subscribeAndPay(billing(), user, 'pro');
    const pro = [...sandbox.store.subscriptions.values()].find((sub) => sub.metadata.user_id === user.id);
    expect(pro?.status).toBe('active');

    await billing().control('POST', '/faults', { path: '/v1/subscriptions', method: 'POST', status: 503, times: 100 });
    const started = await app.request.post('/v1/billing/subscribe').set(user.auth).send({ plan: 'lifetime' });
    expect(started.status).toBe(201);
    await payCheckout(started.body.data.checkout_url as string, user.email);
    const completed = await waitFor(
      async () => sandbox.webhooks.events.find((event) => event.type === 'checkout.completed' && event.attempts.some((attempt) => attempt.status >= 500)),
      'a checkout.completed delivery answered 5xx while Creem refused the cancellation',
    );
    expect(sandbox.store.subscriptions.get(pro?.id ?? '')?.status).toBe('active');
    await billing().control('DELETE', '/faults');
    await billing().settle();

    expect(sandbox.store.subscriptions.get(pro?.id ?? '')?.status).toBe('canceled');
    expect(completed.state).toBe('delivered');
    const state = await billingState(billing(), user);
    expect(state).toMatchObject({ plan: 'lifetime', actions: { cancel: false } });
    const stored = await app.db('billing_subscriptions').where({ user_id: user.id, kind: 'recurring' }).first('status');
    expect(stored).toEqual({ status: 'canceled' });
  });

  it('deleting an account cancels its subscription with Creem first; if Creem fails, the account stays', async () => {
    const { app, sandbox } = billing();
    const user = await createUser(app);
    await subscribeAndPay(billing(), user, 'pro');
    const subscription = () => [...sandbox.store.subscriptions.values()].find((sub) => sub.metadata.user_id === user.id);

    await billing().control('POST', '/faults', { path: '/v1/subscriptions', method: 'POST', status: 503, times: 100 });
    const refused = await app.request.delete('/v1/users/profile').set(user.auth).send({});
    expect(refused.status).toBe(502);
    expect(refused.body.error.message).toMatch(/^The payment provider could not cancel your subscription, so your account was not deleted: .*Nothing was changed/);
    expect(await app.db('users').where({ id: user.id }).first('id')).toEqual({ id: user.id });
    expect(subscription()?.status).toBe('active');
    await billing().control('DELETE', '/faults');

    const deleted = await app.request.delete('/v1/users/profile').set(user.auth).send({});
    expect(deleted.status).toBe(200);
    expect(subscription()?.status).toBe('canceled');
    expect(await app.db('users').where({ id: user.id }).first('id')).toBeUndefined();
    // Creem's word on the cancellation arrives for an account that is gone: stored, and nothing breaks.
    await billing().settle();
    const canceled = sandbox.webhooks.events.find((event) => event.type === 'subscription.canceled');
    expect(canceled?.state).toBe('delivered');
  });

  it('refuses demo accounts and changes without a subscription', async () => {
    const { app } = billing();
    const demo = await createUser(app, { is_demo: true, subscription_plan: 'lifetime' });
    const refused = await app.request.post('/v1/billing/subscribe').set(demo.auth).send({ plan: 'pro' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('DEMO_ACCOUNT');
    const demoState = await billingState(billing(), demo);
    expect(demoState).toMatchObject({ plan: 'lifetime', actions: { subscribe: false } });

    const user = await createUser(app);
    for (const call of [
      app.request.put('/v1/billing/subscription').set(user.auth).send({ plan: 'pro' }),
      app.request.delete('/v1/billing/subscription').set(user.auth),
      app.request.post('/v1/billing/subscription/resume').set(user.auth),
    ]) {
      const response = await call;
      expect(response.status).toBe(409);
    }
    const methods = await app.request.get('/v1/billing/payment-methods').set(user.auth);
    expect(methods.body.data).toMatchObject({ portal_url: null, payment_methods: [] });
    expect((await app.request.get('/v1/billing/portal').set(user.auth)).status).toBe(404);
    expect((await app.request.get('/v1/billing/invoices').set(user.auth)).body.data).toEqual({ invoices: [], page: 1, page_size: 10, total: 0 });
    expect((await app.request.get('/v1/billing/subscription')).status).toBe(401);
  });

  it('a provider failure after the SDK’s retries is a clear 502 that changes nothing', async () => {
    const { app } = billing();
    const user = await createUser(app);
    await billing().control('POST', '/faults', { path: '/v1/checkouts', method: 'POST', status: 503, times: 100 });
    const failed = await app.request.post('/v1/billing/subscribe').set(user.auth).send({ plan: 'pro' });
    expect(failed.status).toBe(502);
    expect(failed.body.error.code).toBe('PROVIDER_ERROR');
    expect(failed.body.error.message).toMatch(/^The payment provider could not start a checkout: .*Nothing was changed/);
    expect(await app.db('billing_checkouts').where({ user_id: user.id })).toHaveLength(0);
    await billing().control('DELETE', '/faults');

    await subscribeAndPay(billing(), user, 'pro');
    await billing().control('POST', '/faults', { path: '/v1/subscriptions', status: 500, times: 100 });
    const upgrade = await app.request.put('/v1/billing/subscription').set(user.auth).send({ plan: 'enterprise' });
    expect(upgrade.status).toBe(502);
    expect(upgrade.body.error.message).toContain('could not change your plan');
    await billing().control('DELETE', '/faults');
    expect((await billingState(billing(), user)).plan).toBe('pro');
    expect([...billing().sandbox.store.subscriptions.values()].find((sub) => sub.metadata.user_id === user.id)?.productId).toBe('prod_pro_monthly');
  });

  it('a change Creem made whose answer the SDK cannot read (status incomplete) is no 502: the subscription is read again and applied', async () => {
    const { app, sandbox } = billing();
    const user = await createUser(app);
    await subscribeAndPay(billing(), user, 'pro');
    const ref = (await billingState(billing(), user)).subscription?.provider_ref ?? '';
    const transactions = sandbox.store.transactions.size;
    await billing().control('POST', '/answers', { path: '/v1/subscriptions', method: 'POST', status: 'incomplete', times: 1 });
    const before = sandbox.requests.length;
    const up = await app.request.put('/v1/billing/subscription').set(user.auth).send({ plan: 'enterprise' });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data).toMatchObject({ plan: 'enterprise', subscription: { plan: 'enterprise', status: 'active' }, pending_change: null });
    // The upgrade (answered "incomplete"), then the re-read that settled it; Creem changed the plan once.
    expect(sandbox.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /v1/subscriptions/${ref}/upgrade`,
      'GET /v1/subscriptions',
    ]);
    await billing().settle();
    expect(sandbox.store.transactions.size).toBe(transactions + 1);
    expect((await billingState(billing(), user)).plan).toBe('enterprise');

    await billing().control('POST', '/answers', { path: '/v1/subscriptions', method: 'POST', status: 'incomplete', times: 1 });
    const canceled = await app.request.delete('/v1/billing/subscription').set(user.auth);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.data).toMatchObject({ subscription: { status: 'scheduled_cancel' }, pending_change: null });
  });

  it('still unknown when read again: the change is answered as pending, and Creem’s webhook settles it', async () => {
    const { app } = billing();
    const user = await createUser(app);
    await subscribeAndPay(billing(), user, 'pro');
    await billing().control('POST', '/delivery', { mode: 'hold' });
    // The upgrade's answer and the re-read both say "incomplete" (a payment waiting for the customer, at Creem).
    await billing().control('POST', '/answers', { path: '/v1/subscriptions', status: 'incomplete', times: 2 });
    const up = await app.request.put('/v1/billing/subscription').set(user.auth).send({ plan: 'enterprise' });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.data.plan).toBe('pro');
    expect(up.body.data.pending_change).toBe(
      'Creem accepted the change to Enterprise, but has not confirmed it yet (a payment may be waiting for you at Creem). Your plan here changes as soon as Creem confirms it.',
    );
    expect((await billingState(billing(), user)).plan).toBe('pro');
    await billing().control('POST', '/events/release', { order: 'fifo' });
    await billing().settle();
    expect(await billingState(billing(), user)).toMatchObject({ plan: 'enterprise', subscription: { plan: 'enterprise', status: 'active' } });
  });

  it('a checkout whose answer the SDK cannot read still opens its page', async () => {
    const { app } = billing();
    const user = await createUser(app);
    await billing().control('POST', '/answers', { path: '/v1/checkouts', method: 'POST', status: 'incomplete', times: 1 });
    const started = await app.request.post('/v1/billing/subscribe').set(user.auth).send({ plan: 'pro' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.data.checkout_url).toContain('/v1/creem-sandbox/checkout/ch_');
    await payCheckout(started.body.data.checkout_url as string, user.email);
    await billing().settle();
    expect((await billingState(billing(), user)).plan).toBe('pro');
  });

  it('provider 429/5xx are retried with backoff and the change is applied once', async () => {
    const { app } = billing();
    const user = await createUser(app);
    await subscribeAndPay(billing(), user, 'pro');
    const before = billing().sandbox.requests.length;
    await billing().control('POST', '/faults', { path: '/v1/subscriptions', method: 'POST', status: 429, times: 1, retry_after_ms: 5 });
    await billing().control('POST', '/faults', { path: '/v1/subscriptions', method: 'POST', status: 502, times: 2 });
    const transactions = billing().sandbox.store.transactions.size;
    const up = await app.request.put('/v1/billing/subscription').set(user.auth).send({ plan: 'enterprise' });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const calls = billing().sandbox.requests.slice(before).filter((request) => request.path.endsWith('/upgrade'));
    expect(calls.map((request) => request.status)).toEqual([429, 502, 502, 200]);
    await billing().settle();
    expect(billing().sandbox.store.transactions.size).toBe(transactions + 1);
    const updates = billing().sandbox.webhooks.events.filter((event) => event.type === 'subscription.update' && event.body.includes(user.id));
    expect(updates).toHaveLength(1);
    // Each of the change's events is stored once (the proration's subscription.paid may land first, making the update stale).
    const sent = billing().sandbox.webhooks.events.filter((event) => event.body.includes(user.id)).map((event) => event.id);
    const stored = await app.db('billing_webhook_events').whereIn('id', sent).select('id');
    expect(stored).toHaveLength(sent.length);
    expect((await billingState(billing(), user)).plan).toBe('enterprise');
    await waitFor(async () => (await app.request.get('/v1/billing/invoices').set(user.auth)).body.data.total === 2, 'the proration invoice');
  });
});
