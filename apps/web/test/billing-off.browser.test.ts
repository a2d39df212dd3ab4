// A server that sells nothing (BILLING=off, issue 14): the billing page says so before anyone clicks,
// offers no checkout, and the plan stays free.
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { expectNoSeriousAxeViolations, useRealStack } from '../test-support/real-stack.ts';

describeInBrowser('billing on a server with BILLING=off', (browser) => {
  const { apiClient, signedInPage, visit } = useRealStack(browser, { BILLING: 'off' });

  it('shows the plans with "Purchases are not available on this server" and no button that buys', async () => {
    const client = apiClient();
    const session = await client.auth.register({ full_name: 'Olive Offline', email: `olive-${Date.now()}@example.com`, password: 'correct horse battery' });

    // Arriving from the pricing page with a plan chosen: no checkout to continue to.
    const page = await signedInPage(session, '/billing?plan=pro');
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await page.getByRole('note').getByText('Purchases are not available on this server').waitFor();
    const chosen = page.locator('.billing-chosen');
    await chosen.getByText('Not on sale on this server right now.').waitFor();
    await expect.poll(() => chosen.getByRole('button', { name: 'Continue to checkout' }).count()).toBe(0);
    await chosen.getByRole('button', { name: 'Back to your plan' }).click();
    await chosen.waitFor({ state: 'detached' });

    // Every paid plan says it is not on sale; none has a button; Free stays the current plan.
    await expect.poll(() => page.locator('.billing-plan[data-plan="free"] .badge').textContent()).toBe('Current plan');
    for (const plan of ['earlybird', 'pro', 'enterprise', 'lifetime']) {
      const card = page.locator(`.billing-plan[data-plan="${plan}"]`);
      await card.getByText('Not on sale on this server right now.').waitFor();
      expect(await card.getByRole('button').count(), plan).toBe(0);
    }
    await expect.poll(() => page.getByText('Sandbox mode', { exact: false }).count()).toBe(0);
    await page.getByText('Purchases are not available on this server, so there is no payment method to manage here.').waitFor();
    // The sidebar's plan card offers no Upgrade once it knows nothing is for sale.
    const planCard = page.locator('.sidebar-plan');
    await expect.poll(() => planCard.getAttribute('data-purchases')).toBe('unavailable');
    expect(await planCard.getByRole('link').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
    expect((await client.billing.subscription()).plan).toBe('free');

    // The public pricing page shows the plans too, none for sale.
    const pricing = await visit('/pricing');
    await pricing.locator('.plan-card[data-plan="pro"]').getByText('Not on sale right now.').waitFor();
    await expect.poll(() => pricing.getByRole('link', { name: 'Choose Pro' }).count()).toBe(0);
  });
});
