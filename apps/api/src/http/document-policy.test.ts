// Every document the API serves carries the same Content-Security-Policy: the billing sandbox's checkout,
// portal and error pages as much as the web app. JSON answers carry none (their header set is kept minimal).
import { expect, it } from 'vitest';
import { describeBilling } from '../billing/test-support.ts';
import { createUser, TEST_LINK_ORIGINS } from '../test-support/test-app.ts';
import { previewFrameScriptHash } from './security-headers.ts';

const PREVIEW_FRAME_SCRIPT_HASH = await previewFrameScriptHash();

/** A policy header as directive -> sources. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describeBilling('the billing sandbox’s pages under the document policy', (billing) => {
  it('gives its checkout page the policy: scripts from this origin only, nothing inline or evaluated, forms posted here or to the site', async () => {
    const user = await createUser(billing().app);
    const started = await billing().app.request.post('/v1/billing/subscribe').set(user.auth).send({ plan: 'pro' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const checkoutUrl = new URL(started.body.data.checkout_url as string);
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'", PREVIEW_FRAME_SCRIPT_HASH],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      // Paying redirects to the buyer's own origin (one of the site's), and browsers hold a form's redirects to form-action.
      'form-action': ["'self'", billing().baseUrl, ...TEST_LINK_ORIGINS],
      'frame-ancestors': ["'self'"],
    });
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    const html = await page.text();
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    // Its forms post to this origin, and paying redirects to the site: both within form-action.
    for (const [, action] of html.matchAll(/<form[^>]*action="([^"]+)"/g)) expect(new URL(action ?? '', checkoutUrl).origin).toBe(checkoutUrl.origin);
    const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', body: new URLSearchParams({ email: user.email }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(policy['form-action']).toContain(new URL(paid.headers.get('location') ?? '', checkoutUrl).origin);
  });

  it('gives its error pages the same policy, and JSON answers none', async () => {
    const missing = await fetch(`${billing().baseUrl}/v1/creem-sandbox/checkout/ch_missing`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(directives(missing.headers.get('content-security-policy'))['script-src']).toEqual(["'self'", PREVIEW_FRAME_SCRIPT_HASH]);
    const plans = await fetch(`${billing().baseUrl}/v1/billing/plans`);
    expect(plans.headers.get('content-type')).toMatch(/json/);
    expect(plans.headers.get('content-security-policy')).toBeNull();
  });
});
