import { it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { editorDriver } from '../test-support/editor-driver.ts';
import { useEditorStack } from '../test-support/editor-stack.ts';

describeInBrowser('screens', (browser) => {
  const { designer, signedInPage } = useEditorStack(browser);
  it('shoots', async () => {
    const account = await designer();
    const project = await account.client.projects.create({ name: 'Shots' });
    for (const width of [1440, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await signedInPage(account.session, '/dashboard', { viewport: { width, height: width > 800 ? 900 : 844 }, colorScheme });
        await page.getByRole('button', { name: 'New Project', exact: true }).first().click();
        const dialog = page.getByRole('dialog', { name: 'New project' });
        await dialog.locator('.template-card').first().waitFor();
        await dialog.locator('.template-card').first().scrollIntoViewIfNeeded();
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `/tmp/tpl/dialog-${width}-${colorScheme}.png` });
        await dialog.locator('.template-card').nth(6).scrollIntoViewIfNeeded();
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `/tmp/tpl/dialog-${width}-${colorScheme}-2.png` });
        if (width < 800) { await page.context().close(); continue; }
        const editor = editorDriver(page);
        await editor.open(project.id);
        await editor.openTab('Templates');
        await page.waitForTimeout(2500);
        await page.screenshot({ path: `/tmp/tpl/editor-${width}-${colorScheme}.png` });
        await page.context().close();
      }
    }
  });
});
