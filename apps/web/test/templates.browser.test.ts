// Templates (issue 20 §4a) against the real stack: the New Project dialog's gallery of live thumbnails, and a project
// made from any of the built-in templates opening in the editor with that template's components, never an empty page,
// its canvas on the template's example page the first time.
import { builtInTemplates, examplePages, findComponent } from '@kitsmith/core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { editorDriver, eventually } from '../test-support/editor-driver.ts';
import { useEditorStack } from '../test-support/editor-stack.ts';
import { expectNoSeriousAxeViolations } from '../test-support/real-stack.ts';

/** The names the editor's layers show for a template's components: its custom names, else the catalogue's. */
const layerNamesOf = (templateId: string) =>
  (builtInTemplates.find((template) => template.id === templateId)?.components ?? []).map((placed) => placed.customName ?? findComponent(placed.componentId)!.name);

/** The example page a template's projects open on. */
const examplePageOf = (templateId: string) => builtInTemplates.find((template) => template.id === templateId)?.examplePage ?? 'none';

describeInBrowser('templates on the real stack', (browser) => {
  const { designer, signIn, signedInPage } = useEditorStack(browser);

  it('picks a template by its live thumbnail in the New Project dialog and opens the project with its components', async () => {
    const account = await designer();
    const page = await signedInPage(account.session, '/dashboard', { viewport: { width: 1400, height: 900 } });
    await page.getByRole('button', { name: 'Create your first project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    const cards = dialog.locator('.template-card');
    await eventually(() => cards.count()).toBe(builtInTemplates.length);
    // The cards in view render their thumbnails: the template's own components, in its colours.
    const fintech = dialog.locator('.template-card[data-template="calm-fintech"]');
    await fintech.scrollIntoViewIfNeeded();
    const thumbnail = fintech.frameLocator('iframe');
    await thumbnail.locator('.ks-navbar').first().waitFor();
    expect(await thumbnail.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toContain('Inter');
    await expectNoSeriousAxeViolations(page);

    await fintech.locator('.template-thumbnail').click();
    expect(await dialog.getByRole('radio', { name: 'Calm Fintech' }).isChecked()).toBe(true);
    // A radio group: the arrow keys move the choice from card to card.
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: 'Calm Fintech' }).isChecked()).toBe(false);
    await page.keyboard.press('ArrowLeft');
    expect(await dialog.getByRole('radio', { name: 'Calm Fintech' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/project\/[^/]+$/);

    const editor = editorDriver(page);
    await editor.expectLayers(layerNamesOf('calm-fintech'));
    // The first open shows the template's example page; choosing one of the components shows the components.
    const shows = (what: string) => editor.toolbar.getByRole('button', { name: `Show ${what}`, exact: true });
    await editor.preview.locator(`[data-example-page="${examplePageOf('calm-fintech')}"]`).waitFor();
    await shows(`${examplePages.find((page) => page.id === examplePageOf('calm-fintech'))?.name} page`).waitFor();
    await editor.selectLayer(layerNamesOf('calm-fintech')[1]!);
    await editor.preview.locator('[data-instance] .ks-navbar').first().waitFor();
    await shows('Components').waitFor();
    // The choice is the project's from then on: opened again, it shows the components, not the template's page.
    await page.reload();
    await editor.preview.locator('[data-instance] .ks-navbar').first().waitFor();
    await shows('Components').waitFor();
    expect(await editor.preview.locator('[data-example-page]').count()).toBe(0);
  });

  it('opens a project made from each template with its components: "No components yet" never shows', async () => {
    const account = await designer('pro');
    const editor = await signIn(account);
    for (const template of builtInTemplates) {
      const project = await account.client.projects.create({ name: template.name, template_id: template.id });
      await editor.open(project.id);
      await editor.expectLayers(layerNamesOf(template.id));
      expect(await editor.page.getByText(/No components yet/).count(), template.id).toBe(0);
      expect(template.examplePage, template.id).toBeDefined();
      await editor.preview.locator(`[data-example-page="${template.examplePage}"]`).waitFor();
    }
  });
});
