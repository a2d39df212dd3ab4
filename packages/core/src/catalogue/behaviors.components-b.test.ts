import { readFileSync } from 'node:fs';
import { parse } from 'acorn';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExportContext, runExporter } from '../export/export-design-system.ts';
import type { PropValues } from '../model/component.ts';
import { defaultDesignSystem } from '../model/design-system.ts';
import { describeInBrowser } from '../test-support/browser.ts';
import { findComponent } from './catalogue.ts';
import { renderComponentMarkup } from './render-component.ts';

/** The components whose HTML behaviour (templates/components/<id>/behavior.js) this file drives. */
const IDS = ['chart', 'carousel', 'slider', 'toggle-group', 'hover-card'];

const behaviorSource = (id: string) => readFileSync(new URL(`../../../../templates/components/${id}/behavior.js`, import.meta.url), 'utf8');

describe.each(IDS)('%s/behavior.js', (id) => {
  it('declares exactly one function, behavior(root), and nothing else', () => {
    const program = parse(behaviorSource(id), { ecmaVersion: 2022, sourceType: 'script' });
    expect(program.body).toHaveLength(1);
    const [declaration] = program.body;
    expect(declaration?.type).toBe('FunctionDeclaration');
    if (declaration?.type === 'FunctionDeclaration') {
      expect(declaration.id.name).toBe('behavior');
      expect(declaration.params).toHaveLength(1);
    }
  });
});

const css = runExporter('css', createExportContext(defaultDesignSystem, { components: IDS }))
  .map((file) => file.contents)
  .join('\n');

/**
 * A page with the component's markup for each of `instances` (props), the
 * design's CSS, and its behavior.js run on every root, as the preview does.
 */
