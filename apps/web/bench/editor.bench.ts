// Editor bench (issue 6, section 5): with every catalogue component (55) on the canvas, the time from a
// colour input event to the end of the frame that shows the new styles, p50 and p95 over 100 edits
// (target: p95 <= 8 ms); and a keystroke in a component's name field with the code panel open (target:
// under one 60 Hz frame). Production build served by the real API, system Chromium.
// How a frame is timed: each input is dispatched at the start of a frame (in its animation-frame step,
// where Chromium delivers continuous input such as a picker drag), and the measure ends in the first task
// after that frame's rendering (style, layout, paint, commit to the compositor): the editor's own latency.
// Headless Chromium draws at a fixed 60 Hz whatever the flags, so "until the next requestAnimationFrame"
// would measure the display's refresh (about 16.7 ms with no edit at all), not the editor.
import { componentCatalogue, defaultDesignSystem } from '@kitsmith/core';
import { createClient, memoryStorage } from '@kitsmith/client';
import { chromium, type Page } from 'playwright-core';
import { chromiumPath } from '../test-support/browser.ts';
import { buildWebApp, startApiServer } from '../test-support/stack.ts';

const COLOUR_TARGET_MS = 8;
const FRAME_MS = 1000 / 60;
const EDITS = 100;
const KEYSTROKES = 60;

interface Row {
  measure: string;
  value: string;
  target: string;
  verdict: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * Installs `window.__frameTimer`: `startOfFrame()` resolves in a frame's animation-frame step,
 * `afterFrame()` in the first task after that frame has rendered (a message posted during the frame is
 * delivered only once its rendering task is done). Call it before the edit: its message is then queued
 * ahead of any task the edit schedules (React's background renders), which run after the frame.
 */
async function installFrameTimer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const channel = new MessageChannel();
    const waiting: Array<(time: number) => void> = [];
    channel.port1.onmessage = () => waiting.shift()?.(performance.now());
    (window as unknown as { __frameTimer: unknown }).__frameTimer = {
      startOfFrame: () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
      afterFrame: () =>
        new Promise<number>((resolve) => {
          waiting.push(resolve);
          channel.port2.postMessage(null);
        }),
    };
  });
}

interface FrameTimer {
  startOfFrame: () => Promise<number>;
  afterFrame: () => Promise<number>;
}

/** 100 colour input events on the primary picker: input event -> end of the frame in which the preview's button has the colour. */
async function measureColourEdits(page: Page): Promise<number[]> {
  return page.evaluate(async (edits) => {
    const timer = (window as unknown as { __frameTimer: FrameTimer }).__frameTimer;
    const picker = document.querySelector<HTMLInputElement>('input[aria-label="Primary picker"]');
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Design preview"]')?.contentDocument;
    const button = frame?.querySelector<HTMLElement>('.ks-button--primary');
    if (!picker || !frame || !button) throw new Error('editor not ready');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    const samples: number[] = [];
    for (let i = 0; i < edits; i++) {
      // A drag across reds, greens and blues: every value is new.
      const r = (40 + i * 2) % 256;
      const g = (90 + i * 5) % 256;
      const b = (200 - i) % 256;
      const color = `#${hex(r)}${hex(g)}${hex(b)}`;
      await timer.startOfFrame();
      const start = performance.now();
      const rendered = timer.afterFrame();
      setValue.call(picker, color);
      picker.dispatchEvent(new Event('input', { bubbles: true }));
      const end = await rendered;
      // The frame rendered the button's fill as computed (its background then transitions there, as the design says).
      const applied = getComputedStyle(button).getPropertyValue('--button-background').trim();
      if (applied !== color) throw new Error(`the preview's button fill is ${applied}, not ${color}`);
      samples.push(end - start);
    }
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    return samples;
  }, EDITS);
}

/** Keystrokes in the selected component's name field with the code panel open: input event -> end of the frame that shows it. */
async function measureTyping(page: Page): Promise<number[]> {
  return page.evaluate(async (keystrokes) => {
    const timer = (window as unknown as { __frameTimer: FrameTimer }).__frameTimer;
    const field = document.querySelector<HTMLInputElement>('#editor-custom-name');
    if (!field) throw new Error('no name field');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const text = 'Primary call to action button for the checkout page';
    const samples: number[] = [];
    field.focus();
    for (let i = 0; i < keystrokes; i++) {
      await timer.startOfFrame();
      const start = performance.now();
      const rendered = timer.afterFrame();
      setValue.call(field, text.slice(0, (i % text.length) + 1));
      field.dispatchEvent(new Event('input', { bubbles: true }));
      samples.push((await rendered) - start);
    }
    return samples;
  }, KEYSTROKES);
}

