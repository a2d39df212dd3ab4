// The marketing pages /features and /pricing against the real stack: built with Vite, served by the real API server, driven in Chromium.
import { planCatalogue, popularPlanBadge } from '@kitsmith/contract';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { rowCounts } from '../test-support/layout.ts';
import { expectNoSeriousAxeViolations, useRealStack } from '../test-support/real-stack.ts';

describeInBrowser('the marketing pages on the real stack', (browser) => {
  const stack = useRealStack(browser);
  const visit = (path: string, colorScheme: 'light' | 'dark' = 'light', width = 1440) =>
    stack.visit(path, { colorScheme, viewport: { width, height: 900 } });

  /** Heading levels in document order never skip a level, and there is exactly one h1. */
  async function expectOrderedHeadings(page: Page) {
    const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  }

  async function expectCtaBanner(page: Page) {
    const banner = page.locator('.cta-banner');
    await banner.getByRole('heading', { level: 2 }).waitFor();
    expect(await banner.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/register');
    expect(await banner.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('/pricing');
    const offer = banner.locator('.cta-banner-offer');
    expect(await offer.locator('s, del').innerText()).toContain('$9');
    expect((await offer.innerText()).replace(/\s+/g, ' ')).toMatch(/Early Bird offer:.*\$9.*\$1 per month/);
  }

  it('shows /features with its header, four blocks and the call-to-action', async () => {
    const page = await visit('/features');
    await page.getByRole('heading', { level: 1, name: 'Powerful Features for Modern Design Systems' }).waitFor();
    const blocks = page.getByTestId('feature-block');
    expect(await blocks.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Design System Management',
      'Visual Customization',
      'Code Generation',
      'Collaboration & Sharing',
    ]);
    // Four blocks, two by two: never three and a lone one.
    expect(await rowCounts(blocks)).toEqual([2, 2]);
    const text = await blocks.allInnerTexts();
    expect(text[0]).toContain('50+');
    expect(text[0]).toMatch(/templates/i);
    for (const word of ['colours', 'typography', 'spacing', 'live preview']) expect(text[1]).toContain(word);
    for (const format of ['CSS variables', 'React', 'Vue', 'Tailwind', 'TypeScript', 'W3C design tokens', 'npm package']) expect(text[2]).toContain(format);
    for (const word of ['public link', 'team members', 'role']) expect(text[3]).toContain(word);
    await expectCtaBanner(page);
    await expectOrderedHeadings(page);
    await expectNoSeriousAxeViolations(page);
    await page.locator('.cta-banner').getByRole('link', { name: 'View Pricing' }).click();
    await page.waitForURL('**/pricing');
    await page.getByRole('heading', { level: 1, name: 'Simple, Transparent Pricing' }).waitFor();
  });

  it('shows /pricing with the plan catalogue, the FAQ and the call-to-action', async () => {
    const page = await visit('/pricing');
    await page.getByRole('heading', { level: 1, name: 'Simple, Transparent Pricing' }).waitFor();
    const cards = page.locator('.plan-card');
    await cards.locator('h3').first().waitFor();
    expect(await cards.count()).toBe(planCatalogue.length);
    expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Free', 'Early Bird', 'Pro', 'Enterprise', 'Lifetime Pass']);
    // The five plans side by side on a wide screen.
    expect(await rowCounts(cards)).toEqual([5]);
    const expected = [
      { id: 'free', price: '$0', per: '/month', link: 'Get Started Free' },
      { id: 'earlybird', price: '$1', per: '/month', link: 'Choose Early Bird' },
      { id: 'pro', price: '$19', per: '/month', link: 'Choose Pro' },
      { id: 'enterprise', price: '$99', per: '/month', link: 'Choose Enterprise' },
      { id: 'lifetime', price: `$${planCatalogue.find((entry) => entry.id === 'lifetime')!.price}`, per: 'once', link: 'Choose Lifetime Pass' },
    ];
    // The early bird offer: $1, crossed out from $9 (spec section 9).
    expect(await page.locator('.plan-card[data-plan="earlybird"] s').innerText()).toBe('$9');
    for (const { id, price, per, link } of expected) {
      const card = page.locator(`.plan-card[data-plan="${id}"]`);
      const plan = planCatalogue.find((entry) => entry.id === id)!;
      expect(await card.locator('.plan-amount').innerText()).toBe(price);
      expect(await card.locator('.plan-price').innerText()).toContain(per);
      expect(await card.getByRole('list').getByRole('listitem').allTextContents()).toEqual(plan.features);
      expect(await card.getByRole('link', { name: link }).getAttribute('href')).toBe('/register');
      expect(await card.getByText(popularPlanBadge, { exact: true }).count()).toBe(id === 'pro' ? 1 : 0);
    }
    const faq = page.locator('.faq');
    await faq.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' }).waitFor();
    const faqText = await faq.innerText();
    expect(faqText).toContain('plan changes apply immediately');
    expect(faqText).toContain('no time limit');
    expect(faqText).toContain('no credit card');
    expect(faqText).toContain('Lifetime Pass');
    expect(faqText).toMatch(/cancel .*anytime/i);
    await expectCtaBanner(page);
    await expectOrderedHeadings(page);
    await expectNoSeriousAxeViolations(page);
    await page.locator('.plan-card[data-plan="free"]').getByRole('link', { name: 'Get Started Free' }).click();
    await page.waitForURL('**/register');
  });

  it('has no serious or critical axe violation on either page in dark mode on a phone, one card to a row', async () => {
    for (const [path, cards, rows] of [
      ['/features', '[data-testid="feature-block"]', [1, 1, 1, 1]],
      ['/pricing', '.plan-card', [1, 1, 1, 1, 1]],
    ] as const) {
      const page = await visit(path, 'dark', 390);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator(`${cards} h2, ${cards} h3`).first().waitFor();
      expect(await rowCounts(page.locator(cards))).toEqual(rows);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoSeriousAxeViolations(page);
    }
  });
});
