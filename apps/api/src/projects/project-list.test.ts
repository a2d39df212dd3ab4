import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { migrate, migrationSource } from '../db/migrate.ts';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { addMember, createProjectAs } from './test-factories.ts';
import type { ProjectResponse, ProjectSummaryResponse } from '@kitsmith/contract';

const legacyConfig = {
  components: [{ id: 'c1', config: { id: 'button', name: 'Button' }, customProps: { label: 'Go' } }],
  theme: { mode: 'dark', primaryColor: '#0EA5E9' },
};

/** What a summary holds of a project as GET /projects/:id answers it. */
function summaryOf(project: ProjectResponse & { export_allowance?: unknown }): ProjectSummaryResponse {
  const { config: _c, tags: _t, export_allowance: _e, user_id: _u, is_template: _i, framework: _f, last_edited_at: _l, ...summary } = project;
  return summary;
}

describeEachDatabase('projects: the list answers summaries', (app) => {
  const list = async (auth: Record<string, string>, query = ''): Promise<ProjectSummaryResponse[]> => {
    const response = await app().request.get(`/v1/projects${query}`).set(auth);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data.projects as ProjectSummaryResponse[];
  };
  const read = async (auth: Record<string, string>, id: string): Promise<ProjectResponse> =>
    (await app().request.get(`/v1/projects/${id}`).set(auth)).body.data as ProjectResponse;

  it('answers each project as GET /projects/:id does, without the design and what no list shows, with the theme’s colours', async () => {
    const me = await createUser(app());
    const other = await createUser(app(), { subscription_plan: 'pro' });
    await createProjectAs(app(), me, { config: legacyConfig, tags: ['web'], framework: 'vue', is_public: true });
    await createProjectAs(app(), me, { template_id: 'bold-creative' });
    const shared = await createProjectAs(app(), other, { name: 'Shared' });
    await addMember(app(), shared.id, me.id, 'viewer');
    const listed = await list(me.auth);
    expect(listed).toHaveLength(3);
    for (const summary of listed) {
      const project = await read(me.auth, summary.id);
      expect(summary).toEqual(summaryOf(project));
      expect(summary).not.toHaveProperty('config');
      const { primaryColor, secondaryColor, accentColor } = project.config.theme;
      expect(summary.swatches).toEqual({ primary: primaryColor, secondary: secondaryColor, accent: accentColor });
      expect(summary.component_count).toBe(project.config.components.length);
    }
    expect(listed.find((summary) => summary.is_public)).toMatchObject({
      swatches: { primary: '#0ea5e9' },
      component_count: 1,
      shareable_link: expect.stringContaining('/p/'),
    });
  });

  it('follows every write of the design: a save, a bare component list, a duplicate', async () => {
    const me = await createUser(app(), { subscription_plan: 'pro' });
    const project = await createProjectAs(app(), me);
    const theme = { ...project.config.theme, primaryColor: '#123456', accentColor: '#abcdef' };
    const saved = await app().request.put(`/v1/projects/${project.id}`).set(me.auth).send({ config: { ...project.config, theme } });
    expect(saved.status).toBe(200);
    expect((await list(me.auth))[0]).toMatchObject({ swatches: { primary: '#123456', accent: '#abcdef' }, component_count: 0 });
    const components = [{ id: 'b1', componentId: 'button', props: {} }, { id: 'b2', componentId: 'card', props: {} }];
    const listedComponents = await app().request.put(`/v1/projects/${project.id}`).set(me.auth).send({ config: JSON.stringify(components) });
    expect(listedComponents.status).toBe(200);
    expect((await list(me.auth))[0]).toMatchObject({ swatches: { primary: '#123456' }, component_count: 2 });
    app().clock.advance(1000);
    const copy = await app().request.post(`/v1/projects/${project.id}/duplicate`).set(me.auth).send({});
    expect(copy.status).toBe(201);
    expect((await list(me.auth))[0]).toMatchObject({ id: copy.body.data.id, swatches: { primary: '#123456' }, component_count: 2 });
  });

  it('keeps sorting, searching and paging as the contract says', async () => {
    const me = await createUser(app(), { subscription_plan: 'pro' });
    for (const name of ['beta', 'Alpha_1', 'gamma']) {
      await createProjectAs(app(), me, { name, description: name === 'gamma' ? 'has 100% wool' : '' });
      app().clock.advance(1000);
    }
    const names = async (query: string) => (await list(me.auth, query)).map((summary) => summary.name);
    expect(await names('')).toEqual(['gamma', 'Alpha_1', 'beta']);
    expect(await names('?sort=name')).toEqual(['Alpha_1', 'beta', 'gamma']);
    expect(await names('?sort=created_at&direction=asc')).toEqual(['beta', 'Alpha_1', 'gamma']);
    expect(await names('?search=ALPHA')).toEqual(['Alpha_1']);
    // LIKE's wildcards are text to search for.
    expect(await names('?search=a_1')).toEqual(['Alpha_1']);
    expect(await names('?search=0%25 w')).toEqual(['gamma']);
    expect(await names('?search=%25')).toEqual(['gamma']);
    const second = await app().request.get('/v1/projects?sort=name&page=2&page_size=2').set(me.auth);
    expect(second.body.data).toMatchObject({ total: 3, projects: [{ name: 'gamma' }] });
    const first = await app().request.get('/v1/projects?sort=name&page=1&page_size=2').set(me.auth);
    expect(first.body.data.total).toBe(3);
    const past = await app().request.get('/v1/projects?page=5&page_size=2').set(me.auth);
    expect(past.body.data).toEqual({ projects: [], total: 3 });
  });

  it('lists a project once, as its owner’s, when the owner is also on its team; paging and totals count it once', async () => {
    const me = await createUser(app(), { subscription_plan: 'pro' });
    const other = await createUser(app(), { subscription_plan: 'pro' });
    const own = await createProjectAs(app(), me, { name: 'Own' });
    await addMember(app(), own.id, me.id, 'editor');
    app().clock.advance(1000);
    const shared = await createProjectAs(app(), other, { name: 'Shared' });
    await addMember(app(), shared.id, me.id, 'admin');
    await createProjectAs(app(), other, { name: 'Not mine' });
    const listed = await list(me.auth);
    expect(listed.map(({ name, role }) => ({ name, role }))).toEqual([
      { name: 'Shared', role: 'admin' },
      { name: 'Own', role: 'owner' },
    ]);
    const firstPage = await app().request.get('/v1/projects?page_size=1&sort=name').set(me.auth);
    expect(firstPage.body.data).toMatchObject({ total: 2, projects: [{ name: 'Own' }] });
  });
});

