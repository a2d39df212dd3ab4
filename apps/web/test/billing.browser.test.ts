// Billing (issue 7) in the browser against the real stack and its Creem sandbox: a free user
// reaches the project limit, upgrades through the sandbox checkout, creates more projects, cancels.
// The stack's PUBLIC_URL names it as localhost while the browser comes in on 127.0.0.1 (issue 21):
// the checkout must send the buyer back to 127.0.0.1, where their session is kept.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowserOnEachDatabase, expectNoSeriousAxeViolations, useRealStack } from '../test-support/real-stack.ts';

/** The sandbox's control routes need this token, as SANDBOX_CONTROL_TOKEN sets it on the stack. */
const CONTROL_TOKEN = 'web-billing-control-token';

describeInBrowserOnEachDatabase('billing on the real stack', (browser, database) => {
  const { apiClient, signedInPage, stack } = useRealStack(
    browser,
    (port) => ({ SANDBOX_CONTROL_TOKEN: CONTROL_TOKEN, PUBLIC_URL: `http://localhost:${port}` }),
    database,
  );

  /** A sandbox control call (plain JSON), with the token. */
  async function control(path: string, body: unknown): Promise<void> {
    const response = await fetch(`${stack().baseUrl}/v1/creem-sandbox/control${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${CONTROL_TOKEN}` },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  async function signedIn(): Promise<{ page: Page; client: ReturnType<typeof apiClient> }> {
    const client = apiClient();
    const session = await client.auth.register({ full_name: 'Bea Buyer', email: `bea-${Date.now()}@example.com`, password: 'correct horse battery' });
    return { page: await signedInPage(session, '/v1/health'), client };
  }

  it('upgrades a free user at the project limit through checkout, lifts the limit, then cancels at period end', async () => {
    const { page, client } = await signedIn();
    for (const name of ['One', 'Two', 'Three']) await client.projects.create({ name });

    // At the limit, New Project is closed, and the note beside it says why and points to the plans.
    await page.goto('/dashboard');
    expect(await page.getByRole('button', { name: 'New Project' }).first().isDisabled()).toBe(true);
    await page.getByRole('note').filter({ hasText: 'You have made the 3 projects your Free Plan holds.' }).getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL('**/billing');

    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    await page.getByText('Sandbox mode', { exact: false }).waitFor();
    await page.locator('.billing-meter').getByText('Projects: 3 of 3 used').waitFor();
    await expect.poll(() => page.locator('.billing-plan[data-plan="free"] .badge').textContent()).toBe('Current plan');
    await page.getByText('No payments yet.').waitFor();
    await expectNoSeriousAxeViolations(page);
    // And in the dark: the app follows the system's scheme until told otherwise.
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(background).not.toBe(light);
    await expectNoSeriousAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });

    // Checkout at the sandbox (on PUBLIC_URL, localhost, as Creem's page is on its own site): Pay, back to
    // /billing/return on 127.0.0.1, where the session is, still signed in; the plan is on.
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
    await page.locator('.billing-plan[data-plan="pro"]').getByRole('button', { name: 'Choose Pro' }).click();
    await page.waitForURL((url) => url.hostname === 'localhost' && url.pathname.includes('/v1/creem-sandbox/checkout/'));
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/billing/return?**');
    expect(new URL(page.url()).origin).toBe(stack().baseUrl);
    await page.getByRole('heading', { name: 'Your Pro plan is active' }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).not.toBeNull();
    await expectNoSeriousAxeViolations(page);

    const more = await client.projects.create({ name: 'Four' });
    expect(more.name).toBe('Four');
    await page.getByRole('link', { name: 'See billing' }).click();
    await page.locator('.billing-meter').getByText('Projects: 4 of 25 used').waitFor();
    await page.getByText(/^Active\. Renews on /).waitFor();
    expect(await page.locator('.billing-invoices tbody tr').count()).toBe(1);
    await expect.poll(() => page.locator('.billing-invoices tbody td').nth(2).textContent()).toBe('$19.00');

    // Cancel: confirmed, access kept until the period ends, resumable.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog', { name: 'Cancel your subscription?' }).getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText(/^Canceled: you keep the plan until /).waitFor();
    await page.getByRole('button', { name: 'Resume subscription' }).waitFor();
    expect((await client.billing.subscription()).plan).toBe('pro');
    await client.projects.create({ name: 'Five' });
  });

  it('says a plan change Creem accepted but has not confirmed is pending, and shows it once Creem confirms', async () => {
    const { page, client } = await signedIn();
    const checkout = await client.billing.subscribe('pro');
    const paid = await fetch(`${checkout.checkout_url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: (await client.users.profile()).email }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await control('/settle', {});
    expect((await client.billing.subscription()).plan).toBe('pro');

    // Creem answers the upgrade, and the re-read, with a status the SDK does not know (a payment waiting at Creem).
    await control('/delivery', { mode: 'hold' });
    await control('/answers', { path: '/v1/subscriptions', status: 'incomplete', times: 2 });
    await page.goto('/billing');
    await page.locator('.billing-plan[data-plan="enterprise"]').getByRole('button', { name: 'Switch to Enterprise' }).click();
    await page.getByRole('dialog', { name: 'Switch to Enterprise?' }).getByRole('button', { name: 'Switch to Enterprise' }).click();
    await page.getByRole('status').getByText('Creem accepted the change to Enterprise, but has not confirmed it yet').waitFor();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await expect.poll(() => page.locator('.billing-plan[data-plan="pro"] .badge').textContent()).toBe('Current plan');

    // Creem's webhook confirms it.
    await control('/events/release', { order: 'fifo' });
    await control('/settle', {});
    await page.reload();
    await page.locator('.billing-plan[data-plan="enterprise"] .badge').getByText('Current plan').waitFor();
  });

  it('shows a forged return link as unconfirmed and changes nothing', async () => {
    const { page, client } = await signedIn();
    await page.goto('/billing/return?checkout_id=ch_forged&signature=not-a-signature');
    await page.getByRole('heading', { name: 'We could not confirm this payment' }).waitFor();
    await page.getByRole('alert').waitFor();
    expect((await client.billing.subscription()).plan).toBe('free');
  });
});
