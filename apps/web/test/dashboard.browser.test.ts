// The dashboard page (issue 6, section 1) against the real stack: cards, search and sort,
// New Project (blank or from a template, plan limits), rename, duplicate, delete with undo.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowserOnEachDatabase, expectNoSeriousAxeViolations, moveFocusInMenu, openMenuByKeyboard, useRealStack, type VisitOptions } from '../test-support/real-stack.ts';

describeInBrowserOnEachDatabase('the dashboard on the real stack', (browser, database) => {
  const { apiClient, signedInPage } = useRealStack(browser, {}, database);

  let accounts = 0;
  async function account() {
    const email = `dana${++accounts}-${Date.now()}@example.com`;
    const client = apiClient();
    const session = await client.auth.register({ full_name: 'Dana Designer', email, password: 'correct horse battery' });
    return { client, session };
  }

  async function openDashboard(session: { access_token: string; refresh_token: string }, options?: VisitOptions): Promise<Page> {
    const page = await signedInPage(session, '/dashboard', options);
    await page.getByRole('heading', { name: 'Your projects' }).waitFor();
    return page;
  }

  const cardNames = (page: Page) => page.locator('.project-card h2').allTextContents();

  it('starts empty with a first step, and creates a project from a template', async () => {
    const { client, session } = await account();
    const page = await openDashboard(session);
    await page.getByRole('heading', { name: 'No projects yet' }).waitFor();
    await page.getByRole('button', { name: 'Create your first project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe('New Project');
    await dialog.getByRole('radio', { name: /Bold & Creative/ }).waitFor();
    await expectNoSeriousAxeViolations(page);

    await dialog.getByLabel('Name').fill('');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill('Acme UI');
    await dialog.getByLabel('Description').fill('Our product’s components');
    await dialog.getByRole('radio', { name: /Bold & Creative/ }).check();
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/project\/[^/]+$/);

    const { projects } = await client.projects.list();
    expect(projects.map((project) => [project.name, project.description])).toEqual([['Acme UI', 'Our product’s components']]);
    expect(page.url()).toMatch(new RegExp(`/project/${projects[0]!.id}$`));
    expect((await client.projects.get(projects[0]!.id)).config.template.application?.templateId).toBe('bold-creative');
  });

  it('shows cards with the theme’s colours, searches, sorts, and focuses search with /', async () => {
    const { client, session } = await account();
    for (const name of ['Beta kit', 'alpha system', 'Gamma UI']) await client.projects.create({ name });
    const page = await openDashboard(session);
    await page.locator('.project-card').nth(2).waitFor();
    expect(await cardNames(page)).toEqual(['Gamma UI', 'alpha system', 'Beta kit']);
    const gamma = page.locator('.project-card').filter({ hasText: 'Gamma UI' });
    // The default theme's primary, secondary and accent, from the list's summaries.
    const swatches = await gamma.locator('.project-swatches span').evaluateAll((spans) => spans.map((span) => (span as HTMLElement).style.background));
    expect(swatches).toEqual(['rgb(124, 58, 237)', 'rgb(217, 70, 239)', 'rgb(6, 182, 212)']);
    await expect.poll(() => gamma.locator('.project-card-meta').textContent()).toMatch(/^0 components · Private · Updated /);
    expect(await page.getByRole('link', { name: 'Gamma UI' }).getAttribute('href')).toMatch(/^\/project\//);
    await page.getByText('Projects', { exact: true }).first().waitFor();

    // Sort by is a menu button that says the order, chosen by keyboard: Enter opens it, arrows move, Enter chooses.
    const sortMenu = page.getByRole('menu', { name: 'Sort by' });
    await openMenuByKeyboard(page, page.getByRole('button', { name: 'Sort by Last updated' }), sortMenu);
    expect(await sortMenu.getByRole('menuitemradio', { name: 'Last updated' }).getAttribute('aria-checked')).toBe('true');
    await moveFocusInMenu(page, 'ArrowDown', sortMenu.getByRole('menuitemradio', { name: 'Name' }));
    await page.keyboard.press('Enter');
    await sortMenu.waitFor({ state: 'detached' });
    await expect.poll(() => cardNames(page)).toEqual(['alpha system', 'Beta kit', 'Gamma UI']);
    const sortedByName = page.getByRole('button', { name: 'Sort by Name' });
    expect(await sortedByName.evaluate((button) => button === document.activeElement)).toBe(true);
    // And by pointer.
    await sortedByName.click();
    await sortMenu.getByRole('menuitemradio', { name: 'Newest' }).click();
    await expect.poll(() => cardNames(page)).toEqual(['Gamma UI', 'alpha system', 'Beta kit']);

    await page.locator('body').press('/');
    expect(await page.getByRole('searchbox', { name: 'Search projects' }).evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('bet');
    await expect.poll(() => cardNames(page)).toEqual(['Beta kit']);
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('nothing like this');
    await page.getByText('No projects match “nothing like this”.', { exact: false }).waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('renames, duplicates, and deletes with an Undo that brings the project back', async () => {
    const { client, session } = await account();
    await client.projects.create({ name: 'Original' });
    const page = await openDashboard(session, { colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Actions for Original' }).click();
    await page.getByRole('group', { name: 'Actions for Original' }).getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Original' });
    await rename.getByLabel('Name').fill('Renamed');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await page.getByText('Renamed to Renamed.').waitFor();
    expect(await cardNames(page)).toEqual(['Renamed']);

    await page.getByRole('button', { name: 'Actions for Renamed' }).click();
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByText('Duplicated as Renamed (copy).').waitFor();
    await expect.poll(() => cardNames(page)).toEqual(['Renamed (copy)', 'Renamed']);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Actions for Renamed (copy)' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted Renamed (copy).').waitFor();
    expect(await cardNames(page)).toEqual(['Renamed']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => cardNames(page)).toEqual(['Renamed (copy)', 'Renamed']);
    expect((await client.projects.list()).total).toBe(2);

    // Without Undo, the project is deleted once the toast has gone.
    await page.getByRole('button', { name: 'Actions for Renamed (copy)' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await client.projects.list()).total, { timeout: 30_000 }).toBe(1);
    expect(await cardNames(page)).toEqual(['Renamed']);
  });

  it('closes New Project at the plan’s limit, saying why with the way to upgrade, before any form is filled in', async () => {
    const { client, session } = await account();
    for (const name of ['One', 'Two', 'Three']) await client.projects.create({ name });
    const page = await openDashboard(session);
    const note = page.getByRole('note').filter({ hasText: 'You have made the 3 projects your Free Plan holds.' });
    await note.waitFor();
    expect(await note.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/billing');
    const buttons = page.getByRole('button', { name: 'New Project' });
    expect(await buttons.count()).toBe(2);
    for (const button of await buttons.all()) expect(await button.isDisabled()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'New project' }).count()).toBe(0);
    expect((await client.projects.list()).total).toBe(3);
  });
});
