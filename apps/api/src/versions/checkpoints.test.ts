import { expect, it } from 'vitest';
import { createProjectAs, createTeam } from '../projects/test-factories.ts';
import { describeEachDatabase } from '../test-support/test-app.ts';
import { CHECKPOINT_THINNING_AGE_MS } from './checkpoints.ts';
import { countRows, refreshToken, saveDesign, saveVersion, withPrimary } from './test-helpers.ts';
import type { ProjectResponse } from '@kitsmith/contract';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const hex = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

describeEachDatabase('versions: automatic checkpoints', (app) => {
  it('keeps the design before a change at most once per ten minutes, never for an unchanged design, always before a template', async () => {
    const { owner, project } = await createTeam(app());
    const kinds = async () =>
      (await app().db('project_versions').where({ project_id: project.id }).orderBy('seq').select('kind', 'content_hash', 'created_at')) as {
        kind: string;
        content_hash: string;
      }[];

    // No version yet: the first change keeps the design as it was.
    let current = await saveDesign(app(), owner, project, withPrimary('#111111'), MINUTE);
    expect(await kinds()).toHaveLength(1);
    current = await saveDesign(app(), owner, current, withPrimary('#222222'), MINUTE);
    current = await saveDesign(app(), owner, current, withPrimary('#333333'), 5 * MINUTE);
    expect(await kinds()).toHaveLength(1);
    // Ten minutes after the newest version: the design before this change (#333333) is kept.
    current = await saveDesign(app(), owner, current, withPrimary('#444444'), 10 * MINUTE);
    const list = await app().request.get(`/v1/projects/${project.id}/versions`).set(owner.auth);
    expect(list.body.data.versions.map((version: { kind: string }) => version.kind)).toEqual(['auto', 'auto']);
    const kept = await app().request.get(`/v1/projects/${project.id}/versions/${list.body.data.versions[0].id}`).set(owner.auth);
    expect(kept.body.data.config.theme.primaryColor).toBe('#333333');
    expect(list.body.data.versions[0]).toMatchObject({ author: { id: owner.id }, version: '1.0.0', message: '' });
    expect(list.body.data.versions[0].changes.colours).toBe(1);

    // The same design again, or only the name: no checkpoint, however late.
    current = await saveDesign(app(), owner, current, (config) => config, 60 * MINUTE);
    app().clock.advance(60 * MINUTE);
    await refreshToken(app(), owner);
    await app().request.put(`/v1/projects/${project.id}`).set(owner.auth).send({ name: 'Renamed' }).expect(200);
    expect(await kinds()).toHaveLength(2);

    // A template application checkpoints even a minute after the last version.
    current = await saveDesign(app(), owner, current, withPrimary('#555555'), MINUTE);
    expect(await kinds()).toHaveLength(3);
    const templated = await createProjectAs(app(), owner, { template_id: 'corporate-professional' });
    await saveDesign(app(), owner, current, () => templated.config, MINUTE);
    const after = await kinds();
    expect(after).toHaveLength(4);
    const applied = await app().request.get(`/v1/projects/${project.id}/versions?page_size=1`).set(owner.auth);
    const beforeTemplate = await app().request.get(`/v1/projects/${project.id}/versions/${applied.body.data.versions[0].id}`).set(owner.auth);
    expect(beforeTemplate.body.data.config.theme.primaryColor).toBe('#555555');
  });

  it('stores a design once however many versions keep it', async () => {
    const { owner, project } = await createTeam(app());
    let current: ProjectResponse = project;
    // Two designs in turn, eleven minutes apart: every save checkpoints, but only two designs are ever kept (three with the original).
    for (let index = 0; index < 12; index += 1) {
      current = await saveDesign(app(), owner, current, withPrimary(index % 2 === 0 ? '#aa0000' : '#00aa00'), 11 * MINUTE);
    }
    expect(await countRows(app(), 'project_versions', project.id)).toBe(12);
    expect(await countRows(app(), 'project_snapshots', project.id)).toBe(3);
  });

  it('counts a thinned checkpoint’s successor against the version now before it', async () => {
    const { owner, project } = await createTeam(app());
    // Three checkpoints on one day: the original design, then each change's design before the next.
    let current = await saveDesign(app(), owner, project, withPrimary('#aa0000'), MINUTE);
    current = await saveDesign(app(), owner, current, (config) => ({ ...config, theme: { ...config.theme, secondaryColor: '#0000bb' } }), 11 * MINUTE);
    current = await saveDesign(app(), owner, current, (config) => ({ ...config, theme: { ...config.theme, accentColor: '#00cc00' } }), 11 * MINUTE);
    const sameDay = (await app().request.get(`/v1/projects/${project.id}/versions`).set(owner.auth)).body.data.versions as { changes: { colours: number } }[];
    expect(sameDay.map((version) => version.changes.colours)).toEqual([1, 1, 0]);
    // 31 days on, the next checkpoint thins that day to its newest (the design with two changed colours), now the first version.
    await saveDesign(app(), owner, current, withPrimary('#dd0000'), 31 * DAY);
    const thinned = (await app().request.get(`/v1/projects/${project.id}/versions`).set(owner.auth)).body.data.versions as {
      changes: { colours: number; total: number };
    }[];
    expect(thinned).toHaveLength(2);
    expect(thinned.map((version) => version.changes.colours)).toEqual([1, 0]);
    expect(thinned[1]?.changes.total).toBe(0);
    expect(await countRows(app(), 'project_snapshots', project.id)).toBe(2);
  });

  it('1,000 saves over forty days keep far fewer versions and designs: ten-minute checkpoints, thinned to one a day after 30 days', async () => {
    const { owner, project } = await createTeam(app());
    let current: ProjectResponse = project;
    let saves = 0;
    let manual: { id: string } | undefined;
    // Forty days of 25 minutes' editing, a save a minute, each a colour never used before.
    for (let day = 0; day < 40; day += 1) {
      for (let minute = 0; minute < 25; minute += 1) {
        saves += 1;
        current = await saveDesign(app(), owner, current, withPrimary(hex(saves)), MINUTE);
      }
      if (day === 1) manual = await saveVersion(app(), owner, project.id, { message: 'Kept forever' });
      app().clock.advance(DAY - 25 * MINUTE);
    }
    await refreshToken(app(), owner);
    expect(saves).toBe(1000);

    const versions = (await app()
      .db('project_versions')
      .where({ project_id: project.id })
      .orderBy('seq')
      .select('id', 'kind', 'content_hash', 'created_at', 'changes')) as { id: string; kind: string; content_hash: string; created_at: string }[];
    const snapshots = await countRows(app(), 'project_snapshots', project.id);
    // Three checkpoints a day (minutes 0, 10 and 20 of each burst) for the last 30 days, about one a day before.
    expect(versions.length).toBeGreaterThan(90);
    expect(versions.length).toBeLessThan(110);
    expect(snapshots).toBeLessThan(110);
    // Every stored design is kept by a version, and every version's design is stored.
    expect(snapshots).toBe(new Set(versions.map((version) => version.content_hash)).size);
    expect(versions.some((version) => version.id === manual?.id && version.kind === 'manual')).toBe(true);

    // Checkpoints older than 30 days (at the last checkpoint) are one per UTC day.
    const lastCheckpoint = versions.filter((version) => version.kind === 'auto').at(-1)!;
    const cutoff = new Date(Date.parse(lastCheckpoint.created_at) - CHECKPOINT_THINNING_AGE_MS).toISOString();
    const oldDays = versions.filter((version) => version.kind === 'auto' && version.created_at < cutoff).map((version) => version.created_at.slice(0, 10));
    expect(oldDays.length).toBeGreaterThanOrEqual(9);
    expect(new Set(oldDays).size).toBe(oldDays.length);
    const recentDays = versions.filter((version) => version.kind === 'auto' && version.created_at >= cutoff);
    expect(recentDays.length).toBeGreaterThanOrEqual(90);

    // Counts stay against the version now before each one: every version differs from it by its primary colour.
    const list = await app().request.get(`/v1/projects/${project.id}/versions?page_size=100&page=1`).set(owner.auth);
    expect(list.body.data.total).toBe(versions.length);
    const listed = list.body.data.versions as { changes: { colours: number } }[];
    expect(listed.slice(0, -1).every((version) => version.changes.colours === 1)).toBe(true);
  }, 120_000);
});
