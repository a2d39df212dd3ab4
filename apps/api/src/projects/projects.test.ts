import { applyTemplate, builtInTemplates, defaultDesignSystem, findTemplate } from '@kitsmith/core';
import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { addMember, createProjectAs } from './test-factories.ts';

const legacyConfig = {
  components: [
    { id: 'c1', config: { id: 'button', name: 'Button' }, customProps: { label: 'Go' }, customName: 'Primary' },
    { id: 'c2', config: { id: 'card' } },
  ],
  theme: { mode: 'dark', primaryColor: '#0EA5E9' },
};

describeEachDatabase('projects: create and read', (app) => {
  it('creates a project with the defaults of spec sections 5 and 7', async () => {
    const user = await createUser(app());
    const project = await createProjectAs(app(), user);
    expect(project).toMatchObject({
      name: 'New Project',
      description: 'A new design system project',
      is_public: false,
      version: '1.0.0',
      is_template: false,
      framework: 'react',
      tags: [],
      user_id: user.id,
      revision: 1,
      component_count: 0,
      role: 'owner',
      shareable_link: null,
      created_at: app().clock.now.toISOString(),
      updated_at: app().clock.now.toISOString(),
    });
    expect(project.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(project.config).toEqual(defaultDesignSystem);
    expect(project.config.components).toEqual([]);
  });

  it('applies a chosen template to the default design', async () => {
    const user = await createUser(app());
    const project = await createProjectAs(app(), user, { template_id: 'bold-creative', name: 'Bold' });
    const template = findTemplate('bold-creative');
    if (!template) throw new Error('bold-creative is a built-in template');
    expect(project.config).toEqual(applyTemplate(defaultDesignSystem, template, {}, app().clock.now.toISOString()));
    expect(project.config.template.application?.templateId).toBe('bold-creative');
    expect(project.name).toBe('Bold');
  });

  it('opens a project made from any template with that template’s components, not an empty page', async () => {
    const user = await createUser(app(), { subscription_plan: 'lifetime' });
    for (const template of builtInTemplates) {
      const project = await createProjectAs(app(), user, { template_id: template.id });
      const placed = project.config.components.map(({ componentId, props }) => ({ componentId, props }));
      expect(placed, template.id).toEqual(template.components?.map(({ componentId, props }) => ({ componentId, props: props ?? {} })));
      expect(project.component_count, template.id).toBeGreaterThanOrEqual(6);
    }
  });

  it('keeps the components of a config sent with a template: the template restyles them', async () => {
    const user = await createUser(app());
    const config = { schemaVersion: 2, components: [{ id: 'mine', componentId: 'badge', props: { label: 'Mine' } }] };
    const project = await createProjectAs(app(), user, { config, template_id: 'calm-fintech' });
    expect(project.config.components).toEqual([{ id: 'mine', componentId: 'badge', props: { label: 'Mine' } }]);
    expect(project.config.theme.primaryColor).toBe(findTemplate('calm-fintech')?.theme.primaryColor);
  });

  it('takes a config, migrating the spec’s v1 stored shape, and counts its components', async () => {
    const user = await createUser(app());
    const project = await createProjectAs(app(), user, {
      config: legacyConfig,
      tags: ['web'],
      framework: 'vue',
      is_public: true,
    });
    expect(project.config.schemaVersion).toBe(2);
    expect(project.config.components).toEqual([
      { id: 'c1', componentId: 'button', props: { label: 'Go' }, customName: 'Primary' },
      { id: 'c2', componentId: 'card', props: {} },
    ]);
    expect(project.config.theme).toMatchObject({ mode: 'dark', primaryColor: '#0ea5e9' });
    expect(project.component_count).toBe(2);
    expect(project).toMatchObject({ tags: ['web'], framework: 'vue', is_public: true });
    expect(project.shareable_link).toBe(`http://kitsmith.test/p/${project.id}`);
  });

  it('takes a config sent as JSON text', async () => {
    const user = await createUser(app());
    const config = JSON.stringify({ schemaVersion: 2, components: [{ id: 'x', componentId: 'badge' }] });
    const project = await createProjectAs(app(), user, { config });
    expect(project.component_count).toBe(1);
    expect(project.config.components[0]).toEqual({ id: 'x', componentId: 'badge', props: {} });
  });

  it('answers an unknown template with 422 naming the choices', async () => {
    const user = await createUser(app());
    const response = await app().request.post('/v1/projects').set(user.auth).send({ template_id: 'neon-dream' });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.message).toContain('Unknown template "neon-dream"');
    expect(response.body.error.message).toContain('modern-glassmorphism');
    expect(await app().db('projects').where({ user_id: user.id })).toHaveLength(0);
  });

  it('answers an invalid config with 422 naming the bad field, and stores nothing', async () => {
    const user = await createUser(app());
    const response = await app()
      .request.post('/v1/projects')
      .set(user.auth)
      .send({ config: { schemaVersion: 2, typography: { baseSize: 2 } } });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toContain('typography.baseSize');
    expect(response.body.error.details).toEqual([{ field: 'config.typography.baseSize', message: 'must be at least 10 (px)' }]);
    const bad = await app().request.post('/v1/projects').set(user.auth).send({ config: '{not json' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toContain('not valid JSON');
    const tooNew = await app()
      .request.post('/v1/projects')
      .set(user.auth)
      .send({ config: { schemaVersion: 99 } });
    expect(tooNew.status).toBe(422);
    const rows = await app().db('projects').where({ user_id: user.id });
    expect(rows).toHaveLength(0);
  });

  it('validates the other fields with messages a person can act on', async () => {
    const user = await createUser(app());
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ version: 'one' }, 'version'],
      [{ is_public: 'yes' }, 'is_public'],
      [{ tags: 'web' }, 'tags'],
      [{ framework: 'React Native!' }, 'framework'],
    ] as const) {
      const response = await app().request.post('/v1/projects').set(user.auth).send(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.error.details[0].field).toBe(field);
    }
  });

  it('refuses text neither database can store (NUL, lone surrogates) with 422, never 500', async () => {
    const user = await createUser(app());
    const nul = await app().request.post('/v1/projects').set(user.auth).send({ name: 'a\u0000b' });
    expect(nul.status).toBe(422);
    expect(nul.body.error.details[0]).toEqual({ field: 'name', message: 'must not contain NUL characters or broken Unicode' });
    const surrogate = await app()
      .request.post('/v1/projects')
      .set(user.auth)
      .send({ config: { schemaVersion: 2, components: [{ id: 'a', componentId: 'button', customName: 'x\ud800' }] } });
    expect(surrogate.status).toBe(422);
    expect(surrogate.body.error.details[0].field).toBe('config.components.0.customName');
    expect(
      (
        await app()
          .request.post('/v1/projects')
          .set(user.auth)
          .send({ tags: ['\u0000'] })
      ).status,
    ).toBe(422);
    expect((await app().request.get('/v1/projects?search=%00').set(user.auth)).status).toBe(422);
    const badId = await app().request.get('/v1/projects/%00').set(user.auth);
    expect(badId.status).toBe(422);
    expect(badId.body.error.details[0]).toEqual({ field: 'id', message: 'must not contain NUL characters or broken Unicode' });
  });

  it('needs a signed-in user', async () => {
    expect((await app().request.post('/v1/projects').send({})).status).toBe(401);
    expect((await app().request.get('/v1/projects')).status).toBe(401);
  });

  it('gets one project with its revision as ETag; an unknown id is 404', async () => {
    const user = await createUser(app());
    const created = await createProjectAs(app(), user);
    const response = await app().request.get(`/v1/projects/${created.id}`).set(user.auth);
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    expect(response.body.data).toEqual({ ...created, export_allowance: { all_formats: false, all_components: false } });
    const missing = await app().request.get('/v1/projects/6b1f8a9e-0000-4000-8000-000000000000').set(user.auth);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toEqual({ code: 'NOT_FOUND', message: 'Project not found.' });
  });
});

