import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { addMember, createProjectAs, type TestUser } from './test-factories.ts';
import type { ProjectSummaryResponse } from '@kitsmith/contract';

// The list keeps its answers by the user's list stamp, which the database raises (migration 110). Each change below is
// written straight to the database, as another API instance would write it, after the list was answered once: the next
// answer must show it.
describeEachDatabase('projects: the list follows every change, whoever makes it', (app) => {
  const list = async (user: TestUser, query = ''): Promise<{ projects: ProjectSummaryResponse[]; total: number }> => {
    const response = await app().request.get(`/v1/projects${query}`).set(user.auth);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.body.data as { projects: ProjectSummaryResponse[]; total: number };
  };

  // Every column a summary shows, the value another instance writes, and where the summary shows it.
  const changes: [column: string, value: unknown, shown: (summary: ProjectSummaryResponse) => unknown][] = [
    ['name', 'Renamed', (summary) => summary.name],
    ['description', 'Described', (summary) => summary.description],
    ['version', '2.0.0', (summary) => summary.version],
    ['revision', 7, (summary) => summary.revision],
    ['is_public', true, (summary) => summary.is_public],
    ['component_count', 5, (summary) => summary.component_count],
    ['primary_color', '#111111', (summary) => summary.swatches.primary],
    ['secondary_color', '#222222', (summary) => summary.swatches.secondary],
    ['accent_color', '#333333', (summary) => summary.swatches.accent],
    ['created_at', '2020-01-01T00:00:00.000Z', (summary) => summary.created_at],
    ['updated_at', '2031-01-01T00:00:00.000Z', (summary) => summary.updated_at],
  ];

  it('shows a change of each listed column to the owner and to the team', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const member = await createUser(app());
    const project = await createProjectAs(app(), owner);
    await addMember(app(), project.id, member.id, 'viewer');
    for (const [column, value, shown] of changes) {
      await list(owner);
      await list(member);
      await app().db('projects').where({ id: project.id }).update({ [column]: value });
      expect(shown((await list(owner)).projects[0]!), `${column}, to the owner`).toEqual(value);
      expect(shown((await list(member)).projects[0]!), `${column}, to the team`).toEqual(value);
    }
  });

  it('shows a project made, a place on a team given, changed and taken, and a project deleted', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const member = await createUser(app());
    const first = await createProjectAs(app(), owner, { name: 'First' });
    expect((await list(owner)).total).toBe(1);
    expect((await list(member)).total).toBe(0);

    const now = app().clock.now.toISOString();
    const { id: _id, ...copy } = (await app().db('projects').where({ id: first.id }).first()) as Record<string, unknown>;
    await app().db('projects').insert({ ...copy, id: '00000000-0000-4000-8000-000000000001', name: 'Second', created_at: now });
    expect((await list(owner)).projects.map((summary) => summary.name).sort()).toEqual(['First', 'Second']);

    await addMember(app(), first.id, member.id, 'viewer');
    expect((await list(member)).projects).toMatchObject([{ name: 'First', role: 'viewer' }]);
    await app().db('project_members').where({ project_id: first.id, user_id: member.id }).update({ role: 'admin' });
    expect((await list(member)).projects).toMatchObject([{ name: 'First', role: 'admin' }]);
    await app().db('project_members').where({ project_id: first.id, user_id: member.id }).delete();
    expect((await list(member)).total).toBe(0);

    await addMember(app(), first.id, member.id, 'editor');
    expect((await list(member)).total).toBe(1);
    await app().db('projects').where({ id: first.id }).delete();
    expect((await list(member)).total).toBe(0);
    expect((await list(owner)).projects.map((summary) => summary.name)).toEqual(['Second']);
  });

  it('keeps each page, sort and search apart', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    for (const name of ['b', 'a', 'c']) {
      await createProjectAs(app(), owner, { name });
      app().clock.advance(1000);
    }
    const names = async (query: string) => (await list(owner, query)).projects.map((summary) => summary.name);
    expect(await names('')).toEqual(['c', 'a', 'b']);
    expect(await names('?sort=name')).toEqual(['a', 'b', 'c']);
    expect(await names('?sort=name&page_size=1&page=2')).toEqual(['b']);
    expect(await names('?search=b')).toEqual(['b']);
    expect(await names('?search=a%0Ab')).toEqual([]);
    expect(await names('')).toEqual(['c', 'a', 'b']);
  });

  it('a change to someone else’s project leaves the list as it was', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const stranger = await createUser(app(), { subscription_plan: 'pro' });
    await createProjectAs(app(), owner, { name: 'Mine' });
    const theirs = await createProjectAs(app(), stranger, { name: 'Theirs' });
    const stampOf = async (user: TestUser) => Number(((await app().db('users').where({ id: user.id }).first('projects_stamp')) as { projects_stamp: unknown }).projects_stamp);
    const before = await stampOf(owner);
    await app().db('projects').where({ id: theirs.id }).update({ name: 'Theirs, renamed' });
    expect(await stampOf(owner)).toBe(before);
    expect((await list(owner)).projects.map((summary) => summary.name)).toEqual(['Mine']);
  });
});