function pageHtml(id: string, instances: PropValues[]): string {
  const definition = findComponent(id);
  if (!definition) throw new Error(`no ${id} in the catalogue`);
  const slots = instances.map((props, index) => `<section id="slot-${index + 1}">${renderComponentMarkup(definition, `${id}-${index + 1}`, props)}</section>`);
  return `<!doctype html><html lang="en" data-theme="light"><head><style>${css}</style></head><body>
<button id="before">Before</button>${slots.join('\n')}<button id="after">After</button>
<script>${behaviorSource(id)}
window.cleanups = Array.from(document.querySelectorAll(".ks-${id}"), (root) => behavior(root));
</script></body></html>`;
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

describeInBrowser('HTML behaviours (components-b)', (browser) => {
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    const context = await browser().newContext({ reducedMotion: 'reduce' });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(() => expect(errors).toEqual([]));

  async function open(id: string, instances: PropValues[], target = page) {
    await target.setContent(pageHtml(id, instances), { waitUntil: 'load' });
  }

  it('never throws on markup it does not recognise', async () => {
    for (const id of IDS) {
      await page.setContent(`<!doctype html><div class="ks-${id}"><p>Nothing it knows</p></div><span></span>`);
      await page.addScriptTag({ content: behaviorSource(id) });
      const outcome = await page.evaluate(() => {
        const run = (window as unknown as { behavior: (root: Element) => unknown }).behavior;
        return Array.from(document.body.children, (root) => {
          const cleanup = run(root);
          if (typeof cleanup === 'function') cleanup();
          return typeof cleanup;
        });
      });
      expect(outcome.every((kind) => kind === 'undefined' || kind === 'function')).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  describe('chart', () => {
    it('moves between data points with the arrow keys, Home and End, and reads each out', async () => {
      await open('chart', [{}, { type: 'bar', labels: 'Q1, Q2, Q3', values: '5 9 4', seriesNames: 'Signups' }]);
      const first = page.locator('#slot-1 .ks-chart__mark').first();
      await page.focus('#before');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('Revenue, Jan: 12');
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe('Revenue, Feb: 19');
      await expect.poll(() => page.locator('#slot-1 .ks-chart__readout').textContent()).toBe('Revenue, Feb: 19');
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toBe('Costs, Feb: 11');
      await page.keyboard.press('End');
      expect(await focused(page)).toBe('Costs, Jun: 18');
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe('Costs, Jun: 18');
      await page.keyboard.press('Home');
      expect(await focused(page)).toBe('Costs, Jan: 8');
      expect(await first.getAttribute('tabindex')).toBe('-1');
      // One tab stop per chart: Tab leaves for the next chart, whose readout is its own.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('Signups, Q1: 5');
      await page.keyboard.press('End');
      expect(await focused(page)).toBe('Signups, Q3: 4');
      expect(await page.locator('#slot-2 .ks-chart__readout').textContent()).toBe('Signups, Q3: 4');
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe('Costs, Jan: 8');
    });
  });

  describe('carousel', () => {
    const visibleTitle = (slot: string, target = page) => target.locator(`${slot} .ks-carousel__slide:not([hidden]) .ks-carousel__title`).textContent();

    it('moves with previous and next, and with arrow keys, Home and End on the dots', async () => {
      await open('carousel', [{ loop: false }, { slides: 'One, Two' }]);
      const slot = '#slot-1';
      expect(await visibleTitle(slot)).toBe('Start from a template');
      expect(await page.locator(`${slot} .ks-carousel__prev`).isDisabled()).toBe(true);
      await page.click(`${slot} .ks-carousel__next`);
      expect(await visibleTitle(slot)).toBe('Edit the design together');
      await page.click(`${slot} .ks-carousel__next`);
      expect(await visibleTitle(slot)).toBe('Export tokens anywhere');
      expect(await page.locator(`${slot} .ks-carousel__next`).isDisabled()).toBe(true);
      await page.locator(`${slot} .ks-carousel__dot[aria-selected="true"]`).focus();
      await page.keyboard.press('Home');
      expect(await visibleTitle(slot)).toBe('Start from a template');
      expect(await focused(page)).toBe('Slide 1');
      await page.keyboard.press('ArrowLeft');
      expect(await visibleTitle(slot)).toBe('Export tokens anywhere');
      expect(await page.locator(`${slot} [role="tab"][tabindex="0"]`).getAttribute('aria-label')).toBe('Slide 3');
      await page.keyboard.press('ArrowRight');
      expect(await visibleTitle(slot)).toBe('Start from a template');
      // The second carousel loops and was not touched.
      expect(await visibleTitle('#slot-2')).toBe('One');
      await page.click('#slot-2 .ks-carousel__prev');
      expect(await visibleTitle('#slot-2')).toBe('Two');
    });

    it('plays on its own unless motion is reduced, and stops when focus moves in', async () => {
      const context = await browser().newContext({ reducedMotion: 'no-preference' });
      try {
        const moving = await context.newPage();
        await open('carousel', [{ autoplay: true, interval: 2 }], moving);
        const play = moving.locator('#slot-1 .ks-carousel__play');
        expect(await play.getAttribute('aria-label')).toBe('Stop automatic slide show');
        expect(await moving.locator('#slot-1 .ks-carousel__slides').getAttribute('aria-live')).toBe('off');
        await expect.poll(() => visibleTitle('#slot-1', moving), { timeout: 5000 }).toBe('Edit the design together');
        await moving.locator('#slot-1 .ks-carousel__next').focus();
        expect(await play.getAttribute('aria-label')).toBe('Start automatic slide show');
        expect(await moving.locator('#slot-1 .ks-carousel__slides').getAttribute('aria-live')).toBe('polite');
        await play.focus();
        await moving.keyboard.press('Enter');
        expect(await play.getAttribute('aria-label')).toBe('Stop automatic slide show');
      } finally {
        await context.close();
      }
      await open('carousel', [{ autoplay: true, interval: 2 }]);
      expect(await page.locator('#slot-1 .ks-carousel__play').getAttribute('aria-label')).toBe('Start automatic slide show');
    });
  });

  describe('slider', () => {
    const thumb = (slot: string, n = 0) => page.locator(`${slot} [role="slider"]`).nth(n);
    const now = (slot: string, n = 0) => thumb(slot, n).getAttribute('aria-valuenow');

    it('steps with the arrows, ten steps with Page Up and Down, ends with Home and End, and says its unit', async () => {
      await open('slider', [{}, { disabled: true }]);
      await thumb('#slot-1').focus();
      await page.keyboard.press('ArrowRight');
      expect(await now('#slot-1')).toBe('41');
      expect(await thumb('#slot-1').getAttribute('aria-valuetext')).toBe('41%');
      expect(await page.locator('#slot-1 .ks-slider__value').textContent()).toBe('41%');
      await page.keyboard.press('PageUp');
      expect(await now('#slot-1')).toBe('51');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('PageDown');
      expect(await now('#slot-1')).toBe('40');
      await page.keyboard.press('End');
      expect(await now('#slot-1')).toBe('100');
      await page.keyboard.press('ArrowUp');
      expect(await now('#slot-1')).toBe('100');
      await page.keyboard.press('Home');
      expect(await now('#slot-1')).toBe('0');
      expect(await thumb('#slot-1').evaluate((el) => (el as HTMLElement).style.left)).toBe('0%');
      // A disabled slider is out of the tab order and ignores keys.
      expect(await thumb('#slot-2').getAttribute('tabindex')).toBe('-1');
      await thumb('#slot-2').focus();
      await page.keyboard.press('End');
      expect(await now('#slot-2')).toBe('40');
    });

    it('keeps the two thumbs of a range in order, and moves the nearest one on a click', async () => {
      await open('slider', [{ range: true, value: 20, endValue: 60, step: 5 }]);
      await thumb('#slot-1', 0).focus();
      await page.keyboard.press('End');
      expect(await now('#slot-1', 0)).toBe('60');
      await page.keyboard.press('PageDown');
      expect(await now('#slot-1', 0)).toBe('10');
      expect(await thumb('#slot-1', 1).getAttribute('aria-valuemin')).toBe('10');
      await thumb('#slot-1', 1).focus();
      await page.keyboard.press('Home');
      expect(await now('#slot-1', 1)).toBe('10');
      await page.keyboard.press('End');
      expect(await now('#slot-1', 1)).toBe('100');
      expect(await page.locator('#slot-1 .ks-slider__value').textContent()).toBe('10% – 100%');
      const box = await page.locator('#slot-1 .ks-slider__control').boundingBox();
      if (!box) throw new Error('no slider control');
      await page.mouse.click(box.x + box.width * 0.3, box.y + box.height / 2);
      expect(await now('#slot-1', 0)).toBe('30');
      expect(await now('#slot-1', 1)).toBe('100');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Volume, start');
    });
  });

  describe('toggle group', () => {
    it('single: a radio group whose arrow keys, Home and End move and select, with one tab stop', async () => {
      await open('toggle-group', [{ type: 'single', items: 'Left, Center, Right', selected: 'Center' }, {}]);
      const radios = page.locator('#slot-1 [role="radio"]');
      const checked = () => page.locator('#slot-1 [aria-checked="true"]').getAttribute('aria-label');
      await page.focus('#before');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('Center');
      await page.keyboard.press('ArrowRight');
      expect(await checked()).toBe('Right');
      await page.keyboard.press('ArrowRight');
      expect(await checked()).toBe('Left');
      expect(await focused(page)).toBe('Left');
      await page.keyboard.press('End');
      expect(await checked()).toBe('Right');
      await page.keyboard.press('ArrowUp');
      expect(await checked()).toBe('Center');
      expect(await radios.evaluateAll((els) => els.map((el) => el.getAttribute('tabindex')))).toEqual(['-1', '0', '-1']);
      await page.click('#slot-1 [aria-label="Left"]');
      expect(await checked()).toBe('Left');
      // Tab leaves the group for the next one.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('Bold');
    });

    it('multiple: each button toggles aria-pressed on its own', async () => {
      await open('toggle-group', [{}]);
      const pressed = () => page.locator('#slot-1 [aria-pressed="true"]').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
      expect(await pressed()).toEqual(['Bold']);
      await page.locator('#slot-1 [aria-label="Bold"]').focus();
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe('Italic');
      expect(await pressed()).toEqual(['Bold']);
      await page.keyboard.press('Space');
      expect(await pressed()).toEqual(['Bold', 'Italic']);
      await page.keyboard.press('Home');
      await page.keyboard.press('Enter');
      expect(await pressed()).toEqual(['Italic']);
      await page.click('#slot-1 [aria-label="Underline"]');
      expect(await pressed()).toEqual(['Italic', 'Underline']);
    });
  });

  describe('hover card', () => {
    it('opens after its delay on focus, holds reachable links, closes on Escape and when focus leaves', async () => {
      await open('hover-card', [{ delay: 800 }, { name: 'Grace Hopper', handle: 'grace', delay: 0 }]);
      const card = page.locator('#slot-1 .ks-hover-card__content');
      const trigger = page.locator('#slot-1 .ks-hover-card__trigger');
      expect(await card.isVisible()).toBe(false);
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      await page.focus('#before');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('@ada');
      expect(await card.isVisible()).toBe(false);
      await expect.poll(() => card.isVisible(), { timeout: 5000 }).toBe(true);
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('View profile');
      expect(await card.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      expect(await card.isVisible()).toBe(false);
      expect(await focused(page)).toBe('@ada');
      await page.waitForTimeout(1000);
      expect(await card.isVisible()).toBe(false);
      // Tab on to the next card's link: this one closes, that one opens.
      await page.keyboard.press('Tab');
      await expect.poll(() => page.locator('#slot-2 .ks-hover-card__content').isVisible(), { timeout: 5000 }).toBe(true);
      expect(await page.locator('#slot-2 .ks-hover-card__avatar').textContent()).toBe('GH');
      await page.keyboard.press('Shift+Tab');
      await expect.poll(() => page.locator('#slot-2 .ks-hover-card__content').isVisible(), { timeout: 5000 }).toBe(false);
    });

    it('opens on hover and closes shortly after the pointer leaves', async () => {
      // A page of its own, so the pointer starts outside the card.
      const context = await browser().newContext({ reducedMotion: 'reduce' });
      try {
        const fresh = await context.newPage();
        await open('hover-card', [{ delay: 100 }], fresh);
        const card = fresh.locator('#slot-1 .ks-hover-card__content');
        await fresh.hover('#slot-1 .ks-hover-card__trigger');
        await expect.poll(() => card.isVisible(), { timeout: 5000 }).toBe(true);
        await fresh.hover('#slot-1 .ks-hover-card__link');
        expect(await card.isVisible()).toBe(true);
        await fresh.mouse.move(1, 1);
        await expect.poll(() => card.isVisible(), { timeout: 5000 }).toBe(false);
      } finally {
        await context.close();
      }
    });
  });
});
