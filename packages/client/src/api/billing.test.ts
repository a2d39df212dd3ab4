import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../api-client-error.ts';
import { createClient } from '../create-client.ts';
import { fail, fakeFetch, ok } from '../test-support/fake-fetch.ts';
import { memoryStorage } from '../token-storage.ts';

const BASE = 'http://api.test/v1';

function setup(answer: unknown = {}) {
  const { fetch, calls } = fakeFetch(() => ok(answer));
  const client = createClient({ baseUrl: BASE, storage: memoryStorage({ access_token: 'a1', refresh_token: 'r1' }), fetch });
  return { client, calls };
}

describe('billing calls', () => {
  it('map each method to its route, method and body', async () => {
    const { client, calls } = setup();
    await client.billing.plans();
    await client.billing.subscription();
    await client.billing.usage();
    await client.billing.subscribe('pro');
    await client.billing.changePlan({ plan: 'enterprise', update_behavior: 'proration-none' });
    await client.billing.cancel();
    await client.billing.resume();
    await client.billing.invoices({ page: 2, page_size: 5 });
    await client.billing.paymentMethods();
    await client.billing.portal();
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: `${BASE}/billing/plans`, body: undefined },
      { method: 'GET', url: `${BASE}/billing/subscription`, body: undefined },
      { method: 'GET', url: `${BASE}/billing/usage`, body: undefined },
      { method: 'POST', url: `${BASE}/billing/subscribe`, body: { plan: 'pro' } },
      { method: 'PUT', url: `${BASE}/billing/subscription`, body: { plan: 'enterprise', update_behavior: 'proration-none' } },
      { method: 'DELETE', url: `${BASE}/billing/subscription`, body: undefined },
      { method: 'POST', url: `${BASE}/billing/subscription/resume`, body: undefined },
      { method: 'GET', url: `${BASE}/billing/invoices?page=2&page_size=5`, body: undefined },
      { method: 'GET', url: `${BASE}/billing/payment-methods`, body: undefined },
      { method: 'GET', url: `${BASE}/billing/portal`, body: undefined },
    ]);
  });

  it('passes the return page’s query on in the order Creem signed it', async () => {
    const { client, calls } = setup({ verified: true });
    const search = '?product_id=prod_1&checkout_id=ch_1&request_id=r1&signature=abc';
    await client.billing.checkoutReturn(search);
    await client.billing.checkoutReturn(new URLSearchParams(search));
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}/billing/checkout/return?product_id=prod_1&checkout_id=ch_1&request_id=r1&signature=abc`,
      `${BASE}/billing/checkout/return?product_id=prod_1&checkout_id=ch_1&request_id=r1&signature=abc`,
    ]);
  });

  it('raises the provider’s failure as PROVIDER_ERROR with the server’s message', async () => {
    const { fetch } = fakeFetch(() => fail(502, 'PROVIDER_ERROR', 'The payment provider could not start a checkout.'));
    const client = createClient({ baseUrl: BASE, storage: memoryStorage({ access_token: 'a1' }), fetch });
    const error = await client.billing.subscribe('lifetime').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 502, code: 'PROVIDER_ERROR', message: 'The payment provider could not start a checkout.' });
  });
});
