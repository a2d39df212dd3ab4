import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDesignSystem } from '../model/design-system.ts';
import { describeInBrowser } from '../test-support/browser.ts';
import { bundleForBrowser } from '../test-support/bundle.ts';
import { writeTempFiles } from '../test-support/temp-dir.ts';
import { createExportContext, runExporter } from './export-design-system.ts';

// Keyboard use of the exported React and Vue data table, combobox, command palette, date picker and OTP input.
const INTERACTIVE = ['data-table', 'combobox', 'command-palette', 'date-picker', 'input-otp'];
const NAMES = 'DataTable, Combobox, CommandPalette, DatePicker, InputOtp';

const REACT_ENTRY = `import * as React from "react";
import { createRoot } from "react-dom/client";
import { ${NAMES} } from "./react";

const mount = (id: string, node: React.ReactNode) => createRoot(document.getElementById(id)!).render(node);
mount("data-table", <DataTable />);
mount("combobox", <Combobox />);
mount("date-picker", <DatePicker />);
mount("input-otp", <InputOtp onComplete={(code) => ((window as any).code = code)} />);
mount("command-palette", <CommandPalette onRun={(command) => ((window as any).ran = command.label)} />);
`;

const VUE_ENTRY = `import { createApp } from "vue";
import { ${NAMES} } from "./vue";

createApp(DataTable).mount("#data-table");
createApp(Combobox).mount("#combobox");
createApp(DatePicker).mount("#date-picker");
createApp(InputOtp, { onComplete: (code: string) => ((window as any).code = code) }).mount("#input-otp");
createApp(CommandPalette, { onRun: (command: { label: string }) => ((window as any).ran = command.label) }).mount("#command-palette");
`;

async function pageHtml(framework: 'react' | 'vue'): Promise<string> {
  const context = createExportContext(defaultDesignSystem, { components: INTERACTIVE });
  const files = [...runExporter('css', context), ...runExporter(framework, context)];
  const entry = framework === 'react' ? { path: 'main.tsx', contents: REACT_ENTRY } : { path: 'main.ts', contents: VUE_ENTRY };
  const { dir, cleanup } = writeTempFiles([...files, entry], `keyboard-a-${framework}`);
  try {
    const script = await bundleForBrowser(`${dir}/${entry.path}`);
    const css = files.filter((file) => file.path.endsWith('.css')).map((file) => file.contents).join('\n');
    const slots = INTERACTIVE.map((id) => `<section id="${id}"></section>`).join('\n');
    return `<!doctype html><html lang="en" data-theme="light"><head><style>${css}</style></head><body>${slots}<script>${script}</script></body></html>`;
  } finally {
    cleanup();
  }
}

const focusedInside = (page: Page, selector: string) =>
  page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), selector);

