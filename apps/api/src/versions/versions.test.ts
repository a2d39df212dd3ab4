import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createTeam } from '../projects/test-factories.ts';
import { describeEachDatabase } from '../test-support/test-app.ts';
import { countRows, saveDesign, saveVersion, withPrimary } from './test-helpers.ts';
import type { VersionSummary } from '@kitsmith/contract';

describeEachDatabase('versions: routes', (app) => {
  it('saves named versions that bump and set the project version, lists them newest first with counts, and reads one', async () => {
    const { owner, editor, project } = await createTeam(app());
    const first = await saveVersion(app(), editor, project.id, { message: 'Initial release' });
    expect(first).toMatchObject({
      project_id: project.id,
      version: '1.0.1',
      message: 'Initial release',
      kind: 'manual',
      author: { id: editor.id, name: 'Ed Editor', avatar_url: null },
      summary: 'No changes',
    });
    expect(first.changes.total).toBe(0);

    // A changed colour: the suggested bump is a patch.
    const changed = await saveDesign(app(), owner, project, withPrimary('#ff0000'), 60_000);
    const second = await saveVersion(app(), owner, project.id, { message: 'Red' });
    expect(second.version).toBe('1.0.2');
    expect(second.changes.colours).toBe(1);
    expect(second.summary).toContain('1 colour');
    // The bump sent wins over the suggestion.
    await saveDesign(app(), owner, changed, withPrimary('#00ff00'), 60_000);
    const third = await saveVersion(app(), owner, project.id, { message: 'Green', bump: 'minor' });
    expect(third.version).toBe('1.1.0');

    const reread = await app().request.get(`/v1/projects/${project.id}`).set(owner.auth);
    expect(reread.body.data.version).toBe('1.1.0');

    const list = await app().request.get(`/v1/projects/${project.id}/versions`).set(owner.auth);
    expect(list.status).toBe(200);
    expect(list.body.data.versions.map((version: VersionSummary) => [version.version, version.kind])).toEqual([
      ['1.1.0', 'manual'],
      ['1.0.2', 'manual'],
      ['1.0.1', 'manual'],
    ]);
    expect(list.body.data.total).toBe(3);

    const named = await app().request.get(`/v1/projects/${project.id}/versions?kind=named&page_size=2&page=2`).set(owner.auth);
    expect(named.body.data).toMatchObject({ total: 3, versions: [{ version: '1.0.1' }] });
    const pastTheEnd = await app().request.get(`/v1/projects/${project.id}/versions?page=5`).set(owner.auth);
    expect(pastTheEnd.body.data).toEqual({ versions: [], total: 3 });

    const bySemver = await app().request.get(`/v1/projects/${project.id}/versions/1.0.2`).set(owner.auth);
    expect(bySemver.status).toBe(200);
    expect(bySemver.body.data).toMatchObject({ id: second.id, name: 'Team project', description: project.description });
    expect(bySemver.body.data.config.theme.primaryColor).toBe('#ff0000');
    const byId = await app().request.get(`/v1/projects/${project.id}/versions/${third.id}`).set(owner.auth);
    expect(byId.body.data.config.theme.primaryColor).toBe('#00ff00');
  });

  it('shows a version whose author’s account is gone with no author', async () => {
    const { owner, editor, project } = await createTeam(app());
    const saved = await saveVersion(app(), editor, project.id, { message: 'by the editor' });
    await app().db('users').where({ id: editor.id }).delete();
    const reread = await app().request.get(`/v1/projects/${project.id}/versions/${saved.id}`).set(owner.auth);
    expect(reread.status).toBe(200);
    expect(reread.body.data).toMatchObject({ id: saved.id, message: 'by the editor', author: null });
  });

  it('diffs two versions, or a version and the current design, with counts and the suggested bump', async () => {
    const { owner, viewer, project } = await createTeam(app());
    const before = await saveVersion(app(), owner, project.id);
    const changed = await saveDesign(app(), owner, project, withPrimary('#123456'), 60_000);
    const after = await saveVersion(app(), owner, project.id);
    await saveDesign(
      app(),
      owner,
      changed,
      (config) => ({ ...config, components: [...config.components, { id: 'new-button', componentId: 'button', props: {} }] }),
      60_000,
    );

    const between = await app().request.get(`/v1/projects/${project.id}/versions/diff?from=${before.version}&to=${after.id}`).set(viewer.auth);
    expect(between.status).toBe(200);
    expect(between.body.data).toMatchObject({ from: { id: before.id }, to: { id: after.id }, suggested_bump: 'patch' });
    expect(between.body.data.counts.colours).toBe(1);
    expect(between.body.data.diff.settings).toEqual([
      expect.objectContaining({ path: 'theme.primaryColor', kind: 'changed', before: project.config.theme.primaryColor, after: '#123456' }),
    ]);

    const toCurrent = await app().request.get(`/v1/projects/${project.id}/versions/diff?from=${after.version}`).set(viewer.auth);
    expect(toCurrent.body.data).toMatchObject({ to: null, suggested_bump: 'minor', counts: { components: 1 } });
    expect(toCurrent.body.data.diff.components).toEqual([expect.objectContaining({ kind: 'added', id: 'new-button' })]);

    const same = await app().request.get(`/v1/projects/${project.id}/versions/diff?from=${after.id}&to=${after.id}`).set(viewer.auth);
    expect(same.body.data).toMatchObject({ summary: 'No changes', counts: { total: 0 } });
  });

  it('renames a version’s message, and refuses a message that is too long', async () => {
    const { editor, viewer, project } = await createTeam(app());
    const saved = await saveVersion(app(), editor, project.id, { message: 'first' });
    const renamed = await app().request.patch(`/v1/projects/${project.id}/versions/${saved.version}`).set(editor.auth).send({ message: '  Launch  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: saved.id, message: 'Launch' });
    const reread = await app().request.get(`/v1/projects/${project.id}/versions/${saved.id}`).set(viewer.auth);
    expect(reread.body.data.message).toBe('Launch');

    // The list (kept in memory under the project's history stamp) shows the new message at once.
    const listed = await app().request.get(`/v1/projects/${project.id}/versions`).set(viewer.auth);
    expect(listed.body.data.versions[0].message).toBe('Launch');
    await app().request.patch(`/v1/projects/${project.id}/versions/${saved.id}`).set(editor.auth).send({ message: 'Launch, again' }).expect(200);
    const relisted = await app().request.get(`/v1/projects/${project.id}/versions`).set(viewer.auth);
    expect(relisted.body.data.versions[0].message).toBe('Launch, again');
    await saveVersion(app(), editor, project.id, { message: 'second' });
    const grown = await app().request.get(`/v1/projects/${project.id}/versions`).set(viewer.auth);
    expect(grown.body.data.versions.map((version: VersionSummary) => version.message)).toEqual(['second', 'Launch, again']);
    // A caller holding the page's ETag gets a 304 until the history changes.
    const unchanged = await app().request.get(`/v1/projects/${project.id}/versions`).set(viewer.auth).set('If-None-Match', grown.headers.etag as string);
    expect(unchanged.status).toBe(304);
    expect(grown.headers['cache-control']).toBe('private, no-cache');
    expect(relisted.headers.etag).not.toBe(grown.headers.etag);

    const tooLong = await app().request.patch(`/v1/projects/${project.id}/versions/${saved.id}`).set(editor.auth).send({ message: 'x'.repeat(501) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.details).toEqual([{ field: 'message', message: 'must be at most 500 characters' }]);
    const byViewer = await app().request.patch(`/v1/projects/${project.id}/versions/${saved.id}`).set(viewer.auth).send({ message: 'mine' });
    expect(byViewer.status).toBe(403);
  });

  it('answers 404 for an unknown version, a stranger and an unknown project; 422 for bad queries and bodies', async () => {
    const { owner, stranger, project } = await createTeam(app());
    const saved = await saveVersion(app(), owner, project.id);
    for (const ref of ['9.9.9', randomUUID()]) {
      const response = await app().request.get(`/v1/projects/${project.id}/versions/${ref}`).set(owner.auth);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
    const unknownFrom = await app().request.get(`/v1/projects/${project.id}/versions/diff?from=2.0.0`).set(owner.auth);
    expect(unknownFrom.status).toBe(404);
    const strangerRead = await app().request.get(`/v1/projects/${project.id}/versions/${saved.id}`).set(stranger.auth);
    expect(strangerRead.status).toBe(404);
    expect(strangerRead.body.error.message).toBe('Project not found.');
    const strangerList = await app().request.get(`/v1/projects/${project.id}/versions`).set(stranger.auth);
    expect(strangerList.status).toBe(404);
    // A version of another project is not found through this one.
    const other = await createTeam(app());
    const elsewhere = await app().request.get(`/v1/projects/${other.project.id}/versions/${saved.id}`).set(other.owner.auth);
    expect(elsewhere.status).toBe(404);

    const badPage = await app().request.get(`/v1/projects/${project.id}/versions?page_size=101&kind=some`).set(owner.auth);
    expect(badPage.status).toBe(422);
    expect(badPage.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'page_size', message: 'must be at most 100' },
        { field: 'kind', message: 'must be all or named' },
      ]),
    );
    const noFrom = await app().request.get(`/v1/projects/${project.id}/versions/diff`).set(owner.auth);
    expect(noFrom.status).toBe(422);
    const badRef = await app().request.get(`/v1/projects/${project.id}/versions/not%20a%20version`).set(owner.auth);
    expect(badRef.status).toBe(422);
    const badBump = await app().request.post(`/v1/projects/${project.id}/versions`).set(owner.auth).send({ bump: 'huge' });
    expect(badBump.status).toBe(422);
    expect(badBump.body.error.details[0].field).toBe('bump');
    expect(await countRows(app(), 'project_versions', project.id)).toBe(1);
  });

  it('refuses a stale revision with 409 and the current project, writing nothing', async () => {
    const { owner, project } = await createTeam(app());
    await saveDesign(app(), owner, project, withPrimary('#abcdef'));
    // The first change of a project without versions kept the design before it as a checkpoint.
    expect(await countRows(app(), 'project_versions', project.id)).toBe(1);
    const stale = await app().request.post(`/v1/projects/${project.id}/versions`).set(owner.auth).send({ revision: 1, message: 'x' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('REVISION_CONFLICT');
    expect(stale.body.error.details.current).toMatchObject({ id: project.id, revision: 2 });
    const staleHeader = await app().request.post(`/v1/projects/${project.id}/versions`).set(owner.auth).set('If-Match', '"1"').send({});
    expect(staleHeader.status).toBe(409);
    expect(await countRows(app(), 'project_versions', project.id)).toBe(1);

    const fresh = await app().request.post(`/v1/projects/${project.id}/versions`).set(owner.auth).set('If-Match', '"2"').send({});
    expect(fresh.status).toBe(201);
    expect(fresh.headers.etag).toBe('"3"');
  });

  it('reads a version stored under an older design schema migrated to the current one', async () => {
    const { owner, project } = await createTeam(app());
    const now = app().clock.now.toISOString();
    const legacy = { theme: { primaryColor: '#336699' }, components: [{ id: 'old-card', config: { id: 'card' }, customProps: {} }] };
    await app().db('project_snapshots').insert({ project_id: project.id, content_hash: 'legacy-v1', design: JSON.stringify(legacy), created_at: now });
    const zero = { colours: 0, typography: 0, spacing: 0, other: 0, tokens: 0, components: 0, template: 0, metadata: 0, total: 0 };
    await app().db('project_versions').insert({
      id: randomUUID(),
      project_id: project.id,
      seq: 1,
      version: '0.9.0',
      message: 'From the old editor',
      kind: 'manual',
      author_id: owner.id,
      content_hash: 'legacy-v1',
      name: 'Old name',
      description: project.description,
      changes: JSON.stringify(zero),
      created_at: now,
    });
    const response = await app().request.get(`/v1/projects/${project.id}/versions/0.9.0`).set(owner.auth);
    expect(response.status).toBe(200);
    expect(response.body.data.config).toMatchObject({
      schemaVersion: 2,
      theme: { primaryColor: '#336699' },
      components: [{ id: 'old-card', componentId: 'card', props: {} }],
    });
    expect(response.body.data.name).toBe('Old name');
    const diff = await app().request.get(`/v1/projects/${project.id}/versions/diff?from=0.9.0`).set(owner.auth);
    expect(diff.status).toBe(200);
    expect(diff.body.data.counts.metadata).toBe(1);
  });
});
