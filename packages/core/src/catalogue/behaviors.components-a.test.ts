import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExportContext, runExporter } from '../export/export-design-system.ts';
import { defaultDesignSystem } from '../model/design-system.ts';
import type { PropValues } from '../model/component.ts';
import { describeInBrowser } from '../test-support/browser.ts';
import { findComponent } from './catalogue.ts';
import { renderComponentMarkup } from './render-component.ts';

// The HTML behaviour of each component (templates/components/<id>/behavior.js), run on its rendered
// markup as the preview and the HTML export run it: two instances per page, each bound separately.
const templatesDir = new URL('../../../../templates/components/', import.meta.url).pathname;
const css = runExporter('css', createExportContext(defaultDesignSystem, { components: 'all' }))
  .map((file) => file.contents)
  .join('\n');

function behaviorPage(id: string, props: PropValues = {}): string {
  const component = findComponent(id);
  if (!component) throw new Error(`No component ${id}`);
  const source = readFileSync(`${templatesDir}${id}/behavior.js`, 'utf8');
  const instances = ['one', 'two'].map((n) => `<section id="${n}">${renderComponentMarkup(component, `${id}-${n}`, props)}</section>`);
  return `<!doctype html><html lang="en" data-theme="light"><head><style>${css}</style></head><body>${instances.join('\n')}
<script>${source}
window.cleanups = [...document.querySelectorAll('section > .ks-${id}')].map((root) => behavior(root));</script></body></html>`;
}

