// The public pages arrive rendered (vite/kitsmith-prerender.ts): painted from the document, with the rules its markup uses
// inlined, before any stylesheet or script arrives, then taken over by React without a mismatch, for a signed-out visitor and a signed-in one with a theme.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { untilHydrated, useRealStack } from '../test-support/real-stack.ts';

const pages = [
  { path: '/', heading: 'Build your design system visually' },
  { path: '/features', heading: 'Powerful Features for Modern Design Systems' },
  { path: '/pricing', heading: 'Simple, Transparent Pricing' },
  { path: '/terms', heading: 'Terms of Service' },
];

/** What the page reports as errors: uncaught ones (React reports a hydration mismatch so) and console errors. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describeInBrowser('the public pages rendered ahead, on the real stack', (browser) => {
  const { stack, apiClient } = useRealStack(browser);

  it('shows each page, styled, with no script at all', async () => {
    const context = await browser().newContext({ baseURL: stack().baseUrl, javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    try {
      const page = await context.newPage();
      for (const { path, heading } of pages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        const nav = page.getByRole('navigation', { name: 'Main' });
        expect(await nav.getByRole('link', { name: 'Pricing' }).getAttribute('href'), path).toBe('/pricing');
        // The stylesheets apply: the header is a bar, not raw HTML's block of links.
        expect(await page.locator('.public-header-inner').evaluate((node) => getComputedStyle(node).display), path).toBe('flex');
      }
    } finally {
      await context.close();
    }
  });

  it('paints each page from its document alone: the rules its markup uses are inlined, the stylesheets come after', async () => {
    const context = await browser().newContext({ baseURL: stack().baseUrl, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      await context.route('**/assets/*.css', (route) => route.abort());
      const page = await context.newPage();
      for (const { path, heading } of pages) {
        await page.goto(path);
        const title = page.getByRole('heading', { level: 1, name: heading });
        await title.waitFor();
        // Styled as with the stylesheets: a bar of a header, the theme's colours and the type scale's heading.
        expect(await page.locator('.public-header-inner').evaluate((node) => getComputedStyle(node).display), path).toBe('flex');
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), path).not.toBe('rgba(0, 0, 0, 0)');
        expect(await title.evaluate((node) => getComputedStyle(node).fontFamily), path).not.toMatch(/^"?Times/);
        // The full stylesheets still load, after the markup (where they hold up nothing before them).
        const links = await page.locator('body > link[rel="stylesheet"]').count();
        expect(links, path).toBeGreaterThan(0);
        expect(await page.locator('head link[rel="stylesheet"]').count(), path).toBe(0);
      }
    } finally {
      await context.close();
    }
  });

  it('hands each page to React without a mismatch, then shows the visitor’s session and theme', async () => {
    const client = apiClient();
    const session = await client.auth.register({ full_name: 'Ada Lovelace', email: `ada-${Date.now()}@example.com`, password: 'a long password' });
    const context = await browser().newContext({ baseURL: stack().baseUrl, colorScheme: 'light' });
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      for (const { path } of pages) {
        await page.goto(path);
        await untilHydrated(page);
        // Signed out: the page as rendered ahead.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' }).waitFor();
      }
      await page.evaluate(
        ({ access, refresh }) => {
          localStorage.setItem('access_token', access);
          localStorage.setItem('refresh_token', refresh);
          localStorage.setItem('ui-kit-theme', 'dark');
        },
        { access: session.access_token, refresh: session.refresh_token },
      );
      for (const { path } of pages) {
        await page.goto(path);
        await untilHydrated(page);
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme), path).toBe('dark');
        await expect.poll(() => nav.getByRole('button', { name: /^Theme:/ }).getAttribute('aria-label'), { message: path, timeout: 10_000 }).toMatch(/^Theme: Dark\b/);
      }
      // The page works once React has it: the theme cycles.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Theme:/ }).click();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('auto');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
