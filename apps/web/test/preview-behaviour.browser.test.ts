// The canvas's preview behaves like the product (issue 20 §3): its frame runs the components' behaviour on an
// opaque origin, patched by messages; a click still selects the component; no console error on load.
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { eventually } from '../test-support/editor-driver.ts';
import { useEditorStack } from '../test-support/editor-stack.ts';

describeInBrowser('the preview runs the components', (browser) => {
  const { editorOn } = useEditorStack(browser);

  it('opens a dialog from its trigger (Escape closes it), switches tabs, selects what is clicked; an opaque frame with no console error', async () => {
    const { editor } = await editorOn('Behaviour kit', [
      { id: 'd1', componentId: 'dialog', props: {} },
      { id: 't1', componentId: 'tabs', props: {} },
    ]);
    const { page, preview } = editor;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.reload();
    const dialog = editor.section('d1').getByRole('dialog');
    await dialog.waitFor();

    // Sandboxed without allow-same-origin: the editor cannot reach into it.
    const iframe = page.locator('iframe[title="Design preview"]');
    expect(await iframe.getAttribute('sandbox')).toBe('allow-scripts');
    expect(await iframe.evaluate((frame: HTMLIFrameElement) => frame.contentDocument)).toBeNull();

    // The dialog shows open as designed; Escape closes it, its trigger opens it (focus inside), Escape again hands focus back.
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const trigger = editor.section('d1').getByRole('button', { name: 'Publish' });
    await trigger.click();
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    // The click selected the dialog in the editor.
    await page.getByRole('tab', { name: 'Component', selected: true }).waitFor();

    // Tabs switch by click and by arrow key.
    const tabs = editor.section('t1').getByRole('tab');
    await tabs.nth(1).click();
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
    await eventually(() => editor.section('t1').getByRole('tabpanel').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true');

    expect(errors).toEqual([]);
    expect(await preview.locator('html').getAttribute('data-parent-origin')).toBe(new URL(page.url()).origin);
  });

  it('shows an example page instead of the components, themed and behaving, and remembers it for the project', async () => {
    const { editor } = await editorOn('Pages kit', [{ id: 'b1', componentId: 'button', props: {} }]);
    const { page, preview } = editor;
    // The Show menu's button names what the canvas shows.
    const shows = (what: string) => editor.toolbar.getByRole('button', { name: `Show ${what}`, exact: true });
    await shows('Components').waitFor();
    await editor.chooseInToolbar('Show', 'Settings page');
    const settings = preview.locator('[data-example-page="settings"]');
    await settings.waitFor();
    await preview.locator('main.ks-preview').waitFor({ state: 'hidden' });
    // Its tabs switch and its switches flip: the page runs the same behaviour.
    const tabs = settings.getByRole('tab');
    await tabs.nth(2).click();
    expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true');
    const toggle = settings.getByRole('switch').first();
    const before = await toggle.getAttribute('aria-checked');
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).not.toBe(before);
    // A new primary restyles the page too.
    await editor.setHex('Primary', '#be123c');
    await eventually(() => editor.previewProperty('--palette-primary-500')).not.toBe('');
    await eventually(() => preview.locator('html').evaluate((html) => html.style.cssText.includes('#be123c'))).toBe(true);

    await page.reload();
    await preview.locator('[data-example-page="settings"]').waitFor();
    await shows('Settings page').waitFor();
    await editor.chooseInToolbar('Show', 'Components');
    await editor.section('b1').waitFor();
    expect(await preview.locator('[data-example-page]').count()).toBe(0);

    // On a page again, clicking the layer that is already selected shows that component again.
    await editor.chooseInToolbar('Show', 'Settings page');
    await preview.locator('[data-example-page="settings"]').waitFor();
    expect(await page.locator('[data-layer="b1"]').getAttribute('data-selected')).toBe('true');
    await editor.selectLayer('Button');
    await editor.section('b1').waitFor();
    await shows('Components').waitFor();
    expect(await preview.locator('[data-example-page]').count()).toBe(0);
  });
});