describeInBrowser('keyboard use of exported components (data and pickers)', (browser) => {
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

    it('data table: Enter and Space on a header sort it; checkboxes select rows, select-all goes partial', async () => {
      const table = page.locator('#data-table');
      const firstName = () => table.locator('tbody th').first().textContent();
      const commits = table.locator('th').filter({ hasText: 'Commits' });
      expect(await table.locator('th').filter({ hasText: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
      await commits.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => commits.getAttribute('aria-sort')).toBe('ascending');
      expect(await firstName()).toContain('Priya Natarajan');
      await page.keyboard.press('Space');
      await expect.poll(() => commits.getAttribute('aria-sort')).toBe('descending');
      expect(await firstName()).toContain('Maya Chen');

      const all = table.getByRole('checkbox', { name: 'Select all rows' });
      await table.getByRole('checkbox', { name: 'Select Jonas Berg' }).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
      await expect.poll(() => table.locator('.ks-data-table__summary').textContent()).toContain('1 of 6');
      await all.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => table.locator('tbody input:checked').count()).toBe(6);
      expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(false);
      await page.keyboard.press('Space');
      await expect.poll(() => table.locator('tbody input:checked').count()).toBe(0);
    });

    it('combobox: typing filters, arrows move aria-activedescendant, Enter picks, Escape closes', async () => {
      const input = page.locator('#combobox').getByRole('combobox');
      const active = () =>
        input.evaluate((el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.textContent?.trim() ?? '');
      expect(await input.getAttribute('aria-expanded')).toBe('false');
      await input.focus();
      await page.keyboard.type('on');
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => page.locator('#combobox [role="option"]').count()).toBe(2);
      await page.keyboard.press('ArrowDown');
      await expect.poll(active).toBe('Lisbon');
      await page.keyboard.press('ArrowUp');
      await expect.poll(active).toBe('London');
      await page.keyboard.press('Enter');
      await expect.poll(() => input.inputValue()).toBe('London');
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('#combobox [aria-selected="true"]').textContent()).toContain('London');
      await page.keyboard.press('Escape');
      await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Escape');
      await expect.poll(() => input.inputValue()).toBe('');
    });

    it('command palette: opens from its button, arrows move, Enter runs and closes, Escape clears then closes, focus returns', async () => {
      const trigger = page.locator('#command-palette .ks-command-palette__trigger');
      const dialog = page.locator('#command-palette dialog');
      const input = page.locator('#command-palette').getByRole('combobox');
      const active = () =>
        input.evaluate((el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.textContent?.trim() ?? '');
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(active).toContain('New project');
      await page.keyboard.press('ArrowDown');
      await expect.poll(active).toContain('Search docs');
      await page.keyboard.press('Tab');
      expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type('prof');
      await expect.poll(active).toContain('Profile');
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { ran?: string }).ran)).toBe('Profile');
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

      await page.keyboard.press('Control+k');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await page.keyboard.type('bill');
      await page.keyboard.press('Escape');
      await expect.poll(() => input.inputValue()).toBe('');
      expect(await dialog.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    });

    it('date picker: the button opens the calendar on the selected day; arrows, Page and Home/End move; Enter picks; Escape closes', async () => {
      const toggle = page.locator('#date-picker .ks-date-picker__toggle');
      const dialog = page.locator('#date-picker').getByRole('dialog');
      const focusedDate = () => page.evaluate(() => document.activeElement?.getAttribute('data-date'));
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect.poll(focusedDate).toBe('2025-03-14');
      await page.keyboard.press('ArrowRight');
      await expect.poll(focusedDate).toBe('2025-03-15');
      await page.keyboard.press('ArrowDown');
      await expect.poll(focusedDate).toBe('2025-03-22');
      await page.keyboard.press('PageDown');
      await expect.poll(focusedDate).toBe('2025-04-22');
      expect(await page.locator('#date-picker .ks-date-picker__month').textContent()).toContain('April 2025');
      await page.keyboard.press('Home');
      await expect.poll(focusedDate).toBe('2025-04-21');
      await page.keyboard.press('End');
      await expect.poll(focusedDate).toBe('2025-04-27');
      await page.keyboard.press('PageUp');
      await expect.poll(focusedDate).toBe('2025-03-27');
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
        expect(await focusedInside(page, '#date-picker [role="dialog"]')).toBe(true);
      }
      await page.locator('#date-picker td[tabindex="0"]').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      // The field shows the picked date in the render that closes the dialog, not one later.
      expect(await page.locator('#date-picker input').inputValue()).toBe('2025-03-27');
      await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(focusedDate).toBe('2025-03-27');
      expect(await page.locator('#date-picker [aria-selected="true"]').getAttribute('data-date')).toBe('2025-03-27');
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    });

    it('input OTP: typing moves on, letters are refused, Backspace goes back, paste fills every box', async () => {
      const cells = page.locator('#input-otp .ks-input-otp__cell');
      const code = () => cells.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join('|'));
      const focusedIndex = () => cells.evaluateAll((inputs) => inputs.indexOf(document.activeElement as HTMLInputElement));
      await cells.first().focus();
      await page.keyboard.type('4x2');
      await expect.poll(code).toBe('4|2||||');
      expect(await focusedIndex()).toBe(2);
      await page.keyboard.press('Backspace');
      await expect.poll(code).toBe('4|||||');
      expect(await focusedIndex()).toBe(1);
      await page.evaluate(() => {
        const data = new DataTransfer();
        data.setData('text', '123-456');
        document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      await expect.poll(code).toBe('1|2|3|4|5|6');
      expect(await page.evaluate(() => (window as unknown as { code?: string }).code)).toBe('123456');
      await expect.poll(focusedIndex).toBe(5);
      await page.keyboard.press('Home');
      expect(await focusedIndex()).toBe(0);
      await page.keyboard.type('7');
      await expect.poll(code).toBe('7|2|3|4|5|6');
      expect(await focusedIndex()).toBe(1);
    });
  });
});
