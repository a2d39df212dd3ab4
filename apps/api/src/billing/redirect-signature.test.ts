import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedReturnUrl, signRedirect, verifyRedirect } from './redirect-signature.ts';

const key = 'creem_test_3kmzO4yY3Wue9SLVwK5iLs';

describe('Creem’s redirect signature', () => {
  it('is sha256 of key=value pairs in URL order, empty ones left out, then salt=<API key>, joined with |', () => {
    const params = [
      ['checkout_id', 'ch_1'],
      ['order_id', 'ord_2'],
      ['customer_id', 'cust_3'],
      ['subscription_id', ''],
      ['product_id', 'prod_4'],
    ] as const;
    const expected = createHash('sha256').update(`checkout_id=ch_1|order_id=ord_2|customer_id=cust_3|product_id=prod_4|salt=${key}`).digest('hex');
    expect(signRedirect(params, key)).toBe(expected);
  });

  it('verifies a return URL as signed, and nothing changed, reordered or signed with another key', () => {
    const url = new URL(
      signedReturnUrl(
        'https://kitsmith.dev/billing/return',
        [
          ['checkout_id', 'ch_1'],
          ['order_id', 'ord_2'],
          ['customer_id', 'cust_3'],
          ['subscription_id', 'sub_4'],
          ['product_id', 'prod_5'],
          ['request_id', 'req-6'],
        ],
        key,
      ),
    );
    expect(verifyRedirect(url.search, key)).toBe(true);
    expect(verifyRedirect(`${url.search}&utm_source=mail`, key)).toBe(true);
    expect(verifyRedirect(url.search.replace('prod_5', 'prod_9'), key)).toBe(false);
    const reordered = new URLSearchParams([...url.searchParams.entries()].reverse());
    expect(verifyRedirect(`?${reordered}`, key)).toBe(false);
    expect(verifyRedirect(url.search, 'creem_test_other')).toBe(false);
    expect(verifyRedirect(url.search.replace(/signature=[0-9a-f]+/, 'signature=zz'), key)).toBe(false);
    expect(verifyRedirect('', key)).toBe(false);
  });
});
