// Safe by default, in the browser, against the real stack: every main screen runs under the documents'
// Content-Security-Policy (no inline script, no eval) without a single violation, and the editor refuses
// free text the model refuses (a font stack, a link), says why beside the field, and keeps it out of the preview.
import { componentCatalogue, defaultDesignSystem } from '@kitsmith/core';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { useRealStack } from '../test-support/real-stack.ts';

const ATTACK = 'Inter; } body{background:url(/x)} :root{--x:y';

describeInBrowser('safe by default on the real stack', (browser) => {
  const { newPage, apiClient } = useRealStack(browser);

  /**
   * Everything the browser reports against a policy, in the page, its frames (the srcdoc previews inherit
   * the page's policy) and its workers: Chromium logs each refusal, and the page reports each violation event.
   */
  async function watchPolicy(page: Page): Promise<string[]> {
    const violations: string[] = [];
    const record = (where: string, text: string) => {
      if (/content security policy|securitypolicyviolation|refused to (load|execute|evaluate|apply|connect|frame|create|send)/i.test(text)) violations.push(`${where}: ${text}`);
    };
    page.on('console', (message) => record(page.url(), message.text()));
    page.on('pageerror', (error) => record(page.url(), String(error)));
    page.on('worker', (worker) => worker.on('console', (message) => record(`worker ${worker.url()}`, message.text())));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    return violations;
  }

  let accounts = 0;
  /** A new account with a project holding a dozen catalogue components (an avatar's colour is a style attribute), signed in on a watched page. */
  async function signedInDesigner(options: { public?: boolean } = {}) {
    const client = apiClient();
    const email = `safe${++accounts}-${Date.now()}@example.com`;
    const session = await client.auth.register({ full_name: 'Sam Safe', email, password: 'correct horse battery' });
    const picked = ['button', 'avatar', 'link', 'hero', 'card', 'input', 'tabs', 'dialog', 'progress', 'slider', 'text', 'stack'];
    const components = picked.map((id, index) => ({ id: `c${index}`, componentId: id, props: {} }));
    expect(components.every(({ componentId }) => componentCatalogue.some((component) => component.id === componentId))).toBe(true);
    const project = await client.projects.create({ name: 'Safe UI', config: { ...defaultDesignSystem, components } });
    if (options.public) await client.projects.share(project.id, { is_public: true });
    const page = await newPage({ viewport: { width: 1400, height: 900 } });
    const violations = await watchPolicy(page);
    await page.goto('/v1/health');
    await page.evaluate(
      ({ access, refresh }) => {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
      },
      { access: session.access_token, refresh: session.refresh_token },
    );
    return { client, project, page, violations };
  }

  const preview = (page: Page) => page.frameLocator('iframe[title="Design preview"]');

  /** Goes to `path`, whose document must carry the policy. */
  async function open(page: Page, path: string): Promise<void> {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toMatch(/(^|;)\s*script-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}'\s*(;|$)/);
  }

  it('runs every main screen without a policy violation: public pages, sign-in, dashboard, settings, checkout, editor, public project', async () => {
    const visitor = await newPage();
    const seen = await watchPolicy(visitor);
    await open(visitor, '/');
    await visitor.locator('header.public-header').waitFor();
    // The policy is in force (and what it refuses is seen): an inline script the page adds does not run.
    // An allowed inline script runs as it is appended; a refused one fires securitypolicyviolation instead.
    const ran = await visitor.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          document.addEventListener('securitypolicyviolation', () => resolve(document.documentElement.dataset.inlineRan === 'yes'), { once: true });
          const script = document.createElement('script');
          script.textContent = 'document.documentElement.dataset.inlineRan = "yes"';
          document.head.append(script);
          if (document.documentElement.dataset.inlineRan === 'yes') resolve(true);
        }),
    );
    expect(ran).toBe(false);
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(seen.join('\n')).toMatch(/script-src/);
    seen.length = 0;
    // A template's live preview: a sandboxed srcdoc frame with the design's CSS inline.
    await visitor.locator('.example-card').first().getByRole('button', { name: /^Live preview of / }).click();
    await visitor.getByRole('dialog').frameLocator('iframe').locator('.ks-button').first().waitFor();
    await visitor.keyboard.press('Escape');
    await open(visitor, '/pricing');
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await open(visitor, '/login');
    await visitor.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await open(visitor, '/register');
    await visitor.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(seen).toEqual([]);

    const { project, page, violations } = await signedInDesigner({ public: true });
    await open(page, '/dashboard');
    await page.getByRole('heading', { name: 'Safe UI' }).waitFor();
    await open(page, '/settings');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The sandbox's checkout: its page, its form posted, its redirect back to the app.
    await open(page, '/billing');
    await page.locator('.billing-plan[data-plan="pro"]').getByRole('button', { name: 'Choose Pro' }).click();
    await page.getByRole('button', { name: 'Pay' }).waitFor();
    expect(page.url()).toContain('/v1/creem-sandbox/checkout/');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/billing/return?**');
    await page.getByRole('heading', { name: 'Your Pro plan is active' }).waitFor({ timeout: 60_000 });

    // The editor: the canvas renders every component's markup (precompiled, no eval) in its srcdoc frame.
    await open(page, `/project/${project.id}`);
    await page.getByTestId('save-state').waitFor({ timeout: 60_000 });
    await preview(page).locator('.ks-avatar').waitFor();
    expect(await preview(page).locator('[data-instance]').count()).toBe(12);
    // The code panel's worker renders React from the same templates.
    await page.getByRole('button', { name: 'Code', exact: true }).click();
    await page.getByLabel('Format').selectOption('react');
    await page.waitForFunction(() => document.querySelector('[data-testid="code-view"]')?.textContent?.includes('export function'));
    // A worker's own refusals do not reach the page's console: its script carries the policy (a worker runs under
    // its script's), and zod in it was told not to probe for eval before core made its first schema.
    const [worker] = page.workers();
    expect((await page.request.get(worker?.url() ?? '/no-worker')).headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')?\s*;/);
    expect(await worker?.evaluate(() => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless)).toBe(true);
    await page.getByRole('tab', { name: 'Templates' }).click();
    await page.getByRole('button', { name: /^Apply / }).first().waitFor();

    await open(page, `/p/${project.id}`);
    await page.getByRole('heading', { name: 'Safe UI' }).waitFor();
    expect(violations).toEqual([]);
  });

  it('refuses a font stack the model refuses, says why beside the field, and keeps it out of the preview and the project', async () => {
    const { client, project, page, violations } = await signedInDesigner();
    await page.goto(`/project/${project.id}`);
    await page.getByTestId('save-state').waitFor({ timeout: 60_000 });
    await page.getByRole('tab', { name: 'Design' }).click();
    await page.getByRole('button', { name: /^Headings font / }).click();
    await page.getByRole('option', { name: 'Custom stack…' }).click();
    const headings = page.getByLabel('Headings font stack', { exact: true });
    const heading = () => preview(page).locator('html').evaluate((html) => html.style.getPropertyValue('--font-family-heading'));
    const before = await heading();
    expect(before).toContain('Inter');

    await headings.fill(ATTACK);
    const error = page.getByRole('alert').filter({ hasText: 'The stack must not contain ";"' });
    await error.waitFor();
    await expect.poll(() => error.textContent()).toContain('a font stack is a comma-separated list of family names');
    expect(await headings.getAttribute('aria-invalid')).toBe('true');
    expect(await heading()).toBe(before);
    expect(await preview(page).locator('html').evaluate(() => getComputedStyle(document.body).backgroundImage)).toBe('none');

    // A stack the model takes applies at once, and the message goes.
    await headings.fill('"Fira Sans", sans-serif');
    await error.waitFor({ state: 'detached' });
    await expect
      .poll(() => preview(page).locator('html').evaluate((html) => html.style.getPropertyValue('--font-family-heading')))
      .toBe('"Fira Sans", sans-serif');
    await headings.blur();
    await expect.poll(async () => (await client.projects.get(project.id)).config.typography.headingFamily, { timeout: 45_000 }).toBe('"Fira Sans", sans-serif');
    expect(violations).toEqual([]);
  });

  it('refuses a javascript: link in a component, says why beside the field, and keeps the last safe one', async () => {
    const { client, project, page, violations } = await signedInDesigner();
    await page.goto(`/project/${project.id}`);
    await page.getByTestId('save-state').waitFor({ timeout: 60_000 });
    const link = preview(page).locator('a.ks-link');
    await link.click();
    await page.getByRole('tab', { name: 'Component', selected: true }).waitFor();
    const url = page.getByRole('textbox', { name: 'URL', exact: true });

    await url.fill('/docs/start');
    await expect.poll(() => link.getAttribute('href')).toBe('/docs/start');
    await url.fill(' JavaScript:alert(1)');
    const error = page.getByRole('alert').filter({ hasText: 'The link must be a web address' });
    await error.waitFor();
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    expect(await link.getAttribute('href')).toBe('/docs/start');
    await url.blur();
    await error.waitFor({ state: 'detached' });
    expect(await url.inputValue()).toBe('/docs/start');
    await expect.poll(async () => (await client.projects.get(project.id)).config.components.find((component) => component.componentId === 'link')?.props.href, { timeout: 45_000 }).toBe('/docs/start');
    expect(violations).toEqual([]);
  });
});
