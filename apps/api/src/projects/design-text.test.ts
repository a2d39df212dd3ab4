// Free text in a design, through the API: what core's model refuses is a 422 naming the field; what an older
// version stored before those rules is read mended (never an empty design, never a 500) and exports cleanly.
import { defaultDesignSystem } from '@kitsmith/core';
import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { createProjectAs } from './test-factories.ts';

const ATTACK = 'Inter; } body{background:url(https://evil.example/x)} :root{--x:y';

describeEachDatabase('free text in a project’s design', (app) => {
  it('refuses a font stack that is not one and a link that is not safe, naming the field', async () => {
    const user = await createUser(app(), { subscription_plan: 'pro' });
    const project = await createProjectAs(app(), user, { name: 'Fonts' });
    const font = await app()
      .request.put(`/v1/projects/${project.id}`)
      .set(user.auth)
      .send({ revision: project.revision, config: { schemaVersion: 2, typography: { headingFamily: ATTACK } } });
    expect(font.status).toBe(422);
    expect(font.body.error.details).toEqual([
      {
        field: 'config.typography.headingFamily',
        message: `must not contain ";" (in Inter; } body{background:url(https://evi…): a font stack is a comma-separated list of family names, each plain (Inter, system-ui) or quoted ("Helvetica Neue")`,
      },
    ]);
    const link = await app()
      .request.post('/v1/projects')
      .set(user.auth)
      .send({ config: { schemaVersion: 2, components: [{ id: 'l', componentId: 'link', props: { href: ' JavaScript:alert(1)' } }] } });
    expect(link.status).toBe(422);
    expect(link.body.error.details[0].field).toBe('config.components.0.props.href');
    expect(link.body.error.message).toContain('other schemes (javascript:, data:, vbscript:) are not allowed');
    // The same rules hold for a design sent as JSON text, whose NUL only appears once it is parsed.
    const text = await app()
      .request.put(`/v1/projects/${project.id}`)
      .set(user.auth)
      .send({ revision: project.revision, config: JSON.stringify({ schemaVersion: 2, components: [{ id: 'a', componentId: 'button', customName: 'x\u0000' }] }) });
    expect(text.status).toBe(422);
    expect(text.body.error.details).toEqual([{ field: 'config.components.0.customName', message: 'must not contain NUL characters or broken Unicode' }]);
  });

  it('reads a design stored before those rules mended, on the project, its public page and its export', async () => {
    const user = await createUser(app(), { subscription_plan: 'pro' });
    const project = await createProjectAs(app(), user, { name: 'Old project', is_public: true });
    const stored = {
      schemaVersion: 2,
      theme: { primaryColor: '#112233' },
      typography: { headingFamily: ATTACK, bodyFamily: "'Source Sans 3', sans-serif" },
      components: [
        { id: 'l', componentId: 'link', props: { href: 'javascript:alert(1)', label: 'Read the docs' } },
        { id: 'h', componentId: 'hero', props: { primaryHref: '/start', secondaryHref: 'data:text/html,x' } },
      ],
    };
    // As an older version wrote it, straight to the row (every write raises the revision, as every version's did).
    await app().db('projects').where({ id: project.id }).update({ config: JSON.stringify(stored), revision: project.revision + 1 });

    const read = await app().request.get(`/v1/projects/${project.id}`).set(user.auth);
    expect(read.status).toBe(200);
    const config = read.body.data.config;
    expect(config.theme.primaryColor).toBe('#112233');
    expect(config.typography.headingFamily).toBe(defaultDesignSystem.typography.headingFamily);
    expect(config.typography.bodyFamily).toBe("'Source Sans 3', sans-serif");
    expect(config.components).toEqual([
      { id: 'l', componentId: 'link', props: { label: 'Read the docs' } },
      { id: 'h', componentId: 'hero', props: { primaryHref: '/start' } },
    ]);

    const page = await app().request.get(`/v1/projects/${project.id}/public`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain('body{');

    const exported = await app().request.post(`/v1/projects/${project.id}/export`).set(user.auth).send({ formats: ['css', 'html', 'react'] });
    expect(exported.status, JSON.stringify(exported.body)).toBe(201);
    const detail = await app().request.get(`/v1/exports/${exported.body.data.id}`).set(user.auth);
    const files = detail.body.data.files as { path: string; contents: string }[];
    const all = files.map((file) => file.contents).join('\n');
    expect(files.find((file) => file.path === 'css/tokens.css')?.contents).not.toContain('body{');
    expect(all).not.toMatch(/javascript:|data:text\/html/i);

    // Saving it again stores the mended design, which the model accepts as it is.
    const saved = await app().request.put(`/v1/projects/${project.id}`).set(user.auth).send({ revision: read.body.data.revision, config });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
});
