// Importing a design in the web app (issue 19) against the real stack: New Project -> Import a pasted shadcn
// globals.css -> the preview -> Create -> the editor opens on the imported design; a truncated paste shows core's
// message beside the text, which stays as pasted. The editor's Import applies another file as one undo step.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { editorDriver } from '../test-support/editor-driver.ts';
import { useEditorStack } from '../test-support/editor-stack.ts';
import { expectNoSeriousAxeViolations } from '../test-support/real-stack.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/import/${name}`, import.meta.url), 'utf8');
const globalsCss = fixture('shadcn-v3-globals.css');

describeInBrowser('importing a design on the real stack', (browser) => {
  const { designer, signIn } = useEditorStack(browser);

  it('creates a project from a pasted shadcn globals.css after its preview, and names what is wrong with a truncated one', async () => {
    const account = await designer();
    const { page } = await signIn(account);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /create your first project/i }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Name').fill('Slate kit');
    await dialog.getByRole('radio', { name: /Import/ }).check();
    const text = dialog.getByLabel('Paste the file’s text');
    // The import panel loads its code when chosen: Playwright's wait (30 s) rather than expect.poll's 1 s.
    await dialog.getByText('At most 2 MB').waitFor();

    const truncated = globalsCss.slice(0, 300);
    await text.fill(truncated);
    await dialog.getByRole('alert').filter({ hasText: 'The CSS is malformed at line 6, column 9' }).waitFor();
    expect(await text.inputValue()).toBe(truncated);
    expect(await text.getAttribute('aria-invalid')).toBe('true');

    await text.fill(globalsCss);
    const preview = dialog.getByRole('region', { name: 'Import preview' });
    await preview.getByText('shadcn/tweakcn CSS').waitFor();
    await preview.getByText('Primary #0f172a').waitFor();
    expect(await preview.getByText(/^Contrast: /).textContent()).toMatch(/pairs/);
    // The contrast list covers every scheme, the two high-contrast ones included.
    for (const scheme of ['light', 'dark', 'high contrast light', 'high contrast dark']) {
      expect(await preview.locator('.import-contrast li').filter({ hasText: `(${scheme})` }).count(), scheme).toBeGreaterThan(0);
    }
    // A long mapping starts folded, below the palette and the contrast.
    await preview.getByText(/^Mapped to design settings/).click();
    expect(await preview.getByRole('row').filter({ hasText: 'theme.primaryColor' }).count()).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page, { include: 'dialog' });

    await dialog.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/project\/[^/]+$/);
    const editor = editorDriver(page);
    await editor.saveState.waitFor();
    await editor.expectHex('Primary', '#0f172a');
    const { projects } = await account.client.projects.list();
    expect(projects.map((project) => [project.name, project.swatches.primary])).toEqual([['Slate kit', '#0f172a']]);

    // The editor's Import applies another file over the design as one undo step.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import a design' });
    await importDialog.getByLabel('Paste the file’s text').fill(fixture('tweakcn-v4-globals.css'));
    await importDialog.getByRole('region', { name: 'Import preview' }).getByText('Primary #6e56cf').waitFor();
    await importDialog.getByRole('button', { name: 'Apply' }).click();
    await editor.expectHex('Primary', '#6e56cf');
    await editor.undo();
    await editor.expectHex('Primary', '#0f172a');
  });
});
