// Fonts against the real stack: a designer picks a catalogue font in the editor's picker (by keyboard), the
// preview frame loads it from our server, a custom stack is validated inline, the public page shows the fonts,
// and the pages that have nothing to do with a design (home, dashboard) load no font at all.
import { defaultDesignSystem, findFont } from '@kitsmith/core';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { eventually, eventuallyStored } from '../test-support/editor-driver.ts';
import { useEditorStack } from '../test-support/editor-stack.ts';
import { expectNoSeriousAxeViolations } from '../test-support/real-stack.ts';

/** Every /fonts request the page (its frames included) makes from now on. */
/** The font paths a page asks our server for: its own document's and its frames' (`frames`). */
function fontRequests(page: Page): string[] & { frames: string[] } {
  const urls = Object.assign([] as string[], { frames: [] as string[] });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/fonts/')) return;
    if (request.frame() === page.mainFrame()) urls.push(pathname);
    else urls.frames.push(`${new URL(request.frame().url()).pathname} ${pathname}`);
  });
  return urls;
}

/** Whether a document (run in the page or a frame) has loaded a face of `family` from its stylesheets. */
const loadedFamily = async (family: string) => {
  await document.fonts.load(`16px "${family}"`);
  // check() alone is true for a family no stylesheet declares: ask for a loaded face of that name too.
  return document.fonts.check(`16px "${family}"`) && [...document.fonts].some((face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded');
};

describeInBrowser('fonts on the real stack', (browser) => {
  const { visit, newPage, designer, signIn, editorOn } = useEditorStack(browser);

  it('picks Fraunces by keyboard: saved as a stack, loaded in the preview from our server; a custom stack is checked inline', async () => {
    const { client, project, editor } = await editorOn('Type kit');
    const { page } = editor;
    const requests = fontRequests(page);
    const stored = async () => (await client.projects.get(project.id)).config.typography;
    await editor.expectFont('Headings', 'Inter');

    // The list: grouped, the current font selected, axe clean while open; Escape closes it and gives the focus back.
    const button = editor.fontButton('Headings');
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const search = page.getByRole('combobox', { name: 'Search headings fonts' });
    await eventually(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
    const listbox = page.getByRole('listbox', { name: 'Headings fonts' });
    for (const group of ['Sans serif', 'Serif', 'Monospace', 'Display']) await listbox.getByRole('group', { name: group, exact: true }).waitFor();
    expect(await listbox.getByRole('option', { selected: true }).textContent()).toContain('Inter');
    await expectNoSeriousAxeViolations(page, { include: '.font-picker' });
    await page.keyboard.press('Escape');
    await eventually(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await listbox.count()).toBe(0);

    // Searched, moved to with the arrows, chosen with Enter.
    await page.keyboard.press('Enter');
    await search.fill('fra');
    await eventually(() => listbox.getByRole('option').allTextContents()).toEqual(['Fraunces, Variable', 'Custom stack…']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await search.getAttribute('aria-activedescendant')).toBe(await listbox.getByRole('option', { name: 'Fraunces' }).getAttribute('id'));
    await page.keyboard.press('Enter');
    await editor.expectFont('Headings', 'Fraunces');
    await eventuallyStored(async () => (await stored()).headingFamily).toBe('Fraunces, ui-serif, Georgia, serif');

    // The preview frame links the font and loads its file from our server.
    const frame = page.frame({ url: /about:srcdoc/ }) ?? page.frames().find((candidate) => candidate !== page.mainFrame());
    if (!frame) throw new Error('no preview frame');
    // The frame is on an opaque origin: it links our server by its absolute address.
    await eventually(() => frame.evaluate(() => [...document.querySelectorAll('link[data-font]')].map((link) => new URL(link.getAttribute('href') ?? '').pathname).sort())).toEqual([
      '/fonts/fraunces.css',
      '/fonts/inter.css',
      '/fonts/jetbrains-mono.css',
    ]);
    await eventually(() => frame.evaluate(loadedFamily, 'Fraunces')).toBe(true);
    expect(requests).toContain('/fonts/fraunces.css');
    expect(requests.some((path) => /^\/fonts\/fraunces\/[\d.]+\/fraunces-latin-wght-normal\.woff2$/.test(path))).toBe(true);

    // A custom stack: an invalid one is explained under the field and not applied; a valid one is saved.
    await editor.fontButton('Body').click();
    await page.getByRole('option', { name: 'Custom stack…' }).click();
    const field = page.getByLabel('Body font stack', { exact: true });
    await eventually(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await field.fill('Georgia; serif');
    await page.getByRole('alert').filter({ hasText: 'The stack must not contain ";"' }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect((await stored()).bodyFamily).toBe(defaultDesignSystem.typography.bodyFamily);
    await editor.setFontStack('Body', 'Georgia, serif');
    await eventuallyStored(async () => (await stored()).bodyFamily).toBe('Georgia, serif');
    expect(await editor.fontButton('Body').textContent()).toContain('Custom stack');
    // Inter is no longer used by any stack: its stylesheet leaves the frame.
    await eventually(() => frame.evaluate(() => [...document.querySelectorAll('link[data-font]')].map((link) => link.getAttribute('data-font')).sort())).toEqual([
      'fraunces',
      'jetbrains-mono',
    ]);
  });

  it('shows the fonts on the public page, loaded from our server; home and dashboard load none for themselves', async () => {
    const account = await designer();
    const fraunces = findFont('fraunces')!;
    const project = await account.client.projects.create({
      name: 'Public type',
      config: { ...defaultDesignSystem, typography: { ...defaultDesignSystem.typography, headingFamily: 'Fraunces, ui-serif, Georgia, serif' } },
    });
    await account.client.projects.share(project.id, { is_public: true });

    // Watched from the start: the page arrives rendered, and links its fonts as soon as it is hydrated.
    const page = await newPage();
    const requests = fontRequests(page);
    await page.goto(`/p/${project.id}`);
    const typography = page.getByRole('region', { name: 'Typography' });
    await typography.waitFor();
    expect(await typography.locator('dd').allTextContents()).toEqual([fraunces.family, 'Inter', 'JetBrains Mono']);
    await eventually(() => page.evaluate(loadedFamily, 'Fraunces')).toBe(true);
    expect(requests.some((path) => path.startsWith('/fonts/fraunces/'))).toBe(true);
    await expectNoSeriousAxeViolations(page);

    const home = await visit('/');
    const homeRequests = fontRequests(home);
    await home.reload({ waitUntil: 'networkidle' });
    const { page: dashboard } = await signIn(account);
    const dashboardRequests = fontRequests(dashboard);
    await dashboard.goto('/dashboard', { waitUntil: 'networkidle' });
    await dashboard.getByText('Public type').first().waitFor();
    expect([...homeRequests, ...dashboardRequests]).toEqual([]);
    // Only the frames that draw templates in their own fonts (the hero's showcase, the examples' thumbnails) load any, from our server.
    expect(homeRequests.frames.length).toBeGreaterThan(0);
    for (const request of homeRequests.frames) expect(request).toMatch(/^\/assets\/(showcase|example-[a-z-]+)-\w+\.html \/fonts\//);
  });
});
