import { Creem, HTTPClient } from 'creem';
import { CreemError } from 'creem/models/errors';
import { parseWebhookEventEntity, verifyWebhookSignature } from 'creem/webhooks';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_PATH, sandboxBillingConfig } from '../billing-config.ts';
import { verifyRedirect } from '../redirect-signature.ts';
import { billingProducts } from '../runtime.ts';
import { CreemSandbox } from './creem-sandbox.ts';
import { CREEM_RETRY_SCHEDULE_MS } from './webhook-sender.ts';

const API_KEY = 'creem_test_sandbox_key';
const SECRET = 'whsec_sandbox_test_secret';
const CONTROL_TOKEN = 'sandbox-control-token-for-tests';
const DAY = 24 * 60 * 60 * 1000;

interface Received {
  body: string;
  headers: Record<string, string>;
  at: number;
}

/** A sandbox on its own, with a webhook endpoint that answers what `answer` says, and the real SDK on an in-process fetch. */
function setup(options: { retryScale?: number } = {}) {
  const clock = { now: new Date('2026-11-21T12:00:00.000Z') };
  const received: Received[] = [];
  const endpoint = { answer: (_body: string): number => 200 };
  const sandbox = new CreemSandbox({
    publicUrl: 'http://shop.test',
    now: () => clock.now,
    products: billingProducts(sandboxBillingConfig()),
    apiKey: API_KEY,
    webhookSecret: SECRET,
    transport: () => async (body, headers) => {
      received.push({ body, headers, at: Date.now() });
      return endpoint.answer(body);
    },
    retryScale: options.retryScale ?? 0.0002,
    control: { access: 'token', token: CONTROL_TOKEN },
    logger: pino({ level: 'silent' }),
  });
  const sdk = (apiKey = API_KEY) =>
    new Creem({
      apiKey,
      serverURL: `http://shop.test${SANDBOX_PATH}`,
      retryConfig: { strategy: 'backoff', backoff: { initialInterval: 1, maxInterval: 5, exponent: 1.5, maxElapsedTime: 300 }, retryConnectionErrors: false },
      httpClient: new HTTPClient({ fetcher: (input, init) => sandbox.handle(input instanceof Request && !init ? input : new Request(input, init)) }),
    });
  const events = () => received.map((delivery) => JSON.parse(delivery.body) as { id: string; eventType: string; created_at: number; object: Record<string, unknown> });
  const page = (path: string, init?: RequestInit) => sandbox.handle(new Request(`http://shop.test${SANDBOX_PATH}${path}`, init));
  const pay = async (checkoutId: string, email = 'ada@example.com') =>
    page(`/checkout/${checkoutId}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `email=${encodeURIComponent(email)}` });
  return { sandbox, sdk, received, events, endpoint, clock, page, pay };
}

describe('the Creem sandbox, driven by the real creem SDK', () => {
  let s: ReturnType<typeof setup>;
  beforeEach(() => {
    s = setup();
  });

  it('creates a checkout the SDK reads, once per request id', async () => {
    const request = { requestId: 'req-1', productId: 'prod_pro_monthly', units: 1, customer: { email: 'ada@example.com' }, successUrl: 'http://shop.test/billing/return', metadata: { user_id: 'u1' } };
    const first = await s.sdk().checkouts.create(request);
    expect(first).toMatchObject({ status: 'pending', requestId: 'req-1', mode: 'sandbox', metadata: { user_id: 'u1' } });
    expect(first.checkoutUrl).toBe(`http://shop.test${SANDBOX_PATH}/checkout/${first.id}`);
    const again = await s.sdk().checkouts.create(request);
    expect(again.id).toBe(first.id);
    expect(s.sandbox.store.checkouts.size).toBe(1);
    expect((await s.sdk().checkouts.retrieve(first.id)).id).toBe(first.id);
    expect((await s.sdk().products.get('prod_pro_monthly')).price).toBe(1900);
  });

  it('refuses a wrong API key and unknown ids as Creem does (the SDK raises CreemError)', async () => {
    const wrongKey = await s.sdk('creem_test_wrong').products.get('prod_pro_monthly').catch((error: unknown) => error);
    expect(wrongKey).toBeInstanceOf(CreemError);
    expect((wrongKey as CreemError).statusCode).toBe(401);
    const unknown = await s.sdk().subscriptions.get('sub_nope').catch((error: unknown) => error);
    expect((unknown as CreemError).statusCode).toBe(404);
    expect((unknown as CreemError).body).toContain('Subscription sub_nope not found');
  });

  it('serves an accessible checkout page whose Pay redirects with a signed return URL and sends signed, SDK-readable webhooks', async () => {
    const checkout = await s.sdk().checkouts.create({ requestId: 'req-2', productId: 'prod_pro_monthly', customer: { email: 'ada@example.com' }, successUrl: 'http://shop.test/billing/return' });
    const pageResponse = await s.page(`/checkout/${checkout.id}`);
    expect(pageResponse.status).toBe(200);
    const html = await pageResponse.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<label for="email">E-mail<\/label>\s*<input id="email"/);
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('>Decline</button>');
    expect(html).toContain(':focus-visible');

    const paid = await s.pay(checkout.id);
    expect(paid.status).toBe(303);
    const returnUrl = new URL(paid.headers.get('location') ?? '');
    expect(returnUrl.pathname).toBe('/billing/return');
    expect([...returnUrl.searchParams.keys()]).toEqual(['checkout_id', 'order_id', 'customer_id', 'subscription_id', 'product_id', 'request_id', 'signature']);
    expect(verifyRedirect(returnUrl.search, API_KEY)).toBe(true);
    expect(verifyRedirect(returnUrl.search, 'creem_test_other')).toBe(false);

    await s.sandbox.webhooks.settled();
    expect(s.events().map((event) => event.eventType)).toEqual(['checkout.completed', 'subscription.active', 'subscription.paid']);
    for (const delivery of s.received) {
      await expect(verifyWebhookSignature(delivery.body, delivery.headers, SECRET)).resolves.toBeUndefined();
      expect(parseWebhookEventEntity(delivery.body).eventType).toBeDefined();
    }
    const times = s.events().map((event) => event.created_at);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(times).size).toBe(times.length);

    const subscription = await s.sdk().subscriptions.get(returnUrl.searchParams.get('subscription_id') ?? '');
    expect(subscription.status).toBe('active');
    expect(subscription.metadata).toEqual({});
    expect(subscription.currentPeriodEndDate?.toISOString()).toBe('2026-12-21T12:00:00.000Z');
  });

  it('declines without charging, and refuses paying twice', async () => {
    const checkout = await s.sdk().checkouts.create({ productId: 'prod_pro_monthly', successUrl: 'http://shop.test/billing/return' });
    const declined = await s.page(`/checkout/${checkout.id}/decline`, { method: 'POST' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Nothing was charged');
    expect(s.sandbox.store.transactions.size).toBe(0);
    expect((await s.pay(checkout.id)).status).toBe(303);
    const twice = await s.pay(checkout.id);
    expect(twice.status).toBe(409);
    expect(s.sandbox.store.transactions.size).toBe(1);
  });

  it('retries a failed delivery on Creem’s schedule (scaled), then gives up after the last retry', async () => {
    const slow = setup({ retryScale: 0.0001 });
    slow.endpoint.answer = () => 503;
    const checkout = await slow.sdk().checkouts.create({ productId: 'prod_lifetime_pass', customer: { email: 'ada@example.com' } });
    await slow.pay(checkout.id);
    await slow.sandbox.webhooks.settled();
    const event = slow.sandbox.webhooks.events[0];
    expect(event?.type).toBe('checkout.completed');
    expect(event?.attempts.map((attempt) => attempt.status)).toEqual([503, 503, 503, 503, 503]);
    expect(event?.state).toBe('failed');
    const gaps = slow.received.slice(1).map((delivery, index) => delivery.at - (slow.received[index]?.at ?? 0));
    // 30 s, 1 min, 5 min, 1 h at 1/10000: 3 ms, 6 ms, 30 ms, 360 ms; the later gaps must reflect the schedule's growth.
    expect(gaps).toHaveLength(CREEM_RETRY_SCHEDULE_MS.length);
    expect(gaps[3] ?? 0).toBeGreaterThanOrEqual(300);
    expect(gaps[2] ?? 0).toBeGreaterThanOrEqual(25);
  });

  it('stops retrying once the endpoint answers 2xx', async () => {
    let calls = 0;
    s.endpoint.answer = () => (++calls < 3 ? 500 : 200);
    const checkout = await s.sdk().checkouts.create({ productId: 'prod_lifetime_pass', customer: { email: 'ada@example.com' } });
    await s.pay(checkout.id);
    await s.sandbox.webhooks.settled();
    expect(s.sandbox.webhooks.events[0]?.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 200]);
    expect(s.sandbox.webhooks.events[0]?.state).toBe('delivered');
  });

  it('holds events and releases them shuffled by a seed, the same seed giving the same order', async () => {
    /** The order events arrived in (their ids, as emitted) and the order a shuffle with `seed` released them in. */
    const ordersFor = async (seed: number) => {
      const run = setup();
      run.sandbox.webhooks.hold();
      const checkout = await run.sdk().checkouts.create({ productId: 'prod_pro_monthly', customer: { email: 'ada@example.com' } });
      await run.pay(checkout.id);
      expect(run.received).toHaveLength(0);
      const arrival = run.sandbox.webhooks.events.map((event) => event.id);
      const released = await run.sandbox.webhooks.release('shuffle', seed);
      // What the endpoint received is the released order, each event once.
      expect(run.events().map((event) => event.id)).toEqual(released);
      const position = (id: string) => arrival.indexOf(id);
      return { arrival, released, positions: released.map(position), types: released.map((id) => run.sandbox.webhooks.events.find((event) => event.id === id)?.type) };
    };
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
    const runs = await Promise.all(seeds.map(ordersFor));
    for (const run of runs) {
      expect([...run.types].sort()).toEqual(['checkout.completed', 'subscription.active', 'subscription.paid']);
      expect([...run.positions].sort()).toEqual([0, 1, 2]); // a permutation of the arrival order
    }
    // A shuffle that kept (or only reversed) the arrival order would give one or two orders for all eight seeds.
    const distinct = new Set(runs.map((run) => run.positions.join(',')));
    expect(distinct.size, [...distinct].join(' | ')).toBeGreaterThanOrEqual(3);
    expect(runs.some((run) => run.positions.join(',') !== '0,1,2')).toBe(true);
    // The same seed gives the same order again.
    expect((await ordersFor(7)).types).toEqual(runs[seeds.indexOf(7)]?.types);
  });

  it('answers injected 429 and 5xx before doing anything; the SDK backs off, retries and the call happens once', async () => {
    s.sandbox.faults.push({ method: 'POST', path: '/v1/checkouts', status: 429, remaining: 1, retryAfterMs: 5 });
    s.sandbox.faults.push({ method: 'POST', path: '/v1/checkouts', status: 503, remaining: 2, retryAfterMs: undefined });
    const checkout = await s.sdk().checkouts.create({ productId: 'prod_pro_monthly' });
    expect(checkout.status).toBe('pending');
    expect(s.sandbox.requests.map((request) => request.status)).toEqual([429, 503, 503, 200]);
    expect(s.sandbox.store.checkouts.size).toBe(1);
  });

  it('renews; a failed renewal is past due and expired, then retried: paid when the card is fixed, canceled when the last retry fails', async () => {
    const subscribe = async (email: string) => {
      const checkout = await s.sdk().checkouts.create({ productId: 'prod_pro_monthly', customer: { email } });
      const paid = await s.pay(checkout.id, email);
      expect(paid.status).toBe(200); // no success URL: the sandbox's own "payment complete" page
      return [...s.sandbox.store.subscriptions.values()].find((subscription) => s.sandbox.store.customers.get(subscription.customerId)?.email === email);
    };
    const renewing = await subscribe('renew@example.com');
    const failing = await subscribe('fail@example.com');
    const canceling = await subscribe('cancel@example.com');
    if (!renewing || !failing || !canceling) throw new Error('subscriptions missing');
    s.sandbox.engine.setFailingPayments(failing.id, true);
    await s.sdk().subscriptions.cancel(canceling.id, { mode: 'scheduled' });
    await s.sandbox.webhooks.settled();
    const sentFor = (id: string) =>
      s.sandbox.webhooks.events.filter((event) => event.body.includes(`"id":"${id}"`)).map((event) => event.type);

    s.sandbox.engine.advance(31 * DAY);
    expect(renewing.status).toBe('active');
    expect(renewing.currentPeriodEnd.toISOString()).toBe('2027-01-21T12:00:00.000Z');
    expect(failing.status).toBe('past_due');
    // A scheduled cancellation ends with the period: canceled, as Creem says it (not expired).
    expect(canceling.status).toBe('canceled');
    expect(sentFor(canceling.id).at(-1)).toBe('subscription.canceled');
    // The renewal failed, and the period ended without a new payment: Creem retries the card from here.
    expect(sentFor(failing.id).slice(-2)).toEqual(['subscription.past_due', 'subscription.expired']);

    // The card fixed: the next retry (3 days after the period end) goes through, on the same subscription.
    s.sandbox.engine.setFailingPayments(failing.id, false);
    expect(failing.status).toBe('past_due');
    s.sandbox.engine.advance(2 * DAY);
    expect(failing.status).toBe('active');
    expect(failing.currentPeriodEnd.toISOString()).toBe('2027-01-21T12:00:00.000Z');
    expect(sentFor(failing.id).at(-1)).toBe('subscription.paid');
    expect(s.sandbox.store.subscriptions.size).toBe(3);

    // Still failing at the last retry (7 days after the period end): canceled, final.
    s.sandbox.engine.setFailingPayments(renewing.id, true);
    s.sandbox.engine.advance(29 * DAY);
    expect(renewing.status).toBe('past_due');
    s.sandbox.engine.advance(3 * DAY);
    expect(renewing.status).toBe('past_due');
    s.sandbox.engine.advance(4 * DAY);
    expect(renewing.status).toBe('canceled');
    expect(sentFor(renewing.id).slice(-3)).toEqual(['subscription.past_due', 'subscription.expired', 'subscription.canceled']);
    const search = await s.sdk().transactions.search(renewing.customerId);
    expect(search.result.items.map((transaction) => transaction.status)).toEqual(['declined', 'declined', 'declined', 'declined', 'paid', 'paid']);
  });

  it('changes products with Creem’s update behaviours: an upgrade charges the prorated difference at once, a downgrade does not', async () => {
    const checkout = await s.sdk().checkouts.create({ productId: 'prod_pro_monthly', customer: { email: 'ada@example.com' } });
    await s.pay(checkout.id);
    const subscription = [...s.sandbox.store.subscriptions.values()][0];
    if (!subscription) throw new Error('no subscription');
    s.clock.now = new Date(s.clock.now.getTime() + 15 * DAY);
    const upgraded = await s.sdk().subscriptions.upgrade(subscription.id, { productId: 'prod_enterprise_monthly', updateBehavior: 'proration-charge-immediately' });
    expect(typeof upgraded.product === 'string' ? upgraded.product : upgraded.product.id).toBe('prod_enterprise_monthly');
    const proration = [...s.sandbox.store.transactions.values()].at(-1);
    expect(proration?.description).toContain('Proration');
    expect(proration?.amount).toBe(Math.round(((9900 - 1900) * 15) / 30));
    const count = s.sandbox.store.transactions.size;
    await s.sdk().subscriptions.upgrade(subscription.id, { productId: 'prod_pro_monthly', updateBehavior: 'proration-charge' });
    expect(s.sandbox.store.transactions.size).toBe(count);
  });

  it('issues a license key for the lifetime pass, activates and validates it, and disables it on a full refund', async () => {
    const checkout = await s.sdk().checkouts.create({ productId: 'prod_lifetime_pass', customer: { email: 'ada@example.com' } });
    await s.pay(checkout.id);
    const completed = await s.sdk().checkouts.retrieve(checkout.id);
    const key = completed.licenseKeys?.[0]?.key ?? '';
    expect(key).toMatch(/^KS-/);
    const activated = await s.sdk().licenses.activate({ key, instanceName: 'kitsmith-u1' });
    expect(activated.status).toBe('active');
    const instanceId = activated.instance?.id ?? '';
    expect((await s.sdk().licenses.validate({ key, instanceId })).status).toBe('active');
    const order = s.sandbox.store.orders.get(completed.order?.id ?? '');
    s.sandbox.engine.refund(order?.transactionId ?? '', undefined);
    expect((await s.sdk().licenses.validate({ key, instanceId })).status).toBe('disabled');
    await s.sandbox.webhooks.settled();
    expect(s.events().at(-1)?.eventType).toBe('refund.created');
  });

  it('reads the field names the SDK sends: a scheduled cancel with onExecute: pause pauses instead', async () => {
    const checkout = await s.sdk().checkouts.create({ productId: 'prod_pro_monthly', customer: { email: 'ada@example.com' } });
    await s.pay(checkout.id);
    const subscription = [...s.sandbox.store.subscriptions.values()][0];
    const paused = await s.sdk().subscriptions.cancel(subscription?.id ?? '', { mode: 'scheduled', onExecute: 'pause' });
    expect(paused.status).toBe('paused');
    const canceled = await s.sdk().subscriptions.cancel(subscription?.id ?? '', { mode: 'immediate' });
    expect(canceled.status).toBe('canceled');
  });

  it('answers the product calls of spec section 7: search (paged, by status), get by id either way, create', async () => {
    const first = await s.sdk().products.search(1, 2);
    expect(first.result.items.map((product) => product.id)).toEqual(['prod_earlybird_monthly', 'prod_pro_monthly']);
    expect(first.result.pagination).toMatchObject({ totalRecords: 4, totalPages: 2, currentPage: 1, nextPage: 2, prevPage: null });
    expect((await s.sdk().products.search(2, 2)).result.items.map((product) => product.id)).toEqual(['prod_enterprise_monthly', 'prod_lifetime_pass']);
    expect((await s.sdk().products.search(1, 10, 'archived')).result.items).toEqual([]);

    const created = await s.sdk().products.create({
      name: 'Kitsmith Team',
      description: 'Yearly, for teams',
      price: 49_900,
      currency: 'USD',
      billingType: 'recurring',
      billingPeriod: 'every-year',
      abandonedCartRecoveryEnabled: false,
    });
    expect(created).toMatchObject({ name: 'Kitsmith Team', price: 49_900, billingType: 'recurring', billingPeriod: 'every-year', status: 'active', mode: 'sandbox' });
    expect((await s.sdk().products.get(created.id)).name).toBe('Kitsmith Team');
    const bySpec = await s.page(`/v1/products?product_id=${created.id}`, { headers: { 'x-api-key': API_KEY } });
    expect(((await bySpec.json()) as { id: string }).id).toBe(created.id);
    // A yearly product renews a year later.
    const checkout = await s.sdk().checkouts.create({ productId: created.id, customer: { email: 'team@example.com' } });
    await s.pay(checkout.id, 'team@example.com');
    expect([...s.sandbox.store.subscriptions.values()][0]?.currentPeriodEnd.toISOString()).toBe('2027-11-21T12:00:00.000Z');
    const refused = await s.sdk().products.create({ name: 'Bad', description: '', price: 100, currency: 'USD', billingType: 'recurring', billingPeriod: 'once', abandonedCartRecoveryEnabled: false }).catch((error: unknown) => error);
    expect((refused as CreemError).statusCode).toBe(400);
  });

  it('answers a transaction by id, and searches transactions by product', async () => {
    for (const [product, email] of [['prod_pro_monthly', 'pro@example.com'], ['prod_lifetime_pass', 'life@example.com']] as const) {
      const checkout = await s.sdk().checkouts.create({ productId: product, customer: { email } });
      await s.pay(checkout.id, email);
    }
    const pro = await s.sdk().transactions.search(undefined, undefined, 'prod_pro_monthly');
    expect(pro.result.items.map((transaction) => transaction.amount)).toEqual([1900]);
    expect(pro.result.pagination.totalRecords).toBe(1);
    const lifetime = await s.sdk().transactions.search(undefined, undefined, 'prod_lifetime_pass');
    expect(lifetime.result.items.map((transaction) => transaction.amount)).toEqual([14_900]);
    const one = await s.sdk().transactions.getById(pro.result.items[0]?.id ?? '');
    expect(one).toMatchObject({ id: pro.result.items[0]?.id, amount: 1900, status: 'paid' });
    expect(((await s.sdk().transactions.getById('tran_nope').catch((error: unknown) => error)) as CreemError).statusCode).toBe(404);
  });

  it('creates, reads and deletes discounts; a checkout with its code pays less for as long as the discount runs', async () => {
    const discount = await s.sdk().discounts.create({
      name: 'Half price for two months',
      code: 'HALF2',
      type: 'percentage',
      percentage: 50,
      duration: 'repeating',
      durationInMonths: 2,
      maxRedemptions: 1,
      appliesToProducts: ['prod_pro_monthly'],
    });
    expect(discount).toMatchObject({ code: 'HALF2', status: 'active', type: 'percentage', percentage: 50, duration: 'repeating', redeemCount: 0 });
    expect((await s.sdk().discounts.get(discount.id)).code).toBe('HALF2');
    expect((await s.sdk().discounts.get(undefined, 'half2')).id).toBe(discount.id);

    const wrongProduct = await s.sdk().checkouts.create({ productId: 'prod_enterprise_monthly', discountCode: 'HALF2' }).catch((error: unknown) => error);
    expect((wrongProduct as CreemError).statusCode).toBe(400);
    const checkout = await s.sdk().checkouts.create({ productId: 'prod_pro_monthly', discountCode: 'half2', customer: { email: 'ada@example.com' } });
    await s.pay(checkout.id);
    expect((await s.sdk().discounts.get(discount.id)).redeemCount).toBe(1);
    const usedUp = await s.sdk().checkouts.create({ productId: 'prod_pro_monthly', discountCode: 'HALF2' }).catch((error: unknown) => error);
    expect((usedUp as CreemError).statusCode).toBe(400);
    expect((usedUp as CreemError).body).toContain('has been used up');

    s.sandbox.engine.advance(31 * DAY);
    s.sandbox.engine.advance(31 * DAY);
    const customerId = [...s.sandbox.store.customers.keys()][0];
    const paid = (await s.sdk().transactions.search(customerId)).result.items.reverse();
    expect(paid.map((transaction) => [transaction.amount, transaction.discountAmount, transaction.amountPaid])).toEqual([
      [1900, 950, 950],
      [1900, 950, 950],
      [1900, 0, 1900],
    ]);

    expect((await s.sdk().discounts.delete(discount.id)).status).toBe('deleted');
    expect(((await s.sdk().discounts.get(discount.id).catch((error: unknown) => error)) as CreemError).statusCode).toBe(404);
    const unknown = await s.sdk().checkouts.create({ productId: 'prod_pro_monthly', discountCode: 'NOPE1' }).catch((error: unknown) => error);
    expect((unknown as CreemError).statusCode).toBe(404);
  });

  it('changes a subscription’s units (POST /v1/subscriptions/:id), charging the prorated difference at once when asked', async () => {
    const checkout = await s.sdk().checkouts.create({ productId: 'prod_pro_monthly', customer: { email: 'ada@example.com' } });
    await s.pay(checkout.id);
    const subscription = [...s.sandbox.store.subscriptions.values()][0];
    if (!subscription) throw new Error('no subscription');
    s.clock.now = new Date(s.clock.now.getTime() + 15 * DAY);
    const updated = await s.sdk().subscriptions.update(subscription.id, {
      items: [{ id: subscription.itemId, units: 3 }],
      updateBehavior: 'proration-charge-immediately',
    });
    expect(updated.items?.[0]?.units).toBe(3);
    const proration = [...s.sandbox.store.transactions.values()].at(-1);
    expect(proration).toMatchObject({ description: 'Proration: Kitsmith Pro: 3 units', amount: Math.round((1900 * 2 * 15) / 30) });
    s.sandbox.engine.advance(16 * DAY);
    expect([...s.sandbox.store.transactions.values()].at(-1)?.amount).toBe(5700);
    const wrongItem = await s.sdk().subscriptions.update(subscription.id, { items: [{ id: 'sitem_other', units: 2 }] }).catch((error: unknown) => error);
    expect((wrongItem as CreemError).statusCode).toBe(404);
  });

  it('opens the customer portal only with its token, and cancels and resumes from it', async () => {
    const checkout = await s.sdk().checkouts.create({ productId: 'prod_pro_monthly', customer: { email: 'ada@example.com' } });
    await s.pay(checkout.id);
    const customerId = [...s.sandbox.store.customers.keys()][0] ?? '';
    const { customerPortalLink } = await s.sdk().customers.generateBillingLinks({ customerId });
    const link = new URL(customerPortalLink);
    expect((await s.page(`/portal/${customerId}?token=wrong`)).status).toBe(404);
    const portal = await s.page(`${link.pathname.slice(SANDBOX_PATH.length)}${link.search}`);
    const html = await portal.text();
    expect(html).toContain('>Cancel subscription</button>');
    const subscription = [...s.sandbox.store.subscriptions.values()][0];
    const token = link.searchParams.get('token') ?? '';
    const post = (verb: string) =>
      s.page(`/portal/${customerId}/subscriptions/${subscription?.id}/${verb}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `token=${token}`,
      });
    expect((await post('cancel')).status).toBe(303);
    expect(subscription?.status).toBe('scheduled_cancel');
    const after = await (await s.page(`${link.pathname.slice(SANDBOX_PATH.length)}${link.search}&done=cancel`)).text();
    expect(after).toContain('>Resume subscription</button>');
    expect(after).toContain('stays active until the end of the period');
    expect((await post('resume')).status).toBe(303);
    expect(subscription?.status).toBe('active');
  });
});
