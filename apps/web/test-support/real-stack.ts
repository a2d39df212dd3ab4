// The shared setup of the browser suites: the real API serving the app (built once per run, see
// build-once.ts), a context per visitor.
import AxeBuilder from '@axe-core/playwright';
import { createClient, memoryStorage } from '@kitsmith/client';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { describeInBrowser } from './browser.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';
import { envForPort, type ServerEnv } from '@kitsmith/api/platform/spawn-server';
import { stackDatabases, startApiServer, type RunningStack, type StackDatabase } from './stack.ts';

let visitor = 0;
/** Each visitor comes from its own address (the server trusts X-Forwarded-For here), so auth rate limits never interfere. */
const nextAddress = () => `10.0.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`;

export interface VisitOptions {
  colorScheme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
  /** The visitor's motion preference (Playwright's default: no preference). */
  reducedMotion?: 'reduce' | 'no-preference';
}

export interface RealStack {
  /** The running API (after beforeAll). */
  stack(): RunningStack;
  /** The mail the API has sent (it sends through SMTP to this catcher). */
  mailbox(): Mailbox;
  /** A page in a fresh browser context: a new visitor, with clipboard access. */
  newPage(options?: VisitOptions): Promise<Page>;
  visit(path: string, options?: VisitOptions): Promise<Page>;
  /** A fresh browser signed in with `session` (its tokens stored as the app stores them), at `path`. */
  signedInPage(session: { access_token: string; refresh_token: string }, path: string, options?: VisitOptions): Promise<Page>;
  /** A client for the same API, as yet another visitor. */
  apiClient(): ReturnType<typeof createClient>;
}

/**
 * A browser suite once per database the stack can keep its data in (`stackDatabases`): for the journeys
 * that save and load data. The PostgreSQL run is skipped, its title saying why, where there is none.
 */
export function describeInBrowserOnEachDatabase(title: string, body: (browser: () => Browser, database: StackDatabase) => void): void {
  for (const { database, skip } of stackDatabases()) {
    describe.skipIf(skip !== undefined)(`${title} [${database}]${skip ? ` (skipped: ${skip})` : ''}`, () => {
      describeInBrowser('in Chromium', (browser) => body(browser, database));
    });
  }
}

/**
 * Call inside a `describeInBrowser` body: starts the API (with `env` on top, or made from its port, on `database`)
 * and closes everything after the suite.
 */
export function useRealStack(browser: () => Browser, env: ServerEnv = {}, database: StackDatabase = 'sqlite'): RealStack {
  let running: RunningStack | undefined;
  let mail: Mailbox | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    mail = await startMailbox();
    const smtpUrl = mail.url;
    running = await startApiServer((port) => ({ SMTP_URL: smtpUrl, ...envForPort(env, port) }), database);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await running?.stop();
    await mail?.stop();
  });
  const stack = () => {
    if (!running) throw new Error('the API server is not running');
    return running;
  };
  const newPage = async (options: VisitOptions = {}) => {
    const context = await browser().newContext({
      baseURL: stack().baseUrl,
      extraHTTPHeaders: { 'X-Forwarded-For': nextAddress() },
      colorScheme: options.colorScheme ?? 'light',
      ...(options.viewport ? { viewport: options.viewport } : {}),
      ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
    });
    contexts.push(context);
    // Generous: CI machines share two cores between the API, Chromium and other suites.
    context.setDefaultTimeout(30_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack().baseUrl });
    return context.newPage();
  };
  return {
    stack,
    mailbox() {
      if (!mail) throw new Error('the mailbox is not running');
      return mail;
    },
    newPage,
    async visit(path, options) {
      const page = await newPage(options);
      await page.goto(path);
      await untilHydrated(page);
      return page;
    },
    async signedInPage(session, path, options) {
      const page = await newPage(options);
      await page.goto('/v1/health');
      await page.evaluate(
        ({ access, refresh }) => {
          localStorage.setItem('access_token', access);
          localStorage.setItem('refresh_token', refresh);
        },
        { access: session.access_token, refresh: session.refresh_token },
      );
      await page.goto(path);
      await untilHydrated(page);
      return page;
    },
    apiClient() {
      const address = nextAddress();
      return createClient({
        baseUrl: `${stack().baseUrl}/v1`,
        storage: memoryStorage(),
        fetch: (input, init) => fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), 'X-Forwarded-For': address } }),
      });
    },
  };
}

/**
 * A page the build rendered ahead (apps/web/vite/kitsmith-prerender.ts) shows before React takes it over, and a click
 * before then is lost: this waits until React holds the page's content (it keeps its fiber on each node it hydrates).
 * Pages rendered in the browser pass at once; their tests wait for what they look for.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('#root main');
    return !main || Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * Menus move the focus a moment after the key that asks for it (Radix focuses a menu as it mounts, and the item an
 * arrow, Home or End names in a timeout), and under load a key pressed before then goes to the old element: Enter on the
 * button closes the menu again, Enter on the old item chooses it. These press a key and wait for the focus to arrive.
 */
export async function openMenuByKeyboard(page: Page, trigger: Locator, menu: Locator): Promise<void> {
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

export async function moveFocusInMenu(page: Page, key: string, item: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expect.poll(() => item.evaluate((element) => element === document.activeElement)).toBe(true);
}

/** axe-core finds no serious or critical violation on the page (or within `include`, leaving out `exclude`). */
export async function expectNoSeriousAxeViolations(page: Page, scope: { include?: string; exclude?: string } = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
