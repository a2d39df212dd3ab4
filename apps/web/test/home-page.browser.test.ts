// The home page / against the real stack: built with Vite, served by the real API server, driven in Chromium.
import { planCatalogue } from '@kitsmith/contract';
import { findTemplate } from '@kitsmith/core';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { eventually } from '../test-support/editor-driver.ts';
import { hexOf, rowCounts, templateColor } from '../test-support/layout.ts';
import { expectNoSeriousAxeViolations, useRealStack } from '../test-support/real-stack.ts';

const examples = [
  { templateId: 'modern-glassmorphism', name: 'Modern Glassmorphism', tag: 'Popular' },
  { templateId: 'bold-creative', name: 'Bold & Creative', tag: 'Trending' },
  { templateId: 'corporate-professional', name: 'Corporate Professional', tag: 'Classic' },
] as const;

describeInBrowser('the home page on the real stack', (browser) => {
  const { visit } = useRealStack(browser);
  const axeOutsideThePreviewFrames = (page: Page) =>
    // The preview frames (the hero's, the thumbnails', the dialog's) are sandboxed without scripts, so axe cannot run
    // inside them: they are checked from outside (their titles), and their components are core's, which core holds to axe.
    expectNoSeriousAxeViolations(page, { exclude: '.preview-dialog-frame, .showcase-frame, .example-thumbnail-frame' });

  /** The id of the gallery card whose button has focus, if any. */
  const focusedCard = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active instanceof HTMLButtonElement ? (active.closest('.example-card')?.getAttribute('data-template') ?? null) : null;
    });

  it('shows the hero, then the feature grid, How It Works, the gallery, pricing and the call-to-action, with ordered headings', async () => {
    const page = await visit('/');
    await page.getByRole('heading', { level: 1, name: 'Build your design system visually' }).waitFor();
    expect(await page.getByRole('link', { name: 'Get Started Free' }).first().getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'See Features' }).getAttribute('href')).toBe('/features');

    const main = page.getByRole('main');
    expect(await main.locator('h1').count()).toBe(1);
    const levels = await main.locator('h1, h2, h3, h4, h5, h6').evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Everything you need to build a design system',
      'How It Works',
      'Stunning Examples',
      'Choose your plan',
      'Ready to build your design system?',
    ]);

    const features = page.locator('.feature-grid-item');
    expect(await features.count()).toBe(6);
    const featureText = (await features.allInnerTexts()).join('\n');
    for (const claim of ['50+', 'templates', 'colours, typography and spacing', 'live preview', 'role', 'CSS', 'React', 'Tailwind', 'Vue', 'TypeScript', 'full package', 'AI', 'brand colours', 'version history', 'publicly or privately']) {
      expect(featureText).toContain(claim);
    }

    expect(await page.locator('.how-it-works-step').getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Choose Components',
      'Customize Design',
      'Export & Implement',
    ]);

    const cards = page.locator('.example-card');
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(examples.map((example) => example.name));
    expect(await cards.locator('.example-tag').allTextContents()).toEqual(examples.map((example) => example.tag));
    for (const example of examples) expect(findTemplate(example.templateId)?.name).toBe(example.name);

    // The pricing section loads its plans as the visitor scrolls towards it.
    await page.locator('.pricing-section').scrollIntoViewIfNeeded();
    const plans = page.locator('.pricing-section .plan-card');
    await plans.locator('h3').first().waitFor();
    expect(await plans.count()).toBe(planCatalogue.length);
    const banner = page.locator('.cta-banner');
    expect(await banner.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/register');
    expect(await banner.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('/pricing');
    expect((await banner.locator('.cta-banner-offer').innerText()).replace(/\s+/g, ' ')).toMatch(/Early Bird offer:.*\$9.*\$1 per month/);
  });

  it('shows the product in the hero: live catalogue components that take the template chosen, in the page’s scheme', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await visit('/', { colorScheme: scheme, reducedMotion: 'reduce' });
      const showcase = page.locator('.showcase');
      // Asked for less motion, the templates never change on their own, so there is nothing to pause.
      expect(await showcase.getAttribute('data-rotating')).toBe('false');
      expect(await showcase.getByRole('button', { name: /theme rotation|template rotation/ }).count()).toBe(0);
      expect(await page.getByRole('radio', { name: 'Modern Glassmorphism' }).isChecked()).toBe(true);

      const frame = page.frameLocator('.showcase-frame');
      // The theme and scheme shown are the frame address's fragment (the frame is on an opaque origin of its own).
      const fragment = async () => page.frames().find((candidate) => /\/assets\/showcase-[^/]+\.html/.test(candidate.url()))?.url().split('#')[1];
      const bar = frame.locator('.ks-progress__bar');
      await eventually(fragment).toBe(`theme-modern-glassmorphism-${scheme}`);
      expect(await page.locator('.showcase-frame').getAttribute('sandbox')).toBe('');
      expect(await frame.locator('.ks-navbar, .ks-stat, .ks-card, .ks-switch, .ks-button').count()).toBeGreaterThanOrEqual(5);
      const colours = async () => ({
        primary: hexOf(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)),
        background: hexOf(await frame.locator('.showcase').evaluate((element) => getComputedStyle(element).backgroundColor)),
      });
      expect(await colours()).toEqual({
        primary: templateColor('modern-glassmorphism', scheme, 'primary'),
        background: templateColor('modern-glassmorphism', scheme, 'background'),
      });

      const entries = await page.evaluate(() => history.length);
      await page.getByRole('radio', { name: 'Bold & Creative' }).click();
      expect(await page.getByRole('radio', { name: 'Bold & Creative' }).isChecked()).toBe(true);
      await eventually(fragment).toBe(`theme-bold-creative-${scheme}`);
      // The frame's entry is replaced: Back still leaves the page, rather than stepping through the templates shown.
      expect(await page.evaluate(() => history.length)).toBe(entries);
      await eventually(colours).toEqual({
        primary: templateColor('bold-creative', scheme, 'primary'),
        background: templateColor('bold-creative', scheme, 'background'),
      });
      expect(await page.locator('.showcase-frame').getAttribute('title')).toContain('Bold & Creative');
    }

    // Without that preference the templates take turns, and Pause stops them (as choosing one does).
    const page = await visit('/');
    const showcase = page.locator('.showcase');
    expect(await showcase.getAttribute('data-rotating')).toBe('true');
    const pause = showcase.getByRole('button', { name: 'Pause the template rotation' });
    await pause.click();
    expect(await showcase.getAttribute('data-rotating')).toBe('false');
    expect(await showcase.getByRole('button', { name: 'Play the template rotation' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lays its grids out without a lone card on a row, wide and narrow', async () => {
    for (const [width, features, steps, examples, plans] of [
      [1440, [3, 3], [3], [3], [5]],
      [390, [1, 1, 1, 1, 1, 1], [1, 1, 1], [1, 1, 1], [1, 1, 1, 1, 1]],
    ] as const) {
      const page = await visit('/', { viewport: { width, height: 900 } });
      await page.locator('.feature-grid-item').first().waitFor();
      expect(await rowCounts(page.locator('.feature-grid-item'))).toEqual(features);
      expect(await rowCounts(page.locator('.how-it-works-step'))).toEqual(steps);
      expect(await rowCounts(page.locator('.example-card'))).toEqual(examples);
      await page.locator('.pricing-section').scrollIntoViewIfNeeded();
      await page.locator('.pricing-section .plan-card h3').first().waitFor();
      expect(await rowCounts(page.locator('.pricing-section .plan-card'))).toEqual(plans);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  it('opens a live preview of each template in a dialog; Escape closes it and focus returns to the card', async () => {
    const page = await visit('/');
    for (const example of examples) {
      const card = page.locator(`.example-card[data-template="${example.templateId}"]`);
      // The card itself shows the template live: its first components in its own colours, drawn small.
      await card.scrollIntoViewIfNeeded();
      const thumbnail = card.frameLocator('.example-thumbnail-frame');
      await thumbnail.locator('.ks-navbar').first().waitFor();
      await eventually(() => card.locator('.example-thumbnail').getAttribute('data-ready')).toBe('true');
      const thumbnailCss = await thumbnail.locator('html').evaluate(() =>
        Array.from(document.querySelectorAll('style'))
          .map((style) => style.textContent)
          .join('\n')
          .toLowerCase(),
      );
      expect(thumbnailCss).toContain(findTemplate(example.templateId)!.theme.primaryColor.toLowerCase());

      await card.getByRole('button', { name: `Live preview of ${example.name}` }).click();
      const dialog = page.getByRole('dialog', { name: example.name });
      await dialog.waitFor();
      expect(await dialog.evaluate((node) => (node as HTMLDialogElement).open && node.matches(':modal'))).toBe(true);
      const iframe = dialog.locator('iframe');
      await iframe.waitFor();
      expect(await iframe.getAttribute('sandbox')).toBe('');
      expect(await iframe.getAttribute('title')).toBe(`${example.name} preview`);
      const frame = dialog.frameLocator('iframe');
      await frame.locator('.ks-button').first().waitFor();
      for (const component of ['Button', 'Card', 'Input', 'Badge', 'Alert']) {
        await frame.getByRole('heading', { level: 2, name: component, exact: true }).waitFor();
      }
      const frameCss = await frame.locator('html').evaluate(() =>
        Array.from(document.querySelectorAll('style'))
          .map((style) => style.textContent)
          .join('\n')
          .toLowerCase(),
      );
      const primary = findTemplate(example.templateId)!.theme.primaryColor.toLowerCase();
      expect(frameCss).toContain(primary);
      if (example.templateId === 'bold-creative') expect(frameCss).toContain('#e11d48');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focusedCard(page)).toBe(example.templateId);
    }
  });

  it('closes the preview with its Close button and returns focus', async () => {
    const page = await visit('/');
    await page.getByRole('button', { name: 'Live preview of Corporate Professional' }).click();
    const dialog = page.getByRole('dialog', { name: 'Corporate Professional' });
    await dialog.locator('iframe').waitFor();
    await dialog.getByRole('button', { name: 'Close preview' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedCard(page)).toBe('corporate-professional');
  });

  it('has no serious or critical axe violation in the content of /, in light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await visit('/', { colorScheme: scheme });
      await page.locator('.cta-banner').waitFor();
      await axeOutsideThePreviewFrames(page);
    }
  }, 60_000);

  it('has no serious or critical axe violation with a preview open', async () => {
    const page = await visit('/');
    await page.getByRole('button', { name: 'Live preview of Modern Glassmorphism' }).click();
    await page.getByRole('dialog').frameLocator('iframe').locator('.ks-button').first().waitFor();
    await axeOutsideThePreviewFrames(page);
  }, 60_000);
});
