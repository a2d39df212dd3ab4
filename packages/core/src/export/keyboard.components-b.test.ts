import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pascalCase } from '../catalogue/code-context.ts';
import { defaultDesignSystem } from '../model/design-system.ts';
import { describeInBrowser } from '../test-support/browser.ts';
import { bundleForBrowser } from '../test-support/bundle.ts';
import { writeTempFiles } from '../test-support/temp-dir.ts';
import { createExportContext, runExporter } from './export-design-system.ts';

/** The interactive components added in issue 20 §4b by components-b, as keyboard.test.ts drives the first ones. */
const INTERACTIVE = ['chart', 'carousel', 'slider', 'toggle-group', 'hover-card'];
const NAMES = INTERACTIVE.map(pascalCase).join(', ');

const REACT_ENTRY = `import * as React from "react";
import { createRoot } from "react-dom/client";
import { ${NAMES} } from "./react";

const mount = (id: string, node: React.ReactNode) => createRoot(document.getElementById(id)!).render(node);
mount("chart", <Chart />);
mount("carousel", <Carousel />);
mount("slider", <Slider range step={5} />);
mount("toggle-group", <><ToggleGroup type="single" items="Left, Center, Right" selected="Center" /><ToggleGroup /></>);
mount("hover-card", <HoverCard delay={200} />);
`;

const VUE_ENTRY = `import { createApp, h } from "vue";
import { ${NAMES} } from "./vue";

createApp(Chart).mount("#chart");
createApp(Carousel).mount("#carousel");
createApp(Slider, { range: true, step: 5 }).mount("#slider");
createApp(() => [h(ToggleGroup, { type: "single", items: "Left, Center, Right", selected: "Center" }), h(ToggleGroup)]).mount("#toggle-group");
createApp(HoverCard, { delay: 200 }).mount("#hover-card");
`;