/** The editor's own work for a colour edit: input event -> the preview's styles recomputed, synchronously (no wait for a frame). */
async function measureColourWork(page: Page): Promise<number[]> {
  return page.evaluate(async (edits) => {
    const picker = document.querySelector<HTMLInputElement>('input[aria-label="Primary picker"]')!;
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Design preview"]')!.contentDocument!;
    const button = frame.querySelector<HTMLElement>('.ks-button--primary')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const samples: number[] = [];
    for (let i = 0; i < edits; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const color = `#${(0x203040 + i * 0x030507).toString(16).slice(-6)}`;
      const start = performance.now();
      setValue.call(picker, color);
      picker.dispatchEvent(new Event('input', { bubbles: true }));
      // React renders discrete input events synchronously; reading a computed value forces the frame's style recalc.
      const applied = getComputedStyle(button).getPropertyValue('--button-background').trim();
      samples.push(performance.now() - start);
      if (applied !== color) throw new Error(`the preview's button fill is ${applied}, not ${color}`);
    }
    picker.dispatchEvent(new Event('change', { bubbles: true }));
    return samples;
  }, EDITS);
}

/** The same round trip with no edit: what a frame costs on this machine before the editor does anything. */
async function measureIdleFrames(page: Page): Promise<number[]> {
  return page.evaluate(async (count) => {
    const timer = (window as unknown as { __frameTimer: FrameTimer }).__frameTimer;
    const samples: number[] = [];
    for (let i = 0; i < count; i++) {
      await timer.startOfFrame();
      const start = performance.now();
      samples.push((await timer.afterFrame()) - start);
    }
    return samples;
  }, EDITS);
}

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    console.log('editor bench skipped: no Chromium (apt-get install -y chromium, or set CHROME_PATH)');
    if (process.env.KITSMITH_REQUIRE_BROWSER === '1') process.exitCode = 1;
    return;
  }
  buildWebApp();
  const stack = await startApiServer();
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const rows: Row[] = [];
  try {
    const client = createClient({ baseUrl: `${stack.baseUrl}/v1`, storage: memoryStorage() });
    const session = await client.auth.register({ full_name: 'Bench Designer', email: `bench-${Date.now()}@example.com`, password: 'correct horse battery' });
    const components = componentCatalogue.map((component, index) => ({ id: `c${index}`, componentId: component.id, props: {} }));
    const project = await client.projects.create({ name: 'Bench kit', config: { ...defaultDesignSystem, components } });

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${stack.baseUrl}/login`);
    await page.evaluate(({ access, refresh }) => {
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
    }, { access: session.access_token, refresh: session.refresh_token });
    await page.goto(`${stack.baseUrl}/project/${project.id}`);
    await page.waitForFunction(
      (count) => document.querySelector<HTMLIFrameElement>('iframe[title="Design preview"]')?.contentDocument?.querySelectorAll('[data-instance]').length === count,
      components.length,
      { timeout: 30_000 },
    );
    // tsx names the functions below with an `__name` helper that the page does not have.
    await page.evaluate('window.__name = (fn) => fn');
    await installFrameTimer(page);
    // Warm up (JIT, caches), then measure.
    await measureColourEdits(page);
    const colour = await measureColourEdits(page);
    const [p50, p95] = [percentile(colour, 50), percentile(colour, 95)];
    const work = await measureColourWork(page);
    rows.push({ measure: 'colour input -> styles recomputed (editor work): p50', value: `${percentile(work, 50).toFixed(2)} ms`, target: '', verdict: '' });
    rows.push({ measure: 'colour input -> styles recomputed (editor work): p95', value: `${percentile(work, 95).toFixed(2)} ms`, target: '', verdict: '' });
    const idle = await measureIdleFrames(page);
    rows.push({ measure: 'baseline: frame with no edit, same page: p50', value: `${percentile(idle, 50).toFixed(2)} ms`, target: '', verdict: '' });
    rows.push({ measure: 'baseline: frame with no edit, same page: p95', value: `${percentile(idle, 95).toFixed(2)} ms`, target: '', verdict: '' });
    rows.push({ measure: `colour input -> frame rendered, ${components.length} components: p50`, value: `${p50.toFixed(2)} ms`, target: '', verdict: '' });
    rows.push({ measure: `colour input -> frame rendered, ${components.length} components: p95`, value: `${p95.toFixed(2)} ms`, target: `<= ${COLOUR_TARGET_MS} ms`, verdict: p95 <= COLOUR_TARGET_MS ? 'met' : 'MISSED' });

    await page.locator('.editor-layer-select').first().click();
    await page.getByRole('button', { name: 'Code', exact: true }).click();
    await page.getByTestId('code-view').waitFor({ timeout: 30_000 });
    await measureTyping(page);
    const typing = await measureTyping(page);
    const [t50, t95] = [percentile(typing, 50), percentile(typing, 95)];
    rows.push({ measure: 'name keystroke -> frame rendered, code panel open: p50', value: `${t50.toFixed(2)} ms`, target: '', verdict: '' });
    rows.push({ measure: 'name keystroke -> frame rendered, code panel open: p95', value: `${t95.toFixed(2)} ms`, target: `< ${FRAME_MS.toFixed(1)} ms`, verdict: t95 < FRAME_MS ? 'met' : 'MISSED' });
  } finally {
    await browser.close();
    await stack.stop();
  }
  console.log(`\nEditor: production build served by the API; ${EDITS} colour edits and ${KEYSTROKES} keystrokes in the system Chromium`);
  console.table(rows);
}

await main();
