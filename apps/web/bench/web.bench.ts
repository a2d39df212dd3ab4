// Web bench (issue 5, section 8; issue 21 §1): the JavaScript a first visit to / and
// to a shared project's public page /p/{id} transfers (gzip), and Lighthouse's
// performance and accessibility scores for /, /features, /pricing and /p/{id}, against the
// production build served by the real API server.
// Targets: at most 90 KB of JS; scores of 95 or more.
import { gzipSync } from 'node:zlib';
import { createClient, memoryStorage } from '@kitsmith/client';
import { defaultDesignSystem } from '@kitsmith/core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../test-support/browser.ts';
import { buildWebApp, startApiServer } from '../test-support/stack.ts';

const JS_BUDGET_KB = 90;
const SCORE_TARGET = 95;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

interface Row {
  measure: string;
  value: string;
  target: string;
  verdict: string;
}

/** The scripts a first visit to `path` loads (after the network settles), each with its gzip size. */
async function scriptsLoadedBy(executablePath: string, url: string): Promise<{ url: string; gzipBytes: number }[]> {
  const browser = await chromium.launch({ executablePath, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(
      [...scripts].map(async (script) => {
        const body = Buffer.from(await (await fetch(script)).arrayBuffer());
        return { url: new URL(script).pathname, gzipBytes: gzipSync(body).length };
      }),
    );
  } finally {
    await browser.close();
  }
}

/** A public project with a few components, made through the API as a designer would share one: its page's path. */
async function sharedProjectPath(baseUrl: string): Promise<string> {
  const client = createClient({ baseUrl: `${baseUrl}/v1`, storage: memoryStorage() });
  await client.auth.register({ full_name: 'Bench Designer', email: `bench-${Date.now()}@example.com`, password: 'correct horse battery' });
  const components = ['button', 'card', 'input', 'badge', 'alert'].map((componentId) => ({ id: componentId, componentId, props: {} }));
  const project = await client.projects.create({
    name: 'Bench UI',
    description: 'A shared design system, as its public page shows it',
    config: { ...defaultDesignSystem, components },
  });
  await client.projects.share(project.id, { is_public: true });
  return `/p/${project.id}`;
}

/** The scripts of a first visit, as bench rows: the total against the budget, then each script. */
function scriptRows(path: string, scripts: { url: string; gzipBytes: number }[]): Row[] {
  const totalBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  // KB here is 1024 bytes (as Lighthouse counts); the decimal kB (1000 bytes, as Vite and DevTools print) is shown beside it.
  const totalKb = totalBytes / 1024;
  return [
    {
      measure: `JS transferred for ${path} (gzip)`,
      value: `${totalKb.toFixed(1)} KB (${(totalBytes / 1000).toFixed(1)} kB)`,
      target: `<= ${JS_BUDGET_KB} KB`,
      verdict: totalKb <= JS_BUDGET_KB ? 'met' : 'MISSED',
    },
    ...scripts.map((script) => ({ measure: `  ${script.url}`, value: `${(script.gzipBytes / 1024).toFixed(1)} KB`, target: '', verdict: '' })),
  ];
}

async function lighthouseScores(executablePath: string, url: string): Promise<{ performance: number; accessibility: number }> {
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const categories = result?.lhr.categories;
    const score = (id: string) => Math.round((categories?.[id]?.score ?? 0) * 100);
    return { performance: score('performance'), accessibility: score('accessibility') };
  } finally {
    await chrome.kill();
  }
}

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.log('web bench skipped: no Chromium (apt-get install -y chromium, or set CHROME_PATH)');
    if (process.env.KITSMITH_REQUIRE_BROWSER === '1') process.exitCode = 1;
    return;
  }
  buildWebApp();
  const stack = await startApiServer();
  const rows: Row[] = [];
  try {
    const publicPage = await sharedProjectPath(stack.baseUrl);
    const home = await scriptsLoadedBy(executablePath, `${stack.baseUrl}/`);
    rows.push(...scriptRows('/', home));
    // The public page's rows name the page /p/{id}: the id is new on every run.
    const shared = await scriptsLoadedBy(executablePath, `${stack.baseUrl}${publicPage}`);
    rows.push(...scriptRows('/p/{id}', shared));
    // The page's own share: the scripts / does not load (its route chunk and what only it imports).
    const own = shared.filter((script) => !home.some((loaded) => loaded.url === script.url)).reduce((sum, script) => sum + script.gzipBytes, 0);
    rows.push({ measure: 'JS of /p/{id} beyond / (gzip)', value: `${(own / 1024).toFixed(1)} KB`, target: '', verdict: '' });
    for (const [label, path] of [['/', '/'], ['/features', '/features'], ['/pricing', '/pricing'], ['/p/{id}', publicPage]] as const) {
      const scores = await lighthouseScores(executablePath, `${stack.baseUrl}${path}`);
      for (const [category, score] of Object.entries(scores)) {
        rows.push({ measure: `Lighthouse ${category} ${label}`, value: String(score), target: `>= ${SCORE_TARGET}`, verdict: score >= SCORE_TARGET ? 'met' : 'MISSED' });
      }
    }
  } finally {
    await stack.stop();
  }
  console.log('\nWeb: production build served by the API; Lighthouse 12 (mobile, simulated throttling) in the system Chromium');
  console.table(rows);
}

await main();
