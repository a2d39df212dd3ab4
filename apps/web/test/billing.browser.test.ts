// Billing (issue 7) in the browser against the real stack and its Creem sandbox: a free user
// reaches the project limit, upgrades through the sandbox checkout, creates more projects, cancels.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { expectNoSeriousAxeViolations, useRealStack } from '../test-support/real-stack.ts';

describeInBrowser('billing on the real stack', (browser) => {
  const { apiClient, signedInPage } = useRealStack(browser);

  async function signedIn(): Promise<{ page: Page; client: ReturnType<typeof apiClient> }> {
    const client = apiClient();
    const session = await client.auth.register({ full_name: 'Bea Buyer', email: `bea-${Date.now()}@example.com`, password: 'correct horse battery' });
    return { page: await signedInPage(session, '/v1/health'), client };
  }

  it('upgrades a free user at the project limit through checkout, lifts the limit, then cancels at period end', async () => {
    const { page, client } = await signedIn();
    for (const name of ['One', 'Two', 'Three']) await client.projects.create({ name });

    // At the limit, New Project says so and points to the plans.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'New Project' }).first().click();
    await page.getByRole('dialog', { name: 'New project' }).getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('link', { name: 'See plans and upgrade' }).click();
    await page.waitForURL('**/billing');

    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await page.getByText('Sandbox mode', { exact: false }).waitFor();
    await page.locator('.billing-meter').getByText('Projects: 3 of 3 used').waitFor();
    expect(await page.locator('.billing-plan[data-plan="free"] .badge').textContent()).toBe('Current plan');
    await page.getByText('No payments yet.').waitFor();
    await expectNoSeriousAxeViolations(page);

    // Checkout at the sandbox: Pay, back to /billing/return, the plan is on.
    await page.locator('.billing-plan[data-plan="pro"]').getByRole('button', { name: 'Choose Pro' }).click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/billing/return?**');
    await page.getByRole('heading', { name: 'Your Pro plan is active' }).waitFor({ timeout: 60_000 });
    await expectNoSeriousAxeViolations(page);

    const more = await client.projects.create({ name: 'Four' });
    expect(more.name).toBe('Four');
    await page.getByRole('link', { name: 'See billing' }).click();
    await page.locator('.billing-meter').getByText('Projects: 4 of 25 used').waitFor();
    await page.getByText(/^Active\. Renews on /).waitFor();
    expect(await page.locator('.billing-invoices tbody tr').count()).toBe(1);
    expect(await page.locator('.billing-invoices tbody td').nth(2).textContent()).toBe('$19.00');

    // Cancel: confirmed, access kept until the period ends, resumable.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText(/^Canceled: you keep the plan until /).waitFor();
    await page.getByRole('button', { name: 'Resume subscription' }).waitFor();
    expect((await client.billing.subscription()).plan).toBe('pro');
    await client.projects.create({ name: 'Five' });
  });

  it('shows a forged return link as unconfirmed and changes nothing', async () => {
    const { page, client } = await signedIn();
    await page.goto('/billing/return?checkout_id=ch_forged&signature=not-a-signature');
    await page.getByRole('heading', { name: 'We could not confirm this payment' }).waitFor();
    await page.getByRole('alert').waitFor();
    expect((await client.billing.subscription()).plan).toBe('free');
  });
});
