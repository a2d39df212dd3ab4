// Generating a design system in the web app (issue 17) against the real stack: New Project -> Generate from a brand
// colour -> pick a candidate -> the editor opens on it; the editor's Generate panel applies a candidate, and undo
// brings the old design back.
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser } from '../test-support/browser.ts';
import { editorDriver, eventually, eventuallyStored } from '../test-support/editor-driver.ts';
import { useEditorStack } from '../test-support/editor-stack.ts';
import { expectNoSeriousAxeViolations } from '../test-support/real-stack.ts';

/**
 * Whether the candidate previews in view show `hex` as their brand colour (the light ones as their primary fill): the
 * candidates follow the form. Previews out of view catch up as they scroll in.
 */
const previewsShow = (scope: Locator, hex: string) =>
  scope.locator('.generate-preview').evaluateAll((hosts, wanted) => {
    const inView = (hosts as HTMLElement[]).filter((host) => !('offscreen' in host.dataset));
    return (
      hosts.length === 12 &&
      inView.length >= 2 &&
      inView.every((host) => host.dataset.primary === wanted) &&
      inView.filter((host) => host.dataset.scheme === 'light').every((host) => host.style.getPropertyValue('--primary') === wanted)
    );
  }, hex);

/** Types a brand colour into the generator's hex field. */
async function typeBrandColor(scope: Locator | Page, role: string, hex: string): Promise<void> {
  await scope.getByRole('textbox', { name: `${role} hex` }).fill(hex);
}

describeInBrowser('generating a design system on the real stack', (browser) => {
  const { designer, signIn } = useEditorStack(browser);

  it('creates a project from a generated candidate, then applies another in the editor as one undoable step', async () => {
    const account = await designer();
    const { page } = await signIn(account);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /create your first project/i }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Name').fill('Amber kit');
    await dialog.getByRole('radio', { name: /Generate/ }).check();
    await typeBrandColor(dialog, 'Primary', '#b45309');
    await eventually(() => previewsShow(dialog, '#b45309')).toBe(true);
    expect(await dialog.locator('.generate-candidate').count()).toBe(6);
    await expectNoSeriousAxeViolations(page, { include: 'dialog' });

    await dialog.getByRole('button', { name: 'Pick candidate 2' }).click();
    expect(await dialog.getByRole('button', { name: 'Pick candidate 2' }).getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/project\/[^/]+$/);

    const editor = editorDriver(page);
    await editor.saveState.waitFor();
    await editor.expectHex('Primary', '#b45309');
    const { projects } = await account.client.projects.list();
    expect(projects.map((project) => [project.name, project.swatches.primary])).toEqual([['Amber kit', '#b45309']]);
    const layers = await editor.layers.count();
    expect(layers).toBeGreaterThan(0);

    await editor.openTab('Generate');
    const panel = page.getByRole('tabpanel');
    await typeBrandColor(panel, 'Primary', '#1d4ed8');
    await eventually(() => previewsShow(panel, '#1d4ed8')).toBe(true);
    // The long panel leaves the tab row whole (a scrolling row once shrank to a sliver in the panel's column).
    expect((await page.getByRole('tablist', { name: 'Panels' }).boundingBox())?.height).toBeGreaterThan(24);
    await panel.getByRole('button', { name: 'Apply candidate 3' }).click();
    await editor.openTab('Design');
    await editor.expectHex('Primary', '#1d4ed8');
    expect(await editor.layers.count()).toBe(layers);
    // The design before the generated one is kept in the history as a checkpoint.
    const projectId = projects[0]!.id;
    const checkpoints = async () => (await account.client.versions.list(projectId)).versions.filter((version) => version.kind === 'auto');
    await eventuallyStored(async () => (await checkpoints()).length).toBe(1);
    const [checkpoint] = await checkpoints();
    expect((await account.client.versions.get(projectId, checkpoint!.id)).config.theme.primaryColor).toBe('#b45309');

    await editor.undo();
    await editor.expectHex('Primary', '#b45309');
  });
});
