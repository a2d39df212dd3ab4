// `npm run screenshots -w @kitsmith/web [-- <folder>] [-- --only editor,dashboard]`: every screen at 1440 and
// 390 px, light and dark, as PNGs for review by eye. Builds the app and the API when they are missing or older
// than their sources, starts the built server as an operator does (`node apps/api/dist/server.js`, a free
// port, a throwaway DATA_DIR), signs in as a fresh demo account, and prints the files it wrote.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient, memoryStorage } from '@kitsmith/client';
import { ensureBuiltServer, spawnServer } from '@kitsmith/api/platform/spawn-server';
import { planWebBuild } from '@kitsmith/api/static/build-web-app';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launchChromium } from '../test-support/browser.ts';
import { buildWebApp } from '../test-support/stack.ts';
import { SCREENS, type Screen, type ScreenData } from './screens.ts';

const WIDTHS = [1440, 390] as const;
const SCHEMES = ['light', 'dark'] as const;
/** A desktop and a phone's screen height: the editor fills it; other pages are photographed whole. */
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 1440: 900, 390: 844 };
const webDir = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

interface Session {
  access_token: string;
  refresh_token: string;
}

function readOptions(): { folder: string; only: Set<string> | null } {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { only: { type: 'string' } } });
  const only = values.only ? new Set(values.only.split(',').map((name) => name.trim())) : null;
  const unknown = only ? [...only].filter((name) => !SCREENS.some((screen) => screen.name === name)) : [];
  if (unknown.length) throw new Error(`No screen named ${unknown.join(', ')}: choose from ${SCREENS.map((screen) => screen.name).join(', ')}.`);
    // npm runs the script in apps/web: a folder given is read from where npm was started (INIT_CWD).
  const folder = positionals[0] ? resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]) : join(webDir, 'screenshots');
  return { folder, only };
}

/** A demo account (two seeded projects), one of them made public for the shared page. */
async function prepareData(baseUrl: string): Promise<{ session: Session; data: ScreenData }> {
  const client = createClient({ baseUrl: `${baseUrl}/v1`, storage: memoryStorage() });
  const session = await client.auth.demo();
  const { projects } = await client.projects.list();
  const [first, second] = projects;
  if (!first) throw new Error('The demo account has no project to show in the editor.');
  const shared = second ?? first;
  await client.projects.share(shared.id, { is_public: true });
  return { session, data: { projectId: first.id, publicProjectId: shared.id } };
}

/**
 * Scrolls through the page as a reader would, so what loads near the viewport (lazy frames, gallery thumbnails) is
 * there, then waits for its frames, images and fonts, and for its animations to end (at most 3 s: a looping one never does).
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 60));
    }
    scrollTo(0, 0);
    await new Promise((done) => setTimeout(done, 300));
  });
  await Promise.all(page.frames().map((frame) => frame.waitForLoadState('load').catch(() => undefined)));
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    const finished = Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([finished, new Promise((done) => setTimeout(done, 3000))]);
  });
}

async function photograph(browser: Browser, baseUrl: string, screen: Screen, width: (typeof WIDTHS)[number], scheme: (typeof SCHEMES)[number], session: Session, data: ScreenData, file: string) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height: HEIGHTS[width] }, colorScheme: scheme, reducedMotion: 'reduce' });
  context.setDefaultTimeout(30_000);
  try {
    const page = await context.newPage();
    if (screen.signedIn) {
      // As the app keeps a session: its tokens in localStorage on the app's origin.
      await page.goto('/v1/health');
      await page.evaluate(({ access, refresh }) => {
        localStorage.setItem('access_token', access);
        localStorage.setItem('refresh_token', refresh);
      }, { access: session.access_token, refresh: session.refresh_token });
    }
    // Not 'networkidle': the editor keeps a connection open for live events. Each screen says when it is ready.
    await page.goto(screen.path(data));
    await screen.ready(page, width);
    await settle(page);
    // A whole page in one picture: the sections a page renders only near the screen (`content-visibility: auto`,
    // as the shared page's) are rendered as the visitor scrolling to them sees them.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.screenshot({ path: file, fullPage: !screen.name.startsWith('editor'), animations: 'disabled' });
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { folder, only } = readOptions();
  if (!chromiumPath()) throw new Error('No Chromium: install it (apt-get install -y chromium) or set CHROME_PATH.');
  // As `npm start` decides: built when apps/web/dist is missing or older than its sources.
  const plan = planWebBuild(repoRoot);
  if (plan.action === 'build') {
    console.log(`Building the web app (${plan.reason})...`);
    buildWebApp();
  }
  ensureBuiltServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'kitsmith-screenshots-'));
  const server = await spawnServer({ DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' }, { built: true });
  const browser = await launchChromium();
  const written: string[] = [];
  try {
    const { session, data } = await prepareData(server.baseUrl);
    mkdirSync(folder, { recursive: true });
    for (const screen of SCREENS.filter((each) => !only || only.has(each.name))) {
      for (const width of WIDTHS) {
        for (const scheme of SCHEMES) {
          const file = join(folder, `${screen.name}-${width}-${scheme}.png`);
          await photograph(browser, server.baseUrl, screen, width, scheme, session, data, file);
          written.push(file);
          console.log(file);
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`${written.length} screenshots in ${folder}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
