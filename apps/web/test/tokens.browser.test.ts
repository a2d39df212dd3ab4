// The token table of the design panel (issue 20 §1): a colour pinned by hand in one scheme shows in the preview
// and the export, Reset lets it be derived again, and Fix moves only the one colour of a failing pair.
import { defaultDesignSystem } from '@kitsmith/core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { eventually, eventuallyStored } from '../test-support/editor-driver.ts';
import { useEditorStack } from '../test-support/editor-stack.ts';
import { expectNoSeriousAxeViolations } from '../test-support/real-stack.ts';

describeInBrowser('the token table', (browser) => {
  const { editorOn } = useEditorStack(browser);

  it('pins the dark border by hand (preview and CSS follow), resets it, and fixes a failing pair by moving only its text', async () => {
    const { client, project, editor } = await editorOn('Token kit', [{ id: 'a1', componentId: 'table', props: {} }]);
    const { page, preview } = editor;
    const tableBorder = () => preview.locator('.ks-table').first().evaluate((element) => getComputedStyle(element).borderTopColor);
    await editor.previewAt('Dark');
    const derivedBorder = await tableBorder();

    // A border of one's own in dark: typed into the popover's custom field.
    await editor.openTokens('Dark');
    const popover = await editor.editToken('Border in dark');
    await expectNoSeriousAxeViolations(page, { exclude: 'iframe' });
    await popover.getByLabel('Custom colour').fill('#ff00aa');
    await popover.getByLabel('Custom colour').press('Enter');
    await eventually(() => editor.tokenRow('border').textContent()).toContain('Overridden');
    expect(await editor.tokenRow('border').locator('.token-value').textContent()).toContain('#ff00aa');
    await eventually(tableBorder).toBe('rgb(255, 0, 170)');
    await editor.openCode();
    await editor.expectCode('--border: #ff00aa');

    // Reset: derived again, in the preview and the export.
    await page.getByRole('button', { name: 'Reset Border in dark' }).click();
    await eventually(tableBorder).toBe(derivedBorder);
    await eventually(() => editor.codeView.textContent()).not.toContain('#ff00aa');

    // The accent fill moved one step darker with the keyboard: its derived text no longer reads on it.
    const accent = await editor.editToken('Accent in dark');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^accent 400, /);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await accent.waitFor({ state: 'detached' });
    const text = editor.tokenRow('accent-foreground');
    await eventually(() => text.locator('.editor-badge').textContent()).toBe('Fails body text');

    // Fix moves the text alone, says so, and is one undo step.
    await text.getByRole('button', { name: 'Fix Accent text in dark' }).click();
    await page.getByRole('status').filter({ hasText: /^Accent text set to .+ in dark \(\d+(\.\d+)?:1, APCA Lc [\d.]+\)\.$/ }).waitFor();
    await eventually(() => text.locator('.editor-badge').textContent()).toMatch(/^Pass AA$/);
    await editor.expectSaved();
    await eventuallyStored(async () => (await client.projects.get(project.id)).config).toMatchObject({ colorOverrides: { dark: { accent: 'palette.accent.500', 'accent-foreground': expect.stringMatching(/^(#[0-9a-f]{6}|palette\.accent\.\d+)$/) } } });
    const config = (await client.projects.get(project.id)).config;
    expect(Object.keys(config.colorOverrides?.dark ?? {}).sort()).toEqual(['accent', 'accent-foreground']);
    expect(config.colorOverrides?.light).toBeUndefined();
    expect(config.theme).toEqual(defaultDesignSystem.theme);
    expect(config.colors).toEqual(defaultDesignSystem.colors);

    await editor.undo();
    await eventually(() => text.locator('.editor-badge').textContent()).toBe('Fails body text');
    expect(await editor.tokenRow('accent').textContent()).toContain('Overridden');
  });
});
