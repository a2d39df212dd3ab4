import { expect, it } from 'vitest';
import { createTeam } from '../projects/test-factories.ts';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { addTestMember, insertTestProject } from './project-fixture.ts';

describeEachDatabase('exports: POST /projects/:id/export', (app) => {
  it('exports the project’s design, stores it and answers paths and sizes with 201', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const project = await insertTestProject(app(), owner.id);
    const response = await app()
      .request.post(`/v1/projects/${project.id}/export`)
      .set(owner.auth)
      .send({ formats: ['css', 'react', 'css'] });
    expect(response.status).toBe(201);
    const data = response.body.data;
    expect(data).toMatchObject({
      project_id: project.id,
      project_name: 'Acme UI',
      formats: ['css', 'react'],
      created_at: app().clock.now.toISOString(),
    });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    const paths = data.files.map((file: { path: string }) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'css/tokens.css',
        'css/components.css',
        'react/Button.tsx',
        'react/Card.tsx',
        'react/index.ts',
      ]),
    );
    expect(data.file_count).toBe(paths.length);
    expect(
      data.files.every((file: { size: number; contents?: string }) => file.size > 0 && file.contents === undefined),
    ).toBe(true);

    const row = await app().db('exports').where({ id: data.id }).first();
    expect(row).toMatchObject({ user_id: owner.id, project_id: project.id, file_count: paths.length });
    const count = await app().db('exports').where({ user_id: owner.id }).count({ n: '*' }).first();
    expect(Number(count?.n)).toBe(1);
  });

  it('uses the design’s own props in the exported code', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const project = await insertTestProject(app(), owner.id);
    const created = await app()
      .request.post(`/v1/projects/${project.id}/export`)
      .set(owner.auth)
      .send({ formats: ['react'] });
    const detail = await app().request.get(`/v1/exports/${created.body.data.id}`).set(owner.auth);
    const button = detail.body.data.files.find((file: { path: string }) => file.path === 'react/Button.tsx');
    expect(button.contents).toContain('Buy now');
  });

  it('exports chosen components, or the whole catalogue with "all"', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const project = await insertTestProject(app(), owner.id);
    const chosen = await app()
      .request.post(`/v1/projects/${project.id}/export`)
      .set(owner.auth)
      .send({ formats: ['vue'], components: ['tabs'] });
    expect(chosen.status).toBe(201);
    expect(chosen.body.data.files.map((file: { path: string }) => file.path).sort()).toEqual([
      'vue/Tabs.vue',
      'vue/index.ts',
    ]);

    const all = await app()
      .request.post(`/v1/projects/${project.id}/export`)
      .set(owner.auth)
      .send({ formats: ['react'], components: 'all' });
    expect(all.status).toBe(201);
    expect(all.body.data.file_count).toBeGreaterThan(50);
  });

  it('formats the files in the caller’s code style', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const project = await insertTestProject(app(), owner.id);
    const exportOf = async (style?: object) => {
      const created = await app()
        .request.post(`/v1/projects/${project.id}/export`)
        .set(owner.auth)
        .send({ formats: ['react'], components: ['button'], ...(style ? { style } : {}) });
      expect(created.status).toBe(201);
      const detail = await app().request.get(`/v1/exports/${created.body.data.id}`).set(owner.auth);
      return detail.body.data.files.find((file: { path: string }) => file.path === 'react/Button.tsx')
        .contents as string;
    };
    const plain = await exportOf();
    const styled = await exportOf({ singleQuote: true, semi: false, tabWidth: 4 });
    expect(plain).toMatch(/from "react";/);
    expect(styled).toMatch(/from 'react'\n/);
  });

  it('writes css/tokens.css with light-dark() when asked, and refuses an unknown way with 422', async () => {
    const owner = await createUser(app());
    const project = await insertTestProject(app(), owner.id);
    const tokensOf = async (schemeSwitch?: string) => {
      const created = await app()
        .request.post(`/v1/projects/${project.id}/export`)
        .set(owner.auth)
        .send({ formats: ['css'], ...(schemeSwitch ? { schemeSwitch } : {}) });
      expect(created.status).toBe(201);
      const detail = await app().request.get(`/v1/exports/${created.body.data.id}`).set(owner.auth);
      return detail.body.data.files.find((file: { path: string }) => file.path === 'css/tokens.css').contents as string;
    };
    expect(await tokensOf()).toContain('[data-theme="dark"] {\n  --background:');
    const oneBlock = await tokensOf('light-dark');
    expect(oneBlock).toContain('  --background: light-dark(');
    expect(oneBlock).not.toContain('[data-theme="dark"] {\n  --background:');
    const refused = await app().request.post(`/v1/projects/${project.id}/export`).set(owner.auth).send({ formats: ['css'], schemeSwitch: 'media' });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.error)).toContain('must be one of: selectors, light-dark');
  });

  it('lets a team member who can read the project export it', async () => {
    const owner = await createUser(app());
    const viewer = await createUser(app());
    const project = await insertTestProject(app(), owner.id);
    await addTestMember(app(), project.id, viewer.id, 'viewer');
    const response = await app()
      .request.post(`/v1/projects/${project.id}/export`)
      .set(viewer.auth)
      .send({ formats: ['dtcg'] });
    expect(response.status).toBe(201);
    const row = await app().db('exports').where({ id: response.body.data.id }).first();
    expect(row.user_id).toBe(viewer.id);
  });

  it('exports a project made through the API for every team role, and 404 for a stranger', async () => {
    const team = await createTeam(app(), {
      template_id: 'bold-creative',
      config: { schemaVersion: 2, components: [{ id: 'b1', componentId: 'button', props: {} }] },
    });
    for (const member of [team.owner, team.admin, team.editor, team.viewer]) {
      const response = await app()
        .request.post(`/v1/projects/${team.project.id}/export`)
        .set(member.auth)
        .send({ formats: ['css'] });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
    const css = await app()
      .request.post(`/v1/projects/${team.project.id}/export`)
      .set(team.owner.auth)
      .send({ formats: ['css'] });
    const detail = await app().request.get(`/v1/exports/${css.body.data.id}`).set(team.owner.auth);
    const tokens = detail.body.data.files.find((file: { path: string }) => file.path === 'css/tokens.css');
    expect(tokens.contents.toLowerCase()).toContain('#e11d48'); // the template's primary colour
    const stranger = await app()
      .request.post(`/v1/projects/${team.project.id}/export`)
      .set(team.stranger.auth)
      .send({ formats: ['css'] });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe('Project not found.');
  });

  it('answers 404 for someone else’s project and for an unknown one, storing nothing', async () => {
    const owner = await createUser(app());
    const stranger = await createUser(app());
    const project = await insertTestProject(app(), owner.id);
    for (const id of [project.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await app()
        .request.post(`/v1/projects/${id}/export`)
        .set(stranger.auth)
        .send({ formats: ['css'] });
      expect(response.status).toBe(404);
      expect(response.body.error).toEqual({ code: 'NOT_FOUND', message: 'Project not found.' });
    }
    expect(await app().db('exports').where({ user_id: stranger.id })).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    const owner = await createUser(app());
    const project = await insertTestProject(app(), owner.id);
    const response = await app()
      .request.post(`/v1/projects/${project.id}/export`)
      .send({ formats: ['css'] });
    expect(response.status).toBe(401);
  });

  it('refuses missing, empty and unknown formats with 422', async () => {
    const owner = await createUser(app());
    const project = await insertTestProject(app(), owner.id);
    const post = (body: unknown) =>
      app()
        .request.post(`/v1/projects/${project.id}/export`)
        .set(owner.auth)
        .send(body as object);

    const missing = await post({});
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toContain('formats');

    const empty = await post({ formats: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toContain('Choose at least one export format');

    const unknown = await post({ formats: ['css', 'pdf'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toContain('formats.1: must be one of: css, scss, tailwind');

    const notList = await post({ formats: 'css' });
    expect(notList.status).toBe(422);
  });

  it('refuses unknown components and bad styles with 422', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const project = await insertTestProject(app(), owner.id);
    const post = (body: object) => app().request.post(`/v1/projects/${project.id}/export`).set(owner.auth).send(body);

    const unknown = await post({ formats: ['react'], components: ['button', 'hologram'] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe('UNKNOWN_COMPONENT');
    expect(unknown.body.error.message).toContain('"hologram"');
    expect(unknown.body.error.details.suggestion).toContain('catalogue id');

    const badSelection = await post({ formats: ['react'], components: 'some' });
    expect(badSelection.status).toBe(422);
    expect(badSelection.body.error.message).toContain('must be "all" or a list of component ids');

    const badStyle = await post({ formats: ['css'], style: { printWidth: 5000 } });
    expect(badStyle.status).toBe(422);
    expect(badStyle.body.error.message).toContain('style.printWidth: must be at most 200');

    const typo = await post({ formats: ['css'], style: { singlequote: true } });
    expect(typo.status).toBe(422);
    expect(typo.body.error.message).toContain('singleQuote');

    expect(await app().db('exports').where({ user_id: owner.id })).toHaveLength(0);
  });

  it('answers 422, not 500, when the stored design cannot be read', async () => {
    const owner = await createUser(app());
    const broken = await insertTestProject(app(), owner.id, {
      config: { schemaVersion: 2, typography: { baseSize: 1 } },
    });
    const response = await app()
      .request.post(`/v1/projects/${broken.id}/export`)
      .set(owner.auth)
      .send({ formats: ['css'] });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('INVALID_DESIGN_SYSTEM');
  });
});
