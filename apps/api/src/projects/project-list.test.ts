import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { addMember, createProjectAs } from './test-factories.ts';
import type { ProjectResponse } from '@kitsmith/contract';

const legacyConfig = {
  components: [{ id: 'c1', config: { id: 'button', name: 'Button' }, customProps: { label: 'Go' } }],
  theme: { mode: 'dark', primaryColor: '#0EA5E9' },
};

describeEachDatabase('projects: the list reads each design as stored', (app) => {
  const list = async (auth: Record<string, string>): Promise<ProjectResponse[]> => {
    const response = await app().request.get('/v1/projects').set(auth);
    expect(response.status).toBe(200);
    return response.body.data.projects as ProjectResponse[];
  };

  it('answers every project as GET /projects/:id does (its export allowance aside)', async () => {
    const me = await createUser(app());
    const other = await createUser(app(), { subscription_plan: 'pro' });
    await createProjectAs(app(), me, { config: legacyConfig, tags: ['web'], framework: 'vue', is_public: true });
    await createProjectAs(app(), me, { template_id: 'bold-creative' });
    const shared = await createProjectAs(app(), other, { name: 'Shared' });
    await addMember(app(), shared.id, me.id, 'viewer');
    for (const listed of [...(await list(me.auth)), ...(await list(me.auth))]) {
      const read = await app().request.get(`/v1/projects/${listed.id}`).set(me.auth);
      const { export_allowance: _allowance, ...project } = read.body.data as ProjectResponse & { export_allowance: unknown };
      expect(listed).toEqual(project);
    }
  });

  it('shows a saved design at once, listed before and after the save', async () => {
    const me = await createUser(app());
    const project = await createProjectAs(app(), me);
    expect((await list(me.auth))[0]?.config.theme.primaryColor).toBe(project.config.theme.primaryColor);
    const theme = { ...project.config.theme, primaryColor: '#123456' };
    const saved = await app().request.put(`/v1/projects/${project.id}`).set(me.auth).send({ config: { ...project.config, theme } });
    expect(saved.status).toBe(200);
    expect((await list(me.auth))[0]?.config.theme.primaryColor).toBe('#123456');
  });

  it('shows a design changed in the database without a new revision (another writer), never an older read', async () => {
    const me = await createUser(app());
    const project = await createProjectAs(app(), me);
    await list(me.auth);
    const design = { ...project.config, theme: { ...project.config.theme, primaryColor: '#654321' } };
    await app().db('projects').where({ id: project.id }).update({ config: JSON.stringify(design) });
    const [listed] = await list(me.auth);
    expect(listed).toMatchObject({ revision: project.revision, config: { theme: { primaryColor: '#654321' } } });
  });

  it('lists an unreadable stored design as the empty default design, as a single read does', async () => {
    const me = await createUser(app());
    const project = await createProjectAs(app(), me);
    await app().db('projects').where({ id: project.id }).update({ config: JSON.stringify({ theme: 42 }) });
    const [listed] = await list(me.auth);
    const read = await app().request.get(`/v1/projects/${project.id}`).set(me.auth);
    expect(listed?.config).toEqual(read.body.data.config);
    expect(listed?.config.components).toEqual([]);
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
