import type { PublicProjectResponse } from '@kitsmith/contract';
import { findComponent, PALETTE_NAMES, PALETTE_STEPS, parseDesignSystem, resolveTokens } from '@kitsmith/core';
import { expect, it } from 'vitest';
import { createProjectAs } from '../projects/test-factories.ts';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';

const config = {
  schemaVersion: 2,
  theme: { primaryColor: '#112233', mode: 'dark' },
  typography: { headingFamily: 'Fraunces, ui-serif, Georgia, serif' },
  components: [
    { id: 'hero-button', componentId: 'button', customName: 'Call to action' },
    { id: 'c2', componentId: 'card' },
  ],
};

describeEachDatabase('sharing: the public page', (app) => {
  it('shows a public project to anyone, with public fields only', async () => {
    const owner = await createUser(app(), { email: `secret-owner-${Date.now()}@example.com`, full_name: 'Secret Name' });
    const project = await createProjectAs(app(), owner, { name: 'Open kit', description: 'For all', config, is_public: true });
    const response = await app().request.get(`/v1/projects/${project.id}/public`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const button = findComponent('button');
    const card = findComponent('card');
    expect(response.body).toEqual({
      success: true,
      data: {
        id: project.id,
        name: 'Open kit',
        description: 'For all',
        created_at: project.created_at,
        updated_at: project.updated_at,
        component_count: 2,
        version: '1.0.0',
        components: [
          {
            id: 'hero-button',
            component_id: 'button',
            name: 'Call to action',
            description: button?.description,
            category: button?.category,
            tags: button?.tags,
          },
          {
            id: 'c2',
            component_id: 'card',
            name: card?.name,
            description: card?.description,
            category: card?.category,
            tags: card?.tags,
          },
        ],
        theme: { ...project.config.theme, primaryColor: '#112233', mode: 'dark' },
        typography: {
          headingFamily: 'Fraunces, ui-serif, Georgia, serif',
          bodyFamily: project.config.typography.bodyFamily,
          monoFamily: project.config.typography.monoFamily,
        },
        changelog: '',
        design: expect.any(Object),
      },
    });
    const text = JSON.stringify(response.body);
    for (const secret of [owner.id, owner.email, 'Secret Name', 'user_id', 'email', 'is_public', 'revision', 'props']) {
      expect(text).not.toContain(secret);
    }
    // Signed in or not, the same answer.
    const signedIn = await app()
      .request.get(`/v1/projects/${project.id}/public`)
      .set((await createUser(app())).auth);
    expect(signedIn.body).toEqual(response.body);
  });

  it('carries the design as the page draws it: custom properties, colour scales, semantic colours with contrast levels, scales', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { config, is_public: true });
    const { design } = (await app().request.get(`/v1/projects/${project.id}/public`)).body.data as PublicProjectResponse;
    const tokens = resolveTokens(parseDesignSystem(config));
    const primary = design.palettes.find((palette) => palette.name === 'primary');
    expect(primary?.steps.map((step) => step.step)).toEqual(PALETTE_STEPS.map(String));
    expect(design.palettes.map((palette) => palette.name)).toEqual(PALETTE_NAMES.filter((name: string) => name !== 'base'));
    // The theme's primary colour is one step of its scale, and the page's --primary points into that scale.
    expect(primary?.steps.map((step) => step.value)).toContain('#112233');
    expect(design.properties.light['--primary']).toMatch(/^var\(--palette-primary-\d+\)$/);
    expect(design.properties.shared['--font-family-heading']).toContain('Fraunces');
    const lightBackground = design.semantic.light.find((entry) => entry.name === 'background')?.value;
    const darkBackground = design.semantic.dark.find((entry) => entry.name === 'background')?.value;
    expect(lightBackground).toMatch(/^#[0-9a-f]{6}$/);
    expect(darkBackground).not.toBe(lightBackground);
    // Each text pair of the resolver's report in light and dark (the page's schemes) with the WCAG level of its ratio.
    const texts = tokens.report.filter((decision) => !decision.graphic && (decision.mode === 'light' || decision.mode === 'dark'));
    expect(design.contrast).toHaveLength(texts.length);
    for (const pair of design.contrast) {
      expect(pair.level).toBe(pair.ratio >= 7 ? 'AAA' : pair.ratio >= 4.5 ? 'AA' : 'fail');
    }
    // The heading stack's catalogue font, named and with its stylesheet on this server.
    expect(design.fonts.headingFamily).toEqual({ family: 'Fraunces', stylesheet: '/fonts/fraunces.css' });
    expect(design.type_scale.map((step) => step.name)).toContain('base');
    expect(design.spacing.find((step) => step.name === '4')?.value).toBe('1rem');
    expect(design.radius.map((step) => step.name)).toContain('md');
    expect(design.shadows.map((step) => step.name)).toContain('lg');
  });

  it('answers 404 with the spec’s message for private and unknown projects', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner);
    for (const id of [project.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await app().request.get(`/v1/projects/${id}/public`).set(owner.auth);
      expect(response.status).toBe(404);
      expect(response.body.error).toEqual({ code: 'NOT_FOUND', message: 'Project not found or is not public' });
    }
  });

  it('answers 304 to a caller holding the current ETag, and a new ETag and body after an update', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: 'Before', is_public: true });
    const url = `/v1/projects/${project.id}/public`;
    const first = await app().request.get(url);
    const etag = first.headers.etag as string;
    const notModified = await app().request.get(url).set('If-None-Match', etag);
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect((await app().request.get(url).set('If-None-Match', `"other", W/${etag}`)).status).toBe(304);
    expect((await app().request.get(url).set('If-None-Match', '"other"')).status).toBe(200);

    const put = await app().request.put(`/v1/projects/${project.id}`).set(owner.auth).send({ name: 'After', revision: 1 });
    expect(put.status).toBe(200);
    const changed = await app().request.get(url).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.body.data.name).toBe('After');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('is gone at once when made private or deleted, and back when made public again', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { is_public: true });
    const url = `/v1/projects/${project.id}/public`;
    expect((await app().request.get(url)).status).toBe(200);
    await app().request.post(`/v1/projects/${project.id}/share`).set(owner.auth).send({ is_public: false });
    expect((await app().request.get(url)).status).toBe(404);
    await app().request.post(`/v1/projects/${project.id}/share`).set(owner.auth).send({ is_public: true });
    expect((await app().request.get(url)).status).toBe(200);
    await app().request.put(`/v1/projects/${project.id}`).set(owner.auth).send({ is_public: false, revision: 3 });
    expect((await app().request.get(url)).status).toBe(404);
    await app().request.put(`/v1/projects/${project.id}`).set(owner.auth).send({ is_public: true, revision: 4 });
    expect((await app().request.get(url)).status).toBe(200);
    await app().request.delete(`/v1/projects/${project.id}`).set(owner.auth);
    expect((await app().request.get(url)).status).toBe(404);
  });

  it('serves from memory, re-reading within seconds a change made outside this API', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: 'Cached', is_public: true });
    const url = `/v1/projects/${project.id}/public`;
    await app().request.get(url);
    await app()
      .db('projects')
      .where({ id: project.id })
      .update({
        name: 'Changed elsewhere',
        config: JSON.stringify({ schemaVersion: 2, components: [{ id: 'x', componentId: 'no-such-component' }] }),
      });
    expect((await app().request.get(url)).body.data.name).toBe('Cached');
    app().clock.advance(5_000);
    const fresh = await app().request.get(url);
    expect(fresh.body.data.name).toBe('Changed elsewhere');
    expect(fresh.body.data.components).toEqual([
      {
        id: 'x',
        component_id: 'no-such-component',
        name: 'Unknown Component',
        description: 'Component description',
        category: 'layout',
        tags: [],
      },
    ]);
  });

  it('shows the current version and the changelog of the named versions, fresh after a save or a new message', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const project = await createProjectAs(app(), owner, { name: 'Released', config, is_public: true });
    const url = `/v1/projects/${project.id}/public`;
    const first = await app().request.get(url);
    expect(first.body.data).toMatchObject({ version: '1.0.0', changelog: '' });

    await app().request.post(`/v1/projects/${project.id}/versions`).set(owner.auth).send({ message: 'First release', bump: 'minor' }).expect(201);
    const released = await app().request.get(url).set('If-None-Match', first.headers.etag as string);
    expect(released.status).toBe(200);
    expect(released.body.data.version).toBe('1.1.0');
    expect(released.body.data.changelog).toContain('1.1.0');
    expect(released.body.data.changelog).toContain('First release');

    await app().request.patch(`/v1/projects/${project.id}/versions/1.1.0`).set(owner.auth).send({ message: 'Launch day' }).expect(200);
    const renamed = await app().request.get(url).set('If-None-Match', released.headers.etag as string);
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.changelog).toContain('Launch day');
    expect(renamed.body.data.changelog).not.toContain('First release');
    const signedIn = await app().request.get(`/v1/projects/${project.id}/versions/changelog`).set(owner.auth);
    expect(signedIn.body.data).toEqual({ version: '1.1.0', markdown: renamed.body.data.changelog });
  });
});
