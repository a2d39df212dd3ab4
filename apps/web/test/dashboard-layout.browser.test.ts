// The signed-in shell of spec section 2 against the real stack: top bar, user menu,
// notification bell (fed by real invitations), sidebar and plan card.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiFactories } from '../test-support/api-factories.ts';
import { describeInBrowser } from '../test-support/browser.ts';
import { expectNoSeriousAxeViolations, useRealStack, type VisitOptions } from '../test-support/real-stack.ts';

describeInBrowser('the dashboard layout on the real stack', (browser) => {
  const realStack = useRealStack(browser);
  const { stack, signedInPage } = realStack;
  const factories = apiFactories(realStack);
  const account = (fullName: string) => factories.account(fullName);

  async function openDashboard(session: { access_token: string; refresh_token: string }, options?: VisitOptions): Promise<Page> {
    const page = await signedInPage(session, '/dashboard', options);
    await page.getByRole('heading', { name: 'Your projects' }).waitFor();
    return page;
  }

  const planCard = (page: Page) => page.locator('.sidebar-plan');

  it('shows the top bar, the sidebar with its links, and a plan card that follows real usage and the plan', async () => {
    const ada = await account('Ada Lovelace');
    const { client, session } = ada;
    const page = await openDashboard(session);
    await expect.poll(() => page.getByTestId('user-name').textContent()).toBe('Ada Lovelace');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect.poll(() => sidebar.locator('.user-avatar').textContent()).toBe('A');
    const nav = sidebar.getByRole('navigation', { name: 'Main' });
    const links = await nav.getByRole('link').evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Projects', '/dashboard'],
      ['Team', '/team'],
      ['Billing', '/billing'],
      ['Settings', '/settings'],
    ]);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await sidebar.getByRole('button', { name: 'New Project' }).click();
    await page.waitForURL('**/dashboard');

    await expect.poll(() => planCard(page).locator('.sidebar-plan-label').textContent()).toBe('Free Plan');
    await expect.poll(() => planCard(page).locator('.sidebar-plan-usage').textContent()).toBe('Projects: 0 of 3 used');
    expect(await planCard(page).getByRole('meter').getAttribute('aria-valuenow')).toBe('0');
    await planCard(page).getByRole('link', { name: 'Upgrade' }).waitFor();

    await client.projects.create({ name: 'First' });
    await page.reload();
    await planCard(page).getByText('Projects: 1 of 3 used').waitFor();
    expect(await planCard(page).getByRole('meter').getAttribute('aria-valuenow')).toBe('33');

    await client.projects.create({ name: 'Second' });
    await client.projects.create({ name: 'Third' });
    await page.reload();
    await planCard(page).getByText('Projects: 3 of 3 used').waitFor();
    expect(await planCard(page).getByRole('link', { name: 'Upgrade for more projects' }).getAttribute('href')).toBe('/billing');

    await factories.buyPlan(ada, 'earlybird');
    await page.reload();
    await planCard(page).getByText('Early Bird').waitFor();
    await planCard(page).getByText('Projects: 3 of 10 used').waitFor();
    expect(await planCard(page).getByRole('meter').getAttribute('aria-valuenow')).toBe('30');

    await factories.buyPlan(ada, 'lifetime');
    await page.reload();
    await planCard(page).getByText('Lifetime Pass').waitFor();
    await planCard(page).getByText('Projects: 3 used').waitFor();
    expect(await planCard(page).getByRole('meter').getAttribute('aria-valuenow')).toBe('100');
    await expect.poll(() => planCard(page).getByRole('link').count()).toBe(0);
  });

  it('opens the user menu: the name (or the e-mail before the @), Profile, Settings, Billing, the theme, Log out', async () => {
    // Every account the API makes has a name; the e-mail's local part stands in for a blank one (core's userDisplayName, tested there).
    const { session } = await account('Grace Hopper');
    const page = await openDashboard(session);
    const menuButton = page.getByRole('button', { name: 'Grace Hopper' });
    await menuButton.click();
    const menu = page.getByRole('group', { name: 'Account' });
    for (const [name, href] of [
      ['Profile', '/settings'],
      ['Settings', '/settings'],
      ['Billing', '/billing'],
    ]) {
      expect(await menu.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    await expectNoSeriousAxeViolations(page);

    await menu.getByRole('radio', { name: 'Dark' }).check();
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('ui-kit-theme')])).toEqual(['dark', 'dark']);
    await expectNoSeriousAxeViolations(page);
    await menu.getByRole('radio', { name: 'Auto' }).check();
    expect(await page.evaluate(() => localStorage.getItem('ui-kit-theme'))).toBe('auto');

    // Escape closes it and gives focus back to its button; a click elsewhere closes it too.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await menuButton.click();
    await page.getByRole('heading', { name: 'Your projects' }).click();
    await menu.waitFor({ state: 'detached' });

    await menuButton.click();
    await menu.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${stack().baseUrl}/`);
    // It stays home once the session has ended (the protected screen must not bounce it to /login).
    await page.getByRole('heading', { level: 1, name: 'Build your design system visually' }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('access_token') === null);
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('rings the bell for a team invitation: unread dot until opened, accept in place, decline another', async () => {
    const owner = await account('Olive Owner');
    await factories.buyPlan(owner, 'pro');
    const invitee = await account('Ivy Invitee');
    await factories.verifyEmail(invitee);
    const page = await openDashboard(invitee.session);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    await expect.poll(() => page.getByTestId('unread-dot').count()).toBe(0);

    const acme = await owner.client.projects.create({ name: 'Acme UI' });
    const beta = await owner.client.projects.create({ name: 'Beta UI' });
    await owner.client.projects.share(acme.id, { invite: { email: invitee.email, role: 'editor' } });
    await owner.client.projects.share(beta.id, { invite: { email: invitee.email, role: 'viewer' } });
    // The bell looks again when the window regains focus (and every minute).
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByTestId('unread-dot').waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');

    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await panel.getByText('Olive Owner invited you to Acme UI as editor.').waitFor();
    await panel.getByText('Olive Owner invited you to Beta UI as viewer.').waitFor();
    await expect.poll(() => page.getByTestId('unread-dot').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    const acmeItem = panel.getByRole('listitem').filter({ hasText: 'Acme UI' });
    await acmeItem.getByRole('button', { name: 'Accept' }).click();
    await panel.getByText('You joined Acme UI. It is in your projects now.').waitFor();
    await page.locator('.project-list').getByText('Acme UI').waitFor();

    await panel.getByRole('listitem').filter({ hasText: 'Beta UI' }).getByRole('button', { name: 'Decline' }).click();
    await panel.getByText('Invitation to Beta UI declined.').waitFor();
    await panel.getByText('You are all caught up.').waitFor();
    expect((await owner.client.projects.team(beta.id)).invitations).toEqual([]);

    // Read stays read after a reload.
    await page.reload();
    await bell.waitFor();
    await expect.poll(() => page.getByTestId('unread-dot').count()).toBe(0);
  });

  it('on a 360 px screen the menu button opens the sidebar, which closes on navigation', async () => {
    const { session } = await account('Mia Mobile');
    const page = await openDashboard(session, { viewport: { width: 360, height: 740 } });
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await sidebar.waitFor({ state: 'visible' });
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await expectNoSeriousAxeViolations(page);
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5).map((element) => `${element.tagName}.${element.className}`),
    );
    expect(overflowing).toEqual([]);
    await sidebar.getByRole('button', { name: 'New Project' }).click();
    await sidebar.waitFor({ state: 'hidden' });
  });

  it('lays the billing page out to its content: five plans in one row with one-line actions of one height, one per row on a phone', async () => {
    const { session } = await account('Bill Wide');
    const page = await signedInPage(session, '/billing', { viewport: { width: 1440, height: 900 } });
    const plans = page.locator('.billing-plan');
    await plans.nth(4).waitFor();
    const boxes = async () => plans.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ top, width }) => ({ top, width })));
    expect(new Set((await boxes()).map((box) => box.top)).size).toBe(1);
    const buttons = await page.locator('.billing-plan .button').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    expect(buttons.length).toBeGreaterThan(0);
    expect(Math.max(...buttons) - Math.min(...buttons)).toBeLessThan(1);
    expect(Math.max(...buttons)).toBeLessThan(48);
    // Formats by their names, not upper-cased ids.
    await page.getByText('Export formats: CSS, Tailwind, shadcn/ui, DTCG').waitFor();

    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(async () => new Set((await boxes()).map((box) => box.top)).size).toBe(5);
  });

  it('passes axe on the dashboard in dark mode', async () => {
    const { session } = await account('Dora Dark');
    const page = await openDashboard(session, { colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('ui-kit-theme', 'auto'));
    await page.reload();
    await page.getByRole('heading', { name: 'Your projects' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, matchMedia('(prefers-color-scheme: dark)').matches])).toEqual(['auto', true]);
    await expectNoSeriousAxeViolations(page);
  });
});
