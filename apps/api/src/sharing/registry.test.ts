import { registryItemSchema } from 'shadcn/schema';
import { expect, it } from 'vitest';
import { addMember, createProjectAs } from '../projects/test-factories.ts';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { REGISTRY_NOT_FOUND } from './registry.ts';

const config = { schemaVersion: 2, theme: { primaryColor: '#0f766e', mode: 'light' }, components: [] };

async function personalToken(app: TestApp, user: Awaited<ReturnType<typeof createUser>>, scopes: string[]): Promise<Record<string, string>> {
  const response = await app.request.post('/v1/tokens').set(user.auth).send({ name: 'shadcn', scopes });
  expect(response.status).toBe(201);
  return { Authorization: `Bearer ${response.body.data.token as string}` };
}

describeEachDatabase('sharing: the shadcn registry item', (app) => {
  it('serves a public project to anyone as a registry:theme item that shadcn’s own schema accepts', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: 'Teal Kit', description: 'Our brand', config, is_public: true });
    const response = await app().request.get(`/r/${project.id}.json`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const item = registryItemSchema.parse(response.body);
    expect(item).toMatchObject({ name: 'teal-kit', type: 'registry:theme', title: 'Teal Kit', description: 'Our brand' });
    expect(Object.keys(item.cssVars?.light ?? {})).toEqual(expect.arrayContaining(['background', 'primary', 'primary-foreground', 'radius']));
    expect(Object.keys(item.cssVars?.dark ?? {})).toEqual(expect.arrayContaining(['background', 'primary']));
    expect(item.cssVars?.theme).toMatchObject({ 'color-primary': 'var(--primary)' });
    // The high-contrast schemes ride in css (the schema keeps nothing but theme, light and dark in cssVars), intact.
    expect(item).toEqual(response.body);
    const highContrast = item.css?.['@media (prefers-contrast: more)'] as Record<string, Record<string, string>> | undefined;
    expect(Object.keys(highContrast ?? {})).toEqual([':root', '.dark']);
    expect(highContrast?.[':root']?.['--primary']).toMatch(/^oklch\(/);
    expect(item.css?.['.dark.high-contrast']).toEqual(highContrast?.['.dark']);
    expect(JSON.stringify(response.body)).not.toContain(owner.email);
  });

  it('answers 304 for the current ETag and a new item after the design changes', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: 'Changing', config, is_public: true });
    const first = await app().request.get(`/r/${project.id}.json`);
    const again = await app().request.get(`/r/${project.id}.json`).set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    const updated = await app()
      .request.put(`/v1/projects/${project.id}`)
      .set(owner.auth)
      .send({ config: { ...config, theme: { primaryColor: '#b91c1c', mode: 'light' } } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const after = await app().request.get(`/r/${project.id}.json`).set('If-None-Match', first.headers.etag as string);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.body.cssVars.light.primary).not.toBe(first.body.cssVars.light.primary);
  });

  it('serves a private project only with a read token of someone on its team; else the same 404 as an unknown id', async () => {
    const owner = await createUser(app());
    const viewer = await createUser(app());
    const stranger = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: 'Secret', config });
    await addMember(app(), project.id, viewer.id, 'viewer');
    const url = `/r/${project.id}.json`;

    for (const user of [owner, viewer]) {
      const response = await app().request.get(url).set(await personalToken(app(), user, ['read']));
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(registryItemSchema.parse(response.body).title).toBe('Secret');
    }

    const unknown = await app().request.get('/r/00000000-0000-4000-8000-000000000000.json');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'NOT_FOUND', message: REGISTRY_NOT_FOUND });
    for (const headers of [{}, await personalToken(app(), stranger, ['read'])]) {
      const response = await app().request.get(url).set(headers);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(unknown.body);
    }
  });

  it('says what is wrong with a token that does not authenticate or cannot read, whatever the project', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: 'Open', config, is_public: true });
    const revoked = await app().request.get(`/r/${project.id}.json`).set({ Authorization: 'Bearer ks_pat_not-a-real-token' });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toEqual({ error: 'UNAUTHORIZED', message: expect.stringMatching(/invalid, expired or revoked/) });
    await app().db('personal_access_tokens').where({ user_id: owner.id }).delete();
    const { Authorization } = await personalToken(app(), owner, ['read']);
    await app().db('personal_access_tokens').where({ user_id: owner.id }).update({ scopes: '' });
    const scopeless = await app().request.get(`/r/${project.id}.json`).set({ Authorization });
    expect(scopeless.status).toBe(403);
    expect(scopeless.body).toEqual({ error: 'TOKEN_SCOPE', message: expect.stringMatching(/read scope/) });
  });

  it('answers a malformed id, or another method, without reaching the database', async () => {
    const malformed = await app().request.get('/r/..%2F..%2Fetc.json');
    expect(malformed.status).toBe(404);
    expect(malformed.body).toEqual({ error: 'NOT_FOUND', message: REGISTRY_NOT_FOUND });
    const posted = await app().request.post('/r/abc.json');
    expect(posted.status).toBe(404);
  });
});