describeEachDatabase('projects: list', (app) => {
  it('lists own and team projects with search, sort, paging and total', async () => {
    const me = await createUser(app());
    const other = await createUser(app(), { subscription_plan: 'pro' });
    const alpha = await createProjectAs(app(), me, { name: 'Alpha kit', description: 'Marketing site' });
    app().clock.advance(1000);
    const beta = await createProjectAs(app(), me, { name: 'beta System', description: 'Dashboard 100% done_' });
    app().clock.advance(1000);
    const shared = await createProjectAs(app(), other, { name: 'Gamma shared' });
    await addMember(app(), shared.id, me.id, 'editor');
    const hidden = await createProjectAs(app(), other, { name: 'Hidden alpha' });

    const all = await app().request.get('/v1/projects').set(me.auth);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.projects.map((p: { id: string }) => p.id)).toEqual([shared.id, beta.id, alpha.id]);
    expect(all.body.data.projects[0]).toMatchObject({ role: 'editor' });
    expect(all.body.data.projects.map((p: { id: string }) => p.id)).not.toContain(hidden.id);

    const byName = await app().request.get('/v1/projects?sort=name').set(me.auth);
    expect(byName.body.data.projects.map((p: { name: string }) => p.name)).toEqual(['Alpha kit', 'beta System', 'Gamma shared']);
    const byNameDesc = await app().request.get('/v1/projects?sort=name&direction=desc').set(me.auth);
    expect(byNameDesc.body.data.projects.map((p: { name: string }) => p.name)).toEqual([
      'Gamma shared',
      'beta System',
      'Alpha kit',
    ]);
    const oldest = await app().request.get('/v1/projects?sort=created&direction=asc').set(me.auth);
    expect(oldest.body.data.projects[0].id).toBe(alpha.id);

    const search = await app().request.get('/v1/projects?search=ALPHA').set(me.auth);
    expect(search.body.data).toMatchObject({ total: 1, projects: [{ id: alpha.id }] });
    const inDescription = await app().request.get('/v1/projects?search=dashboard').set(me.auth);
    expect(inDescription.body.data.projects.map((p: { id: string }) => p.id)).toEqual([beta.id]);
    const wildcard = await app()
      .request.get(`/v1/projects?search=${encodeURIComponent('100%')}`)
      .set(me.auth);
    expect(wildcard.body.data.total).toBe(1);
    const underscore = await app().request.get('/v1/projects?search=_').set(me.auth);
    expect(underscore.body.data.projects.map((p: { id: string }) => p.id)).toEqual([beta.id]);

    const page2 = await app().request.get('/v1/projects?page=2&page_size=2').set(me.auth);
    expect(page2.body.data.total).toBe(3);
    expect(page2.body.data.projects.map((p: { id: string }) => p.id)).toEqual([alpha.id]);
    const beyond = await app().request.get('/v1/projects?page=9').set(me.auth);
    expect(beyond.body.data).toEqual({ projects: [], total: 3 });
  });

  it('refuses bad queries with 422', async () => {
    const me = await createUser(app());
    for (const query of ['page_size=101', 'page=0', 'page=abc', 'sort=size', 'direction=up', `search=${'x'.repeat(201)}`]) {
      const response = await app().request.get(`/v1/projects?${query}`).set(me.auth);
      expect(response.status, query).toBe(422);
      expect(response.body.success).toBe(false);
    }
  });
});