async function pageHtml(framework: 'react' | 'vue'): Promise<string> {
  const context = createExportContext(defaultDesignSystem, { components: INTERACTIVE });
  const files = [...runExporter('css', context), ...runExporter(framework, context)];
  const entry = framework === 'react' ? { path: 'main.tsx', contents: REACT_ENTRY } : { path: 'main.ts', contents: VUE_ENTRY };
  const { dir, cleanup } = writeTempFiles([...files, entry], `keyboard-b-${framework}`);
  try {
    const script = await bundleForBrowser(`${dir}/${entry.path}`);
    const css = files.filter((file) => file.path.endsWith('.css')).map((file) => file.contents).join('\n');
    const slots = INTERACTIVE.map((id) => `<section id="${id}"></section>`).join('\n');
    return `<!doctype html><html lang="en" data-theme="light"><head><style>${css}</style></head><body><button id="start">Start</button>${slots}<script>${script}</script></body></html>`;
  } finally {
    cleanup();
  }
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

describeInBrowser('keyboard use of exported components (components-b)', (browser) => {
  describe.each(['react', 'vue'] as const)('%s', (framework) => {
    let page: Page;
    const errors: string[] = [];
    beforeAll(async () => {
      const context = await browser().newContext({ reducedMotion: 'reduce' });
      page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setContent(await pageHtml(framework), { waitUntil: 'load' });
    }, 60_000);

    it('mounts every component without errors', async () => {
      for (const id of INTERACTIVE) await expect.poll(() => page.locator(`#${id} > *`).count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });

    it('chart: one tab stop; arrows, Home and End move between points and the live region reads them', async () => {
      await page.focus('#start');
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe('Revenue, Jan: 12');
      await page.keyboard.press('ArrowRight');
      expect(await focusedLabel(page)).toBe('Revenue, Feb: 19');
      await expect.poll(() => page.locator('#chart .ks-chart__readout').textContent()).toBe('Revenue, Feb: 19');
      await page.keyboard.press('ArrowDown');
      expect(await focusedLabel(page)).toBe('Costs, Feb: 11');
      await page.keyboard.press('End');
      expect(await focusedLabel(page)).toBe('Costs, Jun: 18');
      await page.keyboard.press('Home');
      expect(await focusedLabel(page)).toBe('Costs, Jan: 8');
      expect(await page.locator('#chart .ks-chart__mark[tabindex="0"]').count()).toBe(1);
    });

    it('carousel: next and previous buttons, arrow keys, Home and End on the dots', async () => {
      const title = () => page.locator('#carousel .ks-carousel__slide:not([hidden]) .ks-carousel__title').textContent();
      expect(await title()).toBe('Start from a template');
      await page.locator('#carousel .ks-carousel__next').focus();
      await page.keyboard.press('Enter');
      await expect.poll(title).toBe('Edit the design together');
      await page.locator('#carousel .ks-carousel__prev').focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect.poll(title).toBe('Export tokens anywhere');
      await page.locator('#carousel [role="tab"][aria-selected="true"]').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(title).toBe('Start from a template');
      expect(await focusedLabel(page)).toBe('Slide 1');
      await page.keyboard.press('End');
      await expect.poll(title).toBe('Export tokens anywhere');
      expect(await page.locator('#carousel [role="tab"][tabindex="0"]').getAttribute('aria-label')).toBe('Slide 3');
      await page.keyboard.press('Home');
      await expect.poll(title).toBe('Start from a template');
    });

    it('slider (range): Page Up/Down, Home and End within the other thumb, values read with the unit', async () => {
      const thumbs = page.locator('#slider [role="slider"]');
      const now = (n: number) => thumbs.nth(n).getAttribute('aria-valuenow');
      expect(await thumbs.count()).toBe(2);
      await thumbs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => now(0)).toBe('45');
      await page.keyboard.press('PageUp');
      await expect.poll(() => now(0)).toBe('80');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => now(0)).toBe('75');
      await page.keyboard.press('End');
      await expect.poll(() => now(0)).toBe('80');
      await page.keyboard.press('Home');
      await expect.poll(() => now(0)).toBe('0');
      expect(await thumbs.first().getAttribute('aria-valuetext')).toBe('0%');
      await thumbs.nth(1).focus();
      await page.keyboard.press('PageDown');
      await expect.poll(() => now(1)).toBe('30');
      await page.keyboard.press('Home');
      await expect.poll(() => now(1)).toBe('0');
      await page.keyboard.press('End');
      await expect.poll(() => now(1)).toBe('100');
      expect(await page.locator('#slider .ks-slider__value').textContent()).toContain('0% – 100%');
    });

    it('toggle group: single moves and selects with arrows, multiple toggles with Space', async () => {
      const checked = () => page.locator('#toggle-group [aria-checked="true"]').getAttribute('aria-label');
      await page.locator('#toggle-group [aria-label="Center"]').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(checked).toBe('Right');
      expect(await focusedLabel(page)).toBe('Right');
      await page.keyboard.press('Home');
      await expect.poll(checked).toBe('Left');
      expect(await page.locator('#toggle-group [role="radio"][tabindex="0"]').count()).toBe(1);
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe('Bold');
      await page.keyboard.press('ArrowRight');
      expect(await focusedLabel(page)).toBe('Italic');
      await page.keyboard.press('Space');
      await expect.poll(() => page.locator('#toggle-group [aria-pressed="true"]').count()).toBe(2);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#toggle-group [aria-pressed="true"]').getAttribute('aria-label')).toBe('Italic');
    });

    it('hover card: opens on focus after its delay, Tab reaches its link, Escape closes it and stays closed', async () => {
      const card = page.locator('#hover-card .ks-hover-card__content');
      const trigger = page.locator('#hover-card .ks-hover-card__trigger');
      expect(await card.isVisible()).toBe(false);
      await trigger.focus();
      await expect.poll(() => card.isVisible(), { timeout: 5000 }).toBe(true);
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe('View profile');
      await page.keyboard.press('Escape');
      await expect.poll(() => card.isVisible(), { timeout: 5000 }).toBe(false);
      expect(await focusedLabel(page)).toBe('@ada');
      await page.waitForTimeout(500);
      expect(await card.isVisible()).toBe(false);
      await page.keyboard.press('Shift+Tab');
      await trigger.focus();
      await expect.poll(() => card.isVisible(), { timeout: 5000 }).toBe(true);
    });
  });
});
