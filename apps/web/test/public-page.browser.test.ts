// The public project page (issue 21 §1) against the real stack: the page wears the shared design (its colours,
// its fonts), shows its palette and semantic colours per scheme, renders its components live in a sandboxed
// frame, switches light and dark, copies its link, and is axe clean at both widths and in both schemes.
import { defaultDesignSystem, findFont } from '@kitsmith/core';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { eventually } from '../test-support/editor-driver.ts';
import { useEditorStack } from '../test-support/editor-stack.ts';
import { rowCounts } from '../test-support/layout.ts';
import { expectNoSeriousAxeViolations, untilHydrated } from '../test-support/real-stack.ts';

/** The behaviour runtime's registry, a global of the components frame once its script ran. */
declare const ksBehaviors: unknown;

/** `#rrggbb` of a computed CSS colour (`rgb(r, g, b)`). */
const hexOf = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`;

const computed = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

describeInBrowser('the public project page', (browser) => {
  const { visit, designer, stack, signedInPage, newPage } = useEditorStack(browser);

  async function sharedDesign() {
    const account = await designer();
    const project = await account.client.projects.create({
      name: 'Harbour UI',
      description: 'Tokens and parts for the harbour apps',
      config: {
        ...defaultDesignSystem,
        theme: { ...defaultDesignSystem.theme, primaryColor: '#0f766e', mode: 'light' },
        typography: { ...defaultDesignSystem.typography, headingFamily: 'Fraunces, ui-serif, Georgia, serif' },
        components: [
          { id: 'cta', componentId: 'button', customName: 'Call to action', props: {} },
          { id: 'card-1', componentId: 'card', props: {} },
        ],
      },
    });
    await account.client.projects.share(project.id, { is_public: true });
    return { account, project, view: await account.client.projects.publicProject(project.id) };
  }

  it('wears the design: its palette, its heading font, its components live, light and dark, and copies its link', async () => {
    const { project, view } = await sharedDesign();
    const page = await visit(`/p/${project.id}`, { viewport: { width: 1440, height: 900 } });
    await page.getByRole('heading', { name: 'Harbour UI', level: 1 }).waitFor();

    // The swatches show the design's colours, step by step.
    const primary = view.design.palettes.find((palette) => palette.name === 'primary');
    for (const step of primary?.steps ?? []) {
      const swatch = page.getByTestId(`swatch-primary-${step.step}`);
      expect(await swatch.locator('code').textContent()).toBe(step.value);
      expect(hexOf(await swatch.locator('.public-swatch').evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(step.value);
    }
    expect(primary?.steps.map((step) => step.value)).toContain('#0f766e');

    // The heading is set in the design's font, loaded from our server.
    expect(await computed(page, 'h1', 'font-family')).toContain('Fraunces');
    const fraunces = findFont('fraunces');
    await eventually(() => page.evaluate((family) => document.fonts.check(`16px "${family}"`) && [...document.fonts].some((face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded'), fraunces?.family ?? '')).toBe(true);

    // The page's own colours are the design's light scheme; the switch turns them to its dark scheme.
    const semantic = (scheme: 'light' | 'dark', name: string) => view.design.semantic[scheme].find((entry) => entry.name === name)?.value;
    expect(hexOf(await computed(page, '.public-design', 'background-color'))).toBe(semantic('light', 'background'));
    expect(hexOf(await computed(page, '.public-design', 'color'))).toBe(semantic('light', 'foreground'));
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Dark', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await eventually(async () => hexOf(await computed(page, '.public-design', 'background-color'))).toBe(semantic('dark', 'background'));
    expect(hexOf(await computed(page, '.public-design', 'color'))).toBe(semantic('dark', 'foreground'));
    // Both schemes' semantic colours stay listed, with contrast badges.
    for (const scheme of ['light', 'dark'] as const) {
      const list = page.getByTestId(`semantic-${scheme}`);
      expect(await list.getByText(semantic(scheme, 'background') ?? '-', { exact: true }).count()).toBeGreaterThan(0);
      expect(await list.locator('.public-badge').count()).toBe(view.design.contrast.filter((pair) => pair.mode === scheme).length);
    }

    // The components render live in a sandboxed frame of an opaque origin, with the design's CSS, in the scheme shown,
    // and the components' behaviour runtime running there (its policy allows that one script).
    const frameElement = page.locator('iframe.public-components-frame');
    expect(await frameElement.getAttribute('sandbox')).toBe('allow-scripts');
    await frameElement.scrollIntoViewIfNeeded();
    const darkFrame = () => page.frames().find((candidate) => /\/preview\.html\?scheme=dark$/.test(candidate.url()));
    await eventually(async () => darkFrame() !== undefined).toBe(true);
    const frame = darkFrame();
    if (!frame) throw new Error('no components frame');
    await frame.waitForLoadState();
    await eventually(() => frame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await eventually(() => frame.getByRole('heading', { name: 'Call to action' }).count()).toBe(1);
    await eventually(() => frame.evaluate(() => typeof ksBehaviors)).toBe('object');
    const button = frame.locator('.ks-button').first();
    expect(hexOf(await button.evaluate((element) => getComputedStyle(element).backgroundColor))).toBe(semantic('dark', 'primary'));
    // Its CSS stays in the frame: the page's own buttons keep the page's classes only.
    expect(await page.locator('.ks-button').count()).toBe(0);
    // The frame's document is core's preview page, which core's preview-a11y test holds to axe.
    await expectNoSeriousAxeViolations(page, { exclude: '.public-components-frame' });

    // Copy link: "Copied!" for two seconds, the page's address on the clipboard.
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${stack().baseUrl}/p/${project.id}`);
    await page.getByRole('button', { name: 'Copy link' }).waitFor({ timeout: 5_000 });
    expect(await page.getByRole('link', { name: 'Clone project' }).getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe('/features');
    expect(await page.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');

    // Signed in, another designer clones it: a private copy of their own, opened in the editor.
    const visitor = await designer();
    const visitorPage = await signedInPage(visitor.session, `/p/${project.id}`, { viewport: { width: 1440, height: 900 } });
    await visitorPage.getByRole('heading', { name: 'Harbour UI', level: 1 }).waitFor();
    await visitorPage.getByRole('button', { name: 'Clone project' }).click();
    await visitorPage.waitForURL(/\/project\/[^/]+$/);
    const copyId = new URL(visitorPage.url()).pathname.split('/').pop()!;
    expect(copyId).not.toBe(project.id);
    const copy = await visitor.client.projects.get(copyId);
    expect(copy.name).toBe('Harbour UI (copy)');
    expect(copy.is_public).toBe(false);
    expect(copy.config.theme.primaryColor).toBe('#0f766e');
    expect(copy.config.components.map((component) => component.componentId)).toEqual(['button', 'card']);
  });

  it('arrives rendered in the visitor’s scheme, paints with no script, and hydrates from its document with no second read', async () => {
    const account = await designer();
    const project = await account.client.projects.create({
      name: 'Server kit $& </script>',
      description: 'Rendered where it is served',
      config: {
        ...defaultDesignSystem,
        theme: { ...defaultDesignSystem.theme, primaryColor: '#b45309', mode: 'auto' },
        components: [{ id: 'cta', componentId: 'button', props: {} }],
      },
    });
    await account.client.projects.share(project.id, { is_public: true });
    const view = await account.client.projects.publicProject(project.id);
    const semantic = (scheme: 'light' | 'dark', name: string) => view.design.semantic[scheme].find((entry) => entry.name === name)?.value;
    const heading = { name: 'Server kit $& </script>', level: 1 } as const;

    // No script and no stylesheet at all: the page is there, styled by the rules inlined in its document, in the
    // design's colours for the visitor's (dark) scheme, with its palette.
    const still = await browser().newContext({ baseURL: stack().baseUrl, javaScriptEnabled: false, colorScheme: 'dark', viewport: { width: 390, height: 844 } });
    try {
      await still.route('**/assets/*.css', (route) => route.abort());
      const page = await still.newPage();
      await page.goto(`/p/${project.id}`);
      await page.getByRole('heading', heading).waitFor();
      expect(await page.getByText('Rendered where it is served').count()).toBe(1);
      expect(hexOf(await computed(page, '.public-design', 'background-color'))).toBe(semantic('dark', 'background'));
      expect(await page.getByTestId('swatch-primary-600').locator('code').textContent()).toMatch(/^#[0-9a-f]{6}$/);
      expect(await page.getByTestId('component-count').textContent()).toBe('1');
      expect(await page.locator('.public-design-bar').evaluate((node) => getComputedStyle(node).display)).toBe('flex');
      expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
    } finally {
      await still.close();
    }

    // With script: React takes the page over from the document's own copy of the project (no read of the API, no
    // mismatch), then the switch works.
    const page = await newPage({ colorScheme: 'light', viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const reads: string[] = [];
    page.on('request', (request) => void (request.url().includes(`/v1/projects/${project.id}/public`) && reads.push(request.url())));
    await page.goto(`/p/${project.id}`);
    await untilHydrated(page);
    expect(hexOf(await computed(page, '.public-design', 'background-color'))).toBe(semantic('light', 'background'));
    expect(await page.getByRole('button', { name: 'Light', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await eventually(async () => hexOf(await computed(page, '.public-design', 'background-color'))).toBe(semantic('dark', 'background'));
    expect(await page.title()).toBe('Server kit $& </script> · Kitsmith');
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('is axe clean and keeps even widths on a phone, in the visitor’s dark scheme for an auto design', async () => {
    const account = await designer();
    const project = await account.client.projects.create({
      name: 'Auto kit',
      config: {
        ...defaultDesignSystem,
        theme: { ...defaultDesignSystem.theme, mode: 'auto' },
        components: ['button', 'card', 'input', 'badge'].map((componentId) => ({ id: componentId, componentId, props: {} })),
      },
    });
    await account.client.projects.share(project.id, { is_public: true });
    const page = await visit(`/p/${project.id}`, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await page.getByRole('heading', { name: 'Auto kit', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Dark', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const widths = await page.locator('.component-grid > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
    await expectNoSeriousAxeViolations(page, { exclude: '.public-components-frame' });
  });

  it('lays its component cards out in even rows at every width, and links back home as the site’s nav does', async () => {
    const account = await designer();
    const project = await account.client.projects.create({
      name: 'Six parts',
      config: {
        ...defaultDesignSystem,
        components: ['button', 'card', 'input', 'badge', 'alert', 'tabs'].map((componentId) => ({ id: componentId, componentId, props: {} })),
      },
    });
    await account.client.projects.share(project.id, { is_public: true });
    // Four cards fit a row at 1440 px: six make 3 + 3, not 4 and two orphans; narrower, 2 + 2 + 2, then one column.
    for (const [width, rows] of [
      [1440, [3, 3]],
      [1024, [3, 3]],
      [700, [2, 2, 2]],
      [390, [1, 1, 1, 1, 1, 1]],
    ] as const) {
      const page = await visit(`/p/${project.id}`, { viewport: { width, height: 900 } });
      await page.getByRole('heading', { name: 'Six parts', level: 1 }).waitFor();
      const cards = page.locator('.component-grid > li');
      expect(await rowCounts(cards)).toEqual(rows);
      const widths = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().width)));
      expect(new Set(widths).size).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Back home reads as a nav link (no underline, the quiet colour of the header's links), not raw HTML.
      const back = page.getByRole('link', { name: 'Back to home' });
      expect(await back.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('none');
      expect(await back.evaluate((link) => link.classList.contains('nav-link'))).toBe(true);
    }
  });
});
