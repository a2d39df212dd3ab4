// The editor keeps a designer's work (/project/:projectId) against the real stack: autosave, a reload mid-edit,
// offline and back, merging with a second session, and asking about what both changed.
import { expect, it } from 'vitest';
import { PASSWORD } from '../test-support/api-factories.ts';
import { describeInBrowser } from '../test-support/browser.ts';
import { editorDriver, eventuallyStored } from '../test-support/editor-driver.ts';
import { useEditorStack } from '../test-support/editor-stack.ts';
import { expectNoSeriousAxeViolations } from '../test-support/real-stack.ts';

describeInBrowser('the editor saving on the real stack', (browser) => {
  const { apiClient, designer, signIn, editorOn } = useEditorStack(browser);

  it('keeps work through a reload and a lost connection, and saves it when back', async () => {
    const { client, project, editor } = await editorOn('Offline kit');
    const { page } = editor;

    // Edit, and reload before the autosave runs: the local draft brings the work back and saves it.
    await editor.addComponent('Button');
    await page.reload();
    await editor.expectLayers(['Button']);
    await editor.expectSaved();
    expect((await client.projects.get(project.id)).config.components).toHaveLength(1);

    // Offline: the edit is kept on this device and saved once the connection is back.
    await page.context().setOffline(true);
    await editor.setHex('Primary', '#16a34a');
    await editor.expectOffline();
    expect(await editor.draft(project.id)).toContain('#16a34a');
    await page.context().setOffline(false);
    await editor.expectSaved();
    expect((await client.projects.get(project.id)).config.theme.primaryColor).toBe('#16a34a');
    expect(await editor.draft(project.id)).toBeNull();
  });

  it('merges two sessions: edits of different fields combine without asking, a field both changed is asked about alone', async () => {
    const account = await designer();
    const { client } = account;
    const project = await client.projects.create({ name: 'Shared kit' });
    const again = await apiClient().auth.login({ email: account.email, password: PASSWORD });
    const [a, b] = await Promise.all([signIn(account), signIn({ session: again })]);
    await Promise.all([a.open(project.id), b.open(project.id)]);
    const stored = async () => (await client.projects.get(project.id)).config;

    // A recolours and saves; B, opened before that save, changes the body font: both end up saved and shown.
    await a.setHex('Primary', '#e11d48');
    await eventuallyStored(async () => (await stored()).theme.primaryColor).toBe('#e11d48');
    await b.setFontStack('Body', 'Georgia, serif');
    await eventuallyStored(async () => (await stored()).typography.bodyFamily).toBe('Georgia, serif');
    expect((await stored()).theme.primaryColor).toBe('#e11d48');
    await b.expectHex('Primary', '#e11d48');
    await b.page.getByText("Merged a teammate's changes: Primary colour.").waitFor();
    await b.expectSaved();
    expect(await b.conflictDialog.count()).toBe(0);

    // A changes the accent, merging B's font on its way; then B, offline meanwhile, changes the same accent and the radius.
    await a.setHex('Accent', '#f97316');
    await eventuallyStored(async () => (await client.projects.get(project.id)).revision).toBe(4);
    await a.expectFontStack('Body', 'Georgia, serif');
    await b.page.context().setOffline(true);
    await b.setHex('Accent', '#22c55e');
    await b.setField('Radius (px)', '12');
    await b.page.context().setOffline(false);

    // Only the accent is asked about, mine beside theirs; B takes theirs and the rest of both edits stays.
    await b.conflictDialog.waitFor({ timeout: 45_000 });
    const rows = b.conflictDialog.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Accent colour');
    expect(await rows.first().textContent()).toContain('#22c55e');
    expect(await rows.first().textContent()).toContain('#f97316');
    await expectNoSeriousAxeViolations(b.page, { include: '.editor-conflict' });
    await b.conflictDialog.getByRole('radio', { name: 'Theirs: #f97316' }).check();
    await b.conflictDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await eventuallyStored(async () => (await stored()).radius.base).toBe(12);
    const saved = await stored();
    expect([saved.theme.accentColor, saved.theme.primaryColor, saved.typography.bodyFamily]).toEqual(['#f97316', '#e11d48', 'Georgia, serif']);
    await b.expectHex('Accent', '#f97316');
    await b.expectSaved();
  });

  it('opens with a draft made on an older revision: asks about the field both changed, and copies mine to a new project', async () => {
    const { client, project, editor } = await editorOn('Drafted kit');
    const { page } = editor;

    // Offline, an edit stays a local draft on the revision the editor opened.
    await page.context().setOffline(true);
    await editor.setHex('Primary', '#be123c');
    await editor.expectOffline();
    await page.close();
    await page.context().setOffline(false);

    // Meanwhile the project moves on elsewhere: renamed, and the same colour changed.
    await client.projects.update(project.id, {
      revision: project.revision,
      name: 'Renamed elsewhere',
      config: { ...project.config, theme: { ...project.config.theme, primaryColor: '#000000' } },
    });

    // Opening it again on this device: the draft is older than the server's revision; the rename merges in, the colour is asked about.
    const again = editorDriver(await page.context().newPage());
    await again.page.goto(`/project/${project.id}`);
    await again.conflictDialog.waitFor({ timeout: 60_000 });
    const rows = await again.conflictDialog.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Primary colour');
    expect(rows[0]).toContain('#be123c');
    expect(rows[0]).toContain('#000000');
    await again.conflictDialog.getByRole('button', { name: 'Copy mine to a new project' }).click();
    await again.page.waitForURL((url) => url.pathname.startsWith('/project/') && !url.pathname.endsWith(project.id));
    await again.saveState.waitFor({ timeout: 60_000 });

    const { projects } = await client.projects.list();
    const copy = projects.find((each) => each.name === 'Drafted kit (my version)');
    expect(copy?.swatches.primary).toBe('#be123c');
    const original = await client.projects.get(project.id);
    expect(original.name).toBe('Renamed elsewhere');
    expect(original.config.theme.primaryColor).not.toBe('#be123c');
    expect(await again.draft(project.id)).toBeNull();
  });
});
