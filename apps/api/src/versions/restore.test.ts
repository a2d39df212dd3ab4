import { expect, it } from 'vitest';
import { createTeam, type TestUser } from '../projects/test-factories.ts';
import { describeEachDatabase } from '../test-support/test-app.ts';
import { countRows, saveDesign, saveVersion, withPrimary } from './test-helpers.ts';
import type { ProjectResponse, VersionSummary } from '@kitsmith/contract';

const MINUTE = 60_000;

describeEachDatabase('versions: restore and roles', (app) => {
  it('restores an old version as a new one: the design comes back, the current one is kept, the versions before stay', async () => {
    const { owner, editor, project } = await createTeam(app());
    const red = await saveDesign(app(), owner, project, withPrimary('#ff0000'));
    const saved = await saveVersion(app(), owner, project.id, { message: 'Red' });
    const withButton = await saveDesign(
      app(),
      owner,
      red,
      (config) => ({ ...config, theme: { ...config.theme, primaryColor: '#0000ff' }, components: [{ id: 'b1', componentId: 'button', props: {} }] }),
      MINUTE,
    );
    const before = (await app().request.get(`/v1/projects/${project.id}/versions`).set(owner.auth)).body.data.versions as VersionSummary[];

    const response = await app()
      .request.post(`/v1/projects/${project.id}/versions/${saved.version}/restore`)
      .set(editor.auth)
      .send({ revision: withButton.revision });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { project: restored, version } = response.body.data as { project: ProjectResponse; version: VersionSummary };
    const old = await app().request.get(`/v1/projects/${project.id}/versions/${saved.id}`).set(owner.auth);
    expect(restored.config).toEqual(old.body.data.config);
    expect(restored).toMatchObject({ revision: withButton.revision + 1, name: withButton.name, description: withButton.description, component_count: 0, swatches: { primary: '#ff0000' } });
    // Removing a component is a major change.
    expect(version).toMatchObject({ kind: 'restore', message: `Restored ${saved.version}`, version: '2.0.0', author: { id: editor.id } });
    expect(restored.version).toBe('2.0.0');
    expect(response.headers.etag).toBe(`"${restored.revision}"`);

    const after = (await app().request.get(`/v1/projects/${project.id}/versions`).set(owner.auth)).body.data.versions as VersionSummary[];
    // The restore and the checkpoint of the design it replaced, on top of every version before.
    expect(after.map((entry) => entry.kind).slice(0, 2)).toEqual(['restore', 'auto']);
    expect(after.slice(2).map((entry) => entry.id)).toEqual(before.map((entry) => entry.id));
    const checkpoint = await app().request.get(`/v1/projects/${project.id}/versions/${after[1]!.id}`).set(owner.auth);
    expect(checkpoint.body.data.config).toEqual(withButton.config);
    const current = await app().request.get(`/v1/projects/${project.id}`).set(owner.auth);
    expect(current.body.data.config).toEqual(old.body.data.config);

    // Restoring the checkpoint undoes the restore.
    const undo = await app().request.post(`/v1/projects/${project.id}/versions/${after[1]!.id}/restore`).set(owner.auth).send({});
    expect(undo.status).toBe(200);
    expect(undo.body.data.project.config).toEqual(withButton.config);
    expect(undo.body.data.version.version).toBe('2.1.0');
  });

  it('refuses a stale restore with 409, and an unknown version with 404, changing nothing', async () => {
    const { owner, project } = await createTeam(app());
    const saved = await saveVersion(app(), owner, project.id);
    await saveDesign(app(), owner, project, withPrimary('#010203'), MINUTE);
    const versionsBefore = await countRows(app(), 'project_versions', project.id);
    const stale = await app().request.post(`/v1/projects/${project.id}/versions/${saved.id}/restore`).set(owner.auth).send({ revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('REVISION_CONFLICT');
    const unknown = await app().request.post(`/v1/projects/${project.id}/versions/7.7.7/restore`).set(owner.auth).send({});
    expect(unknown.status).toBe(404);
    expect(await countRows(app(), 'project_versions', project.id)).toBe(versionsBefore);
    const current = await app().request.get(`/v1/projects/${project.id}`).set(owner.auth);
    expect(current.body.data.config.theme.primaryColor).toBe('#010203');
  });

  it('lets every role read; owners, admins and editors write; viewers get 403 and strangers 404', async () => {
    const team = await createTeam(app());
    const { project } = team;
    const seed = await saveVersion(app(), team.owner, project.id, { message: 'seed' });
    const expected: [keyof typeof team, number, number][] = [
      // [who, status of reads, status of writes]
      ['owner', 200, 200],
      ['admin', 200, 200],
      ['editor', 200, 200],
      ['viewer', 200, 403],
      ['stranger', 404, 404],
    ];
    for (const [who, read, write] of expected) {
      const user = team[who] as TestUser;
      const reads = [
        await app().request.get(`/v1/projects/${project.id}/versions`).set(user.auth),
        await app().request.get(`/v1/projects/${project.id}/versions/${seed.id}`).set(user.auth),
        await app().request.get(`/v1/projects/${project.id}/versions/diff?from=${seed.id}`).set(user.auth),
        await app().request.get(`/v1/projects/${project.id}/versions/changelog`).set(user.auth),
      ];
      expect(reads.map((response) => response.status), who).toEqual([read, read, read, read]);
      const created = await app().request.post(`/v1/projects/${project.id}/versions`).set(user.auth).send({ message: who });
      const renamed = await app().request.patch(`/v1/projects/${project.id}/versions/${seed.id}`).set(user.auth).send({ message: who });
      const restored = await app().request.post(`/v1/projects/${project.id}/versions/${seed.id}/restore`).set(user.auth).send({});
      expect([created.status, renamed.status, restored.status], who).toEqual([write === 200 ? 201 : write, write, write]);
      if (write === 403) expect(created.body.error.code).toBe('FORBIDDEN');
    }
    // Three writers each saved a version and restored one.
    expect(await countRows(app(), 'project_versions', project.id)).toBeGreaterThanOrEqual(1 + 3 * 2);
  });
});
