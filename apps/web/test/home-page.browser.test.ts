// The home page / against the real stack: built with Vite, served by the real API server, driven in Chromium.
import { planCatalogue } from '@kitsmith/contract';
import { findTemplate } from '@kitsmith/core';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { expectNoSeriousAxeViolations, useRealStack } from '../test-support/real-stack.ts';

const examples = [
  { templateId: 'modern-glassmorphism', name: 'Modern Glassmorphism', tag: 'Popular' },
  { templateId: 'bold-creative', name: 'Bold & Creative', tag: 'Trending' },
  { templateId: 'corporate-professional', name: 'Corporate Professional', tag: 'Classic' },
] as const;

describeInBrowser('the home page on the real stack', (browser) => {
  const { visit } = useRealStack(browser);
  const axeOutsideThePreviewFrame = (page: Page) =>
    // The preview frame is sandboxed without scripts, so axe cannot run inside it: it is checked from outside (its title).
    expectNoSeriousAxeViolations(page, { exclude: '.preview-dialog-frame' });

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

    const plans = page.locator('.pricing-section .plan-card');
    await plans.locator('h3').first().waitFor();
    expect(await plans.count()).toBe(planCatalogue.length);
    const banner = page.locator('.cta-banner');
    expect(await banner.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/register');
    expect(await banner.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('/pricing');
    expect((await banner.locator('.cta-banner-offer').innerText()).replace(/\s+/g, ' ')).toMatch(/Early Bird offer:.*\$9.*\$1 per month/);
  });

  it('opens a live preview of each template in a dialog; Escape closes it and focus returns to the card', async () => {
    const page = await visit('/');
    for (const example of examples) {
      const card = page.locator(`.example-card[data-template="${example.templateId}"]`);
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
      await axeOutsideThePreviewFrame(page);
    }
  }, 60_000);

  it('has no serious or critical axe violation with a preview open', async () => {
    const page = await visit('/');
    await page.getByRole('button', { name: 'Live preview of Modern Glassmorphism' }).click();
    await page.getByRole('dialog').frameLocator('iframe').locator('.ks-button').first().waitFor();
    await axeOutsideThePreviewFrame(page);
  }, 60_000);
});
