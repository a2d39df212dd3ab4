// The version history in the editor against the real stack: a designer saves a version, keeps editing,
// reads both diffs in the History panel, edits its message, restores the version and undoes the restore.
import { defaultDesignSystem } from '@kitsmith/core';
import { expect, it } from 'vitest';
import { eventuallyStored } from '../test-support/editor-driver.ts';
import { useEditorStack } from '../test-support/editor-stack.ts';
import { describeInBrowserOnEachDatabase, expectNoSeriousAxeViolations } from '../test-support/real-stack.ts';

describeInBrowserOnEachDatabase('the version history in the editor', (browser, database) => {
  const { editorOn } = useEditorStack(browser, database);

  it('saves v1.1.0, shows what changed since and what it changed, restores it, and undoes the restore', async () => {
    const defaultFont = defaultDesignSystem.typography.bodyFamily;
    const { client, project, editor } = await editorOn('History kit');
    const { page } = editor;
    const stored = async () => (await client.projects.get(project.id)).config;

    // Colours changed, then saved as v1.1.0 (Mod+Alt+S; minor chosen over the suggested patch).
    await editor.expectVersion('1.0.0');
    await editor.setHex('Primary', '#e11d48');
    await editor.saveVersion('Rose primary', 'Minor', '1.1.0');
    expect((await client.versions.get(project.id, '1.1.0')).config.theme.primaryColor).toBe('#e11d48');

    // A font change after it, saved by the autosave.
    await editor.setFontStack('Body', 'Georgia, serif');
    await eventuallyStored(async () => (await stored()).typography.bodyFamily).toBe('Georgia, serif');

    // The History panel (from the top bar's version): against the current design, the font change, drawn in its font.
    const history = await editor.openVersion('Rose primary');
    const typeChange = history.locator('.editor-diff-setting', { hasText: 'Body font' });
    await typeChange.waitFor();
    expect(await typeChange.locator('.editor-diff-after .editor-diff-font').evaluate((sample) => getComputedStyle(sample).fontFamily)).toContain('Georgia');
    expect(await history.locator('.editor-diff-setting', { hasText: 'Primary' }).count()).toBe(0);

    // Against the version before it (the checkpoint kept before the first edit): the colour, with swatches before and after.
    await history.getByRole('radio', { name: 'Version before' }).check();
    const colourChange = history.locator('.editor-diff-setting', { hasText: 'Primary' });
    await colourChange.waitFor();
    expect(await colourChange.locator('.editor-diff-after .editor-diff-swatch').evaluate((swatch) => getComputedStyle(swatch).backgroundColor)).toBe('rgb(225, 29, 72)');
    expect(await colourChange.locator('.editor-diff-before .editor-diff-swatch').count()).toBe(1);
    await expectNoSeriousAxeViolations(page, { include: '.editor-right' });

    // Its message, edited in place.
    await history.getByRole('button', { name: 'Edit message' }).click();
    await history.getByRole('textbox', { name: 'Message' }).fill('Rose primary colour');
    await history.getByRole('button', { name: 'Save message' }).click();
    await history.getByRole('heading', { name: /^Rose primary colour/ }).waitFor();
    expect((await client.versions.get(project.id, '1.1.0')).message).toBe('Rose primary colour');

    // Restore, confirmed: the design is 1.1.0's again (font back), a new version, saved as is.
    await history.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByRole('dialog', { name: 'Restore 1.1.0?' }).getByRole('button', { name: 'Restore' }).click();
    await editor.expectVersion('1.1.1');
    expect((await stored()).typography.bodyFamily).toBe(defaultFont);
    await editor.openTab('Design');
    await editor.expectFont('Body', 'Inter');
    await editor.expectHex('Primary', '#e11d48');
    await editor.expectSaved();

    // Undo brings the design before the restore back, and the autosave stores it as a normal edit.
    await editor.undo();
    await editor.expectFontStack('Body', 'Georgia, serif');
    await eventuallyStored(async () => (await stored()).typography.bodyFamily).toBe('Georgia, serif');
    await editor.expectSaved();
    const { versions } = await client.versions.list(project.id);
    expect(versions.map((version) => [version.kind, version.version])).toContainEqual(['restore', '1.1.1']);
  });
});
