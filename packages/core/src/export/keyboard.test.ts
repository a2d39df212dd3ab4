import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultDesignSystem } from '../model/design-system.ts';
import { describeInBrowser } from '../test-support/browser.ts';
import { bundleForBrowser } from '../test-support/bundle.ts';
import { writeTempFiles } from '../test-support/temp-dir.ts';
import { createExportContext, runExporter } from './export-design-system.ts';

const INTERACTIVE = ['tabs', 'switch', 'slider', 'accordion', 'dropdown-menu', 'tooltip', 'dialog', 'drawer'];
const NAMES = 'Tabs, Switch, Slider, Accordion, DropdownMenu, Tooltip, Dialog, Drawer';

const REACT_ENTRY = `import * as React from "react";
import { createRoot } from "react-dom/client";
import { ${NAMES} } from "./react";

function Modal({ kind }: { kind: "dialog" | "drawer" }) {
  const [open, setOpen] = React.useState(false);
  const Overlay = kind === "dialog" ? Dialog : Drawer;
  return (
    <>
      <button id={"open-" + kind} onClick={() => setOpen(true)}>Open {kind}</button>
      <Overlay open={open} onOpenChange={setOpen} />
    </>
  );
}

const mount = (id: string, node: React.ReactNode) => createRoot(document.getElementById(id)!).render(node);
mount("tabs", <Tabs />);
mount("switch", <Switch />);
mount("slider", <Slider />);
mount("accordion", <Accordion />);
mount("dropdown-menu", <DropdownMenu />);
mount("tooltip", <Tooltip />);
mount("dialog", <Modal kind="dialog" />);
mount("drawer", <Modal kind="drawer" />);
`;

const VUE_ENTRY = `import { createApp, defineComponent, h, ref, type Component } from "vue";
import { ${NAMES} } from "./vue";

const modal = (kind: string, Overlay: Component) =>
  defineComponent({
    setup() {
      const open = ref(false);
      return () => [
        h("button", { id: "open-" + kind, onClick: () => (open.value = true) }, "Open " + kind),
        h(Overlay, { open: open.value, "onUpdate:open": (value: boolean) => (open.value = value) }),
      ];
    },
  });

createApp(Tabs).mount("#tabs");
createApp(Switch).mount("#switch");
createApp(Slider).mount("#slider");
createApp(Accordion).mount("#accordion");
createApp(DropdownMenu).mount("#dropdown-menu");
createApp(Tooltip).mount("#tooltip");
createApp(modal("dialog", Dialog)).mount("#dialog");
createApp(modal("drawer", Drawer)).mount("#drawer");
`;

async function pageHtml(framework: 'react' | 'vue'): Promise<string> {
  const context = createExportContext(defaultDesignSystem, { components: INTERACTIVE });
  const files = [...runExporter('css', context), ...runExporter(framework, context)];
  const entry = framework === 'react' ? { path: 'main.tsx', contents: REACT_ENTRY } : { path: 'main.ts', contents: VUE_ENTRY };
  const { dir, cleanup } = writeTempFiles([...files, entry], `keyboard-${framework}`);
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

describeInBrowser('keyboard use of exported components', (browser) => {

  describe.each(['react', 'vue'] as const)('%s', (framework) => {
    let page: Page;
    const errors: string[] = [];
    beforeAll(async () => {
      const context = await browser().newContext({ reducedMotion: 'reduce' });
      page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setContent(await pageHtml(framework), { waitUntil: 'load' });
    }, 60_000);

    it('mounts every interactive component without errors', async () => {
      for (const id of INTERACTIVE) await expect.poll(() => page.locator(`#${id} > *`).count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });

    it('tabs: arrow keys, Home and End move the selection', async () => {
      const tabs = page.locator('#tabs').getByRole('tab');
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await tabs.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('End');
      await expect.poll(() => tabs.last().getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Home');
      await expect.poll(() => tabs.first().getAttribute('aria-selected')).toBe('true');
    });

    it('switch: Space and Enter toggle it', async () => {
      const control = page.locator('#switch').getByRole('switch');
      const before = await control.getAttribute('aria-checked');
      await control.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => control.getAttribute('aria-checked')).not.toBe(before);
      await page.keyboard.press('Enter');
      await expect.poll(() => control.getAttribute('aria-checked')).toBe(before);
    });

    it('slider: arrow keys change the value', async () => {
      const slider = page.locator('#slider').getByRole('slider');
      const value = () => slider.evaluate((el) => Number((el as HTMLInputElement).value ?? el.getAttribute('aria-valuenow')));
      const before = await value();
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(value).toBeGreaterThan(before);
      await page.keyboard.press('Home');
      await expect.poll(value).toBeLessThan(before);
    });

    it('accordion: Enter toggles a section, ArrowDown moves to the next header', async () => {
      const headers = page.locator('#accordion button[aria-expanded]');
      const before = await headers.first().getAttribute('aria-expanded');
      await headers.first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => headers.first().getAttribute('aria-expanded')).not.toBe(before);
      await page.keyboard.press('ArrowDown');
      expect(await headers.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    });

    it('dropdown menu: opens from the keyboard, arrows move, Escape closes and returns focus', async () => {
      const button = page.locator('#dropdown-menu [aria-haspopup="menu"]');
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.locator('#dropdown-menu [role="menu"]');
      await expect.poll(() => menu.isVisible()).toBe(true);
      await expect.poll(() => focusedInside(page, '#dropdown-menu [role="menu"]')).toBe(true);
      const first = await page.evaluate(() => document.activeElement?.textContent);
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.textContent)).not.toBe(first);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    });

    it('tooltip: shows on keyboard focus, Escape hides it', async () => {
      const trigger = page.locator('#tooltip [aria-describedby]');
      const tip = page.locator('#tooltip [role="tooltip"]');
      await trigger.focus();
      await expect.poll(() => tip.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => tip.isVisible()).toBe(false);
    });

    for (const kind of ['dialog', 'drawer']) {
      it(`${kind}: focus moves in, Tab stays inside, Escape closes and focus returns`, async () => {
        const opener = page.locator(`#open-${kind}`);
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = page.locator(`#${kind}`).getByRole('dialog');
        const inside = `#${kind} dialog, #${kind} [role="dialog"]`;
        await expect.poll(() => dialog.isVisible()).toBe(true);
        await expect.poll(() => focusedInside(page, inside)).toBe(true);
        for (let i = 0; i < 8; i++) {
          await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
          expect(await focusedInside(page, inside)).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.isVisible()).toBe(false);
        await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
      });
    }
  });
});