describeEachDatabase('migration 100: the colours of projects stored before it', (app) => {
  it('fills them in from each design as the API reads it; an unreadable design keeps the default theme’s', async () => {
    const me = await createUser(app());
    const { db } = app();
    // Back to before 100: the later migrations first (110's triggers read its columns).
    await db.migrate.down({ migrationSource, name: '110-project-list-stamps.ts' });
    await db.migrate.down({ migrationSource, name: '100-project-summaries.ts' });
    expect(await db.schema.hasColumn('projects', 'primary_color')).toBe(false);
    const now = app().clock.now.toISOString();
    const row = (id: string, name: string, config: unknown) =>
      ({ id, user_id: me.id, name, description: '', config: JSON.stringify(config), tags: '[]', component_count: 1, created_at: now, updated_at: now });
    const [legacy, unreadable] = [randomUUID(), randomUUID()];
    await db('projects').insert([row(legacy, 'Legacy', legacyConfig), row(unreadable, 'Unreadable', { theme: 42 })]);

    await migrate(db);
    const listed = await list(me.auth);
    expect(listed.find((summary) => summary.id === legacy)?.swatches).toEqual({ primary: '#0ea5e9', secondary: '#d946ef', accent: '#06b6d4' });
    expect(listed.find((summary) => summary.id === unreadable)?.swatches).toEqual({ primary: '#7c3aed', secondary: '#d946ef', accent: '#06b6d4' });
  });

  const list = async (auth: Record<string, string>): Promise<ProjectSummaryResponse[]> =>
    (await app().request.get('/v1/projects').set(auth)).body.data.projects as ProjectSummaryResponse[];
});