describeInBrowser('HTML behaviours (components-a)', (browser) => {
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    const context = await browser().newContext({ reducedMotion: 'reduce' });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(() => {
    expect(errors).toEqual([]);
  });
  const open = (id: string, props?: PropValues) => page.setContent(behaviorPage(id, props), { waitUntil: 'load' });
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  describe('data-table', () => {
    const names = (section: string) =>
      page.locator(`#${section} tbody th`).evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim()));

    it('sorts by a column from the keyboard, then reverses, updating aria-sort', async () => {
      await open('data-table');
      const commits = page.locator('#one th').filter({ hasText: 'Commits' });
      await commits.getByRole('button').focus();
      await page.keyboard.press('Enter');
      expect(await commits.getAttribute('aria-sort')).toBe('ascending');
      expect(await page.locator('#one th').filter({ hasText: 'Name' }).getAttribute('aria-sort')).toBeNull();
      expect((await names('one'))[0]).toBe('Priya Natarajan');
      await page.keyboard.press('Space');
      expect(await commits.getAttribute('aria-sort')).toBe('descending');
      expect((await names('one'))[0]).toBe('Maya Chen');
      // Dates sort by their ISO value, not their text.
      await page.locator('#one th').filter({ hasText: 'Last active' }).getByRole('button').click();
      expect((await names('one'))[0]).toBe('Priya Natarajan');
      // The other instance is untouched.
      expect((await names('two'))[0]).toBe('Amara Okafor');
    });

    it('selects rows; select-all shows a partial selection and selects or clears every row', async () => {
      await open('data-table');
      const all = page.locator('#one').getByRole('checkbox', { name: 'Select all rows' });
      const summary = page.locator('#one .ks-data-table__summary');
      await page.locator('#one').getByRole('checkbox', { name: 'Select Maya Chen' }).focus();
      await page.keyboard.press('Space');
      expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
      await expect.poll(() => summary.textContent()).toContain('1 of 6 rows selected');
      await all.focus();
      await page.keyboard.press('Space');
      expect(await page.locator('#one tbody input:checked').count()).toBe(6);
      expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(false);
      await page.keyboard.press('Space');
      expect(await page.locator('#one tbody input:checked').count()).toBe(0);
      expect(await page.locator('#two tbody input:checked').count()).toBe(0);
    });

    it('sorts without selection when rows are not selectable, and cleans up', async () => {
      await open('data-table', { selectable: false });
      await page.locator('#one th').filter({ hasText: 'Role' }).getByRole('button').click();
      expect((await names('one'))[0]).toBe('Jonas Berg');
      await page.evaluate(() => (window as unknown as { cleanups: (() => void)[] }).cleanups.forEach((cleanup) => cleanup()));
      await page.locator('#one th').filter({ hasText: 'Name' }).getByRole('button').click();
      expect((await names('one'))[0]).toBe('Jonas Berg');
    });
  });

  describe('combobox', () => {
    const input = (section: string) => page.locator(`#${section}`).getByRole('combobox');
    const activeText = (section: string) =>
      input(section).evaluate((el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.textContent?.trim() ?? '');

    it('filters as people type; arrows move the active option; Enter picks; Escape closes, then clears', async () => {
      await open('combobox');
      await input('one').focus();
      await page.keyboard.type('on');
      const shown = () => page.locator('#one [role="option"]:not([hidden])').allTextContents();
      expect((await shown()).map((text) => text.trim())).toEqual(['Lisbon', 'London']);
      await page.keyboard.press('ArrowDown');
      expect(await activeText('one')).toBe('Lisbon');
      await page.keyboard.press('ArrowDown');
      expect(await activeText('one')).toBe('London');
      await page.keyboard.press('ArrowDown');
      expect(await activeText('one')).toBe('Lisbon');
      await page.keyboard.press('ArrowUp');
      expect(await activeText('one')).toBe('London');
      await page.keyboard.press('Enter');
      expect(await input('one').inputValue()).toBe('London');
      expect(await input('one').getAttribute('aria-expanded')).toBe('false');
      expect(await input('one').getAttribute('aria-activedescendant')).toBeNull();
      expect(await page.locator('#one [aria-selected="true"]').textContent()).toContain('London');
      await page.keyboard.press('ArrowDown');
      expect(await input('one').getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await input('one').getAttribute('aria-expanded')).toBe('false');
      expect(await input('one').inputValue()).toBe('London');
      await page.keyboard.press('Escape');
      expect(await input('one').inputValue()).toBe('');
      // The other instance kept its own state.
      expect(await input('two').getAttribute('aria-expanded')).toBe('true');
    });

    it('says so when nothing matches, and picks with the mouse', async () => {
      await open('combobox');
      await input('one').fill('zz');
      expect(await page.locator('#one .ks-combobox__empty').isVisible()).toBe(true);
      expect(await page.locator('#one [role="listbox"]').isVisible()).toBe(false);
      await input('one').fill('');
      await page.locator('#one [role="option"]').filter({ hasText: 'Tokyo' }).click();
      expect(await input('one').inputValue()).toBe('Tokyo');
    });
  });

  describe('command-palette', () => {
    const input = (section: string) => page.locator(`#${section}`).getByRole('combobox');
    const activeText = (section: string) =>
      input(section).evaluate((el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.textContent?.trim() ?? '');

    it('filters the commands, arrows move the active one, Enter runs it and closes the palette', async () => {
      await open('command-palette');
      await page.evaluate(() => {
        (window as unknown as { ran: string[] }).ran = [];
        document.addEventListener('ks-command', (event) => (window as unknown as { ran: string[] }).ran.push((event as CustomEvent).detail.command));
      });
      await input('one').focus();
      expect(await activeText('one')).toContain('New project');
      await page.keyboard.press('ArrowDown');
      expect(await activeText('one')).toContain('Search docs');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await activeText('one')).toContain('Appearance');
      await page.keyboard.type('bil');
      expect(await activeText('one')).toContain('Billing');
      expect(await page.locator('#one [role="group"]:not([hidden])').count()).toBe(1);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => (window as unknown as { ran: string[] }).ran)).toEqual(['Billing']);
      expect(await page.locator('#one [role="dialog"]').isVisible()).toBe(false);
      expect(await page.locator('#one .ks-command-palette__trigger').getAttribute('aria-expanded')).toBe('false');
      expect(await focused()).toContain('Command menu');
      expect(await page.locator('#two [role="dialog"]').isVisible()).toBe(true);
    });

    it('Escape clears the search, then closes; the button and Ctrl+K open it again', async () => {
      await open('command-palette');
      await input('one').fill('zzz');
      expect(await page.locator('#one .ks-command-palette__empty').isVisible()).toBe(true);
      await input('one').press('Escape');
      expect(await input('one').inputValue()).toBe('');
      expect(await page.locator('#one [role="option"]:not([hidden])').count()).toBe(6);
      await page.keyboard.press('Escape');
      expect(await page.locator('#one [role="dialog"]').isVisible()).toBe(false);
      await page.keyboard.press('Enter');
      expect(await page.locator('#one [role="dialog"]').isVisible()).toBe(true);
      expect(await input('one').evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      expect(await page.locator('#one [role="dialog"]').isVisible()).toBe(true);
    });
  });

  describe('date-picker', () => {
    const focusedDate = () => page.evaluate(() => document.activeElement?.getAttribute('data-date'));
    const month = (section: string) => page.locator(`#${section} .ks-date-picker__month`).textContent();

    it('moves by day, week, month and to the week’s ends; Enter picks, closes and fills the field', async () => {
      await open('date-picker');
      await page.locator('#one td[tabindex="0"]').focus();
      expect(await focusedDate()).toBe('2025-03-14');
      await page.keyboard.press('ArrowRight');
      expect(await focusedDate()).toBe('2025-03-15');
      await page.keyboard.press('ArrowDown');
      expect(await focusedDate()).toBe('2025-03-22');
      await page.keyboard.press('PageDown');
      expect(await focusedDate()).toBe('2025-04-22');
      expect((await month('one'))?.trim()).toBe('April 2025');
      await page.keyboard.press('PageUp');
      await page.keyboard.press('ArrowLeft');
      expect(await focusedDate()).toBe('2025-03-21');
      await page.keyboard.press('Home');
      expect(await focusedDate()).toBe('2025-03-17');
      await page.keyboard.press('End');
      expect(await focusedDate()).toBe('2025-03-23');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await focusedDate()).toBe('2025-02-23');
      await page.keyboard.press('Enter');
      const toggle = page.locator('#one .ks-date-picker__toggle');
      expect(await page.locator('#one .ks-date-picker__input').inputValue()).toBe('2025-02-23');
      expect(await page.locator('#one [role="dialog"]').isVisible()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.getAttribute('aria-label')).toBe('Choose date, selected date is Sunday, February 23, 2025');
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      expect(await focusedDate()).toBe('2025-02-23');
      expect(await page.locator('#one [aria-selected="true"]').getAttribute('data-date')).toBe('2025-02-23');
      await page.keyboard.press('Escape');
      expect(await page.locator('#one [role="dialog"]').isVisible()).toBe(false);
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      expect((await month('two'))?.trim()).toBe('March 2025');
    });

    it('does not pick a day outside min and max, and reads a date typed into the field', async () => {
      await open('date-picker', { min: '2025-03-10', max: '2025-03-20' });
      expect(await page.locator('#one [aria-disabled="true"]').count()).toBe(20);
      await page.locator('#one td[tabindex="0"]').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(await page.locator('#one .ks-date-picker__input').inputValue()).toBe('2025-03-14');
      await page.locator('#one .ks-date-picker__input').fill('2025-03-18');
      await page.locator('#one .ks-date-picker__input').press('Tab');
      expect(await page.locator('#one [aria-selected="true"]').getAttribute('data-date')).toBe('2025-03-18');
    });

    it('the calendar variant starts weeks on Sunday when asked and stays open after a pick', async () => {
      await open('date-picker', { variant: 'calendar', weekStart: 'sunday', value: '2024-02-29' });
      expect(await page.locator('#one th').first().textContent()).toBe('Sun');
      await page.locator('#one td[tabindex="0"]').focus();
      await page.keyboard.press('ArrowRight');
      expect(await focusedDate()).toBe('2024-03-01');
      expect((await month('one'))?.trim()).toBe('March 2024');
      await page.keyboard.press(' ');
      expect(await page.locator('#one [aria-selected="true"]').getAttribute('data-date')).toBe('2024-03-01');
      expect(await page.locator('#one [role="group"]').isVisible()).toBe(true);
      await page.keyboard.press('Shift+PageDown');
      expect(await focusedDate()).toBe('2025-03-01');
    });
  });

  describe('input-otp', () => {
    const cells = (section: string) => page.locator(`#${section} .ks-input-otp__cell`);
    const code = (section: string) => cells(section).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join('|'));
    const focusedIndex = (section: string) =>
      cells(section).evaluateAll((inputs) => inputs.indexOf(document.activeElement as HTMLInputElement));

    it('moves on as digits are typed, ignores letters, and Backspace goes back', async () => {
      await open('input-otp');
      await cells('one').first().focus();
      await page.keyboard.type('1a2');
      expect(await code('one')).toBe('1|2||||');
      expect(await focusedIndex('one')).toBe(2);
      await page.keyboard.press('Backspace');
      expect(await code('one')).toBe('1|||||');
      expect(await focusedIndex('one')).toBe(1);
      await page.keyboard.press('ArrowLeft');
      expect(await focusedIndex('one')).toBe(0);
      await page.keyboard.press('End');
      expect(await focusedIndex('one')).toBe(5);
      expect(await code('two')).toBe('|||||');
    });

    it('pasting a code fills every box and says the code is complete', async () => {
      await open('input-otp');
      await page.evaluate(() => {
        document.addEventListener('ks-complete', (event) => ((window as unknown as { code: string }).code = (event as CustomEvent).detail.value));
        const data = new DataTransfer();
        data.setData('text', '987 654');
        document.querySelector('#one .ks-input-otp__cell:nth-child(3)')?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      expect(await code('one')).toBe('9|8|7|6|5|4');
      expect(await page.evaluate(() => (window as unknown as { code: string }).code)).toBe('987654');
      expect(await focusedIndex('one')).toBe(5);
    });

    it('takes letters too when alphanumeric, and as many boxes as asked', async () => {
      await open('input-otp', { type: 'alphanumeric', length: 4 });
      expect(await cells('one').count()).toBe(4);
      expect(await cells('one').first().getAttribute('aria-label')).toBe('Character 1 of 4');
      await cells('one').first().focus();
      await page.keyboard.type('ab-3');
      expect(await code('one')).toBe('A|B|3|');
    });
  });

});
