import { ApiClientError, createClient, memoryStorage, type KitsmithClient } from '@kitsmith/client';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingRuntime, type BillingRuntime } from './runtime.ts';
import { TEST_BILLING } from './test-support.ts';
import { sandboxBillingConfig } from './billing-config.ts';
import { createApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/** Presses Pay on the sandbox's checkout page, as the browser would; answers the signed return URL. */
async function pay(checkoutUrl: string, email: string): Promise<URL> {
  const response = await fetch(`${checkoutUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

/** The billing calls the /billing screen makes, on the real API with billing in sandbox mode (the real creem SDK over HTTP). */
describe('client.billing against the real API and the Creem sandbox [sqlite]', () => {
  let testApp: TestApp;
  let server: Server;
  let origin: string;
  let runtime: BillingRuntime;
  let client: KitsmithClient;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    server = createApp(testApp.deps).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    testApp.deps.config.publicUrl = origin;
    testApp.deps.config.billing = sandboxBillingConfig(TEST_BILLING);
    runtime = billingRuntime(testApp.deps);
    runtime.useSelfUrl(origin);
    client = createClient({ baseUrl: `${origin}/v1`, storage: memoryStorage() });
    await client.auth.register({ email: 'bea@example.com', password: 'correct-horse', full_name: 'Bea Buyer' });
  });

  afterAll(async () => {
    runtime.stop();
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    await testApp.close();
  });

  it('shows plans and usage, checks out, verifies the return, changes plan, cancels and resumes', async () => {
    const { plans } = await client.billing.plans();
    expect(plans.map((plan) => plan.id)).toEqual(['free', 'earlybird', 'pro', 'enterprise', 'lifetime']);
    expect(await client.billing.subscription()).toMatchObject({ plan: 'free', label: 'Free Plan', subscription: null, actions: { subscribe: true } });
    expect((await client.billing.usage()).projects).toEqual({ used: 0, limit: 3, percent: 0, usage_label: '0 of 3 used' });
    expect(await client.billing.paymentMethods()).toMatchObject({ portal_url: null });

    const checkout = await client.billing.subscribe('pro');
    const returnUrl = await pay(checkout.checkout_url, 'bea@example.com');
    expect(returnUrl.pathname).toBe('/billing/return');
    await runtime.sandbox?.webhooks.settled();
    const back = await client.billing.checkoutReturn(returnUrl.search);
    expect(back).toMatchObject({ verified: true, activation: 'active', plan: 'pro', subscription: { plan: 'pro', label: 'Pro Plan' } });

    const upgraded = await client.billing.changePlan({ plan: 'enterprise' });
    expect(upgraded.plan).toBe('enterprise');
    await runtime.sandbox?.webhooks.settled();
    const invoices = await client.billing.invoices();
    expect(invoices.total).toBe(2);
    expect(invoices.invoices.every((invoice) => invoice.currency === 'USD' && invoice.amount > 0)).toBe(true);

    const canceled = await client.billing.cancel();
    expect(canceled.subscription).toMatchObject({ status: 'scheduled_cancel', has_access: true });
    expect(canceled.actions.resume).toBe(true);
    const resumed = await client.billing.resume();
    expect(resumed.subscription).toMatchObject({ status: 'active', access_ends_at: null });

    const { portal_url } = await client.billing.portal();
    expect((await fetch(portal_url)).status).toBe(200);
    expect((await client.billing.paymentMethods()).portal_url).toContain('/v1/creem-sandbox/portal/');
  });

  it('raises the API’s errors: a forged return, a second subscription', async () => {
    const forged = await client.billing.checkoutReturn('?checkout_id=ch_1&product_id=prod_pro_monthly&signature=' + '0'.repeat(64)).catch((error: unknown) => error);
    expect(forged).toBeInstanceOf(ApiClientError);
    expect(forged).toMatchObject({ status: 400, code: 'INVALID_SIGNATURE' });
    const again = await client.billing.subscribe('earlybird').catch((error: unknown) => error);
    expect(again).toMatchObject({ status: 409, code: 'ALREADY_SUBSCRIBED' });
  });
});
