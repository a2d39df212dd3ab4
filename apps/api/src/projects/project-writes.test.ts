import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { addMember, createProjectAs } from './test-factories.ts';

describeEachDatabase('projects: update, delete, duplicate', (app) => {
  it('changes only the fields sent, bumping revision, updated_at and last_edited_at', async () => {
    const user = await createUser(app());
    const created = await createProjectAs(app(), user, { name: 'Before', tags: ['keep'] });
    app().clock.advance(60_000);
    const response = await app().request.put(`/v1/projects/${created.id}`).set(user.auth).send({ name: 'After', revision: 1 });
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    const later = app().clock.now.toISOString();
    expect(response.body.data).toEqual({ ...created, name: 'After', revision: 2, updated_at: later, last_edited_at: later });
    const reread = await app().request.get(`/v1/projects/${created.id}`).set(user.auth);
    expect(reread.body.data).toEqual({ ...response.body.data, export_allowance: { all_formats: false, all_components: false } });
  });

  it('validates a new config with core, keeps component_count in step, and reads a bare components list', async () => {
    const user = await createUser(app());
    const created = await createProjectAs(app(), user, { template_id: 'corporate-professional' });
    const config = {
      ...created.config,
      components: [
        { id: 'a', componentId: 'button' },
        { id: 'b', componentId: 'input' },
      ],
    };
    const first = await app().request.put(`/v1/projects/${created.id}`).set(user.auth).send({ config, revision: 1 });
    expect(first.status).toBe(200);
    expect(first.body.data.component_count).toBe(2);
    const row = await app().db('projects').where({ id: created.id }).first();
    expect(row.component_count).toBe(2);

    // Spec section 7: the client may send "the components as a JSON string"; the rest of the design is kept.
    const components = JSON.stringify([{ id: 'z', config: { id: 'card' }, customProps: {} }]);
    const second = await app().request.put(`/v1/projects/${created.id}`).set(user.auth).send({ config: components, revision: 2 });
    expect(second.status).toBe(200);
    expect(second.body.data.config.components).toEqual([{ id: 'z', componentId: 'card', props: {} }]);
    expect(second.body.data.config.template).toEqual(created.config.template);
    expect(second.body.data.component_count).toBe(1);

    const bad = await app()
      .request.put(`/v1/projects/${created.id}`)
      .set(user.auth)
      .send({ config: { ...config, radius: { base: -1 } }, revision: 3 });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details).toEqual([{ field: 'config.radius.base', message: 'must not be negative' }]);
    const duplicateIds = await app()
      .request.put(`/v1/projects/${created.id}`)
      .set(user.auth)
      .send({
        config: {
          ...config,
          components: [
            { id: 'a', componentId: 'button' },
            { id: 'a', componentId: 'card' },
          ],
        },
        revision: 3,
      });
    expect(duplicateIds.status).toBe(422);
    expect(duplicateIds.body.error.message).toContain('duplicate component id "a"');
    expect((await app().db('projects').where({ id: created.id }).first()).revision).toBe(3);
  });

  it('toggles visibility for the owner, giving and removing the shareable link', async () => {
    const user = await createUser(app());
    const created = await createProjectAs(app(), user);
    const shown = await app().request.put(`/v1/projects/${created.id}`).set(user.auth).send({ is_public: true, revision: 1 });
    expect(shown.body.data).toMatchObject({ is_public: true, shareable_link: `http://kitsmith.test/p/${created.id}` });
    const hidden = await app().request.put(`/v1/projects/${created.id}`).set(user.auth).send({ is_public: false, revision: 2 });
    expect(hidden.body.data).toMatchObject({ is_public: false, shareable_link: null, revision: 3 });
  });

  it('accepts an update without a revision (spec section 7), and refuses one without changes (422) or with bad fields (422)', async () => {
    const user = await createUser(app());
    const created = await createProjectAs(app(), user);
    const noRevision = await app().request.put(`/v1/projects/${created.id}`).set(user.auth).send({ name: 'X' });
    expect(noRevision.status).toBe(200);
    expect(noRevision.body.data).toMatchObject({ name: 'X', revision: 2 });
    const nothing = await app().request.put(`/v1/projects/${created.id}`).set(user.auth).send({ revision: 2 });
    expect(nothing.status).toBe(422);
    expect(nothing.body.error.message).toContain('Nothing to change');
    const badName = await app().request.put(`/v1/projects/${created.id}`).set(user.auth).send({ name: '  ', revision: 2 });
    expect(badName.status).toBe(422);
    const badRevision = await app().request.put(`/v1/projects/${created.id}`).set(user.auth).send({ name: 'X', revision: 'one' });
    expect(badRevision.status).toBe(422);
    const nullConfig = await app().request.put(`/v1/projects/${created.id}`).set(user.auth).send({ config: null, revision: 2 });
    expect(nullConfig.status).toBe(422);
    expect((await app().db('projects').where({ id: created.id }).first()).name).toBe('X');
  });

  it('lets an editor change the design but not its visibility', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const editor = await createUser(app());
    const created = await createProjectAs(app(), owner);
    await addMember(app(), created.id, editor.id, 'editor');
    const edit = await app()
      .request.put(`/v1/projects/${created.id}`)
      .set(editor.auth)
      .send({ description: 'Edited', revision: 1 });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ description: 'Edited', role: 'editor' });
    const visibility = await app()
      .request.put(`/v1/projects/${created.id}`)
      .set(editor.auth)
      .send({ is_public: true, revision: 2 });
    expect(visibility.status).toBe(403);
    expect(visibility.body.error.message).toContain('owner or an admin');
    expect((await app().db('projects').where({ id: created.id }).first()).revision).toBe(2);
  });

  it('deletes for the owner only, with the team going too', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const admin = await createUser(app());
    const created = await createProjectAs(app(), owner);
    await addMember(app(), created.id, admin.id, 'admin');
    const refused = await app().request.delete(`/v1/projects/${created.id}`).set(admin.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only the project owner can do this.');
    const deleted = await app().request.delete(`/v1/projects/${created.id}`).set(owner.auth);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: created.id, deleted: true });
    expect((await app().request.get(`/v1/projects/${created.id}`).set(owner.auth)).status).toBe(404);
    expect(await app().db('project_members').where({ project_id: created.id })).toHaveLength(0);
    expect((await app().request.delete(`/v1/projects/${created.id}`).set(owner.auth)).status).toBe(404);
  });

  it('duplicates into a private copy owned by the caller', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const viewer = await createUser(app());
    const source = await createProjectAs(app(), owner, {
      name: 'Source',
      template_id: 'modern-glassmorphism',
      is_public: true,
      config: { schemaVersion: 2, components: [{ id: 'a', componentId: 'button' }] },
    });
    const copy = await app().request.post(`/v1/projects/${source.id}/duplicate`).set(owner.auth).send({});
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({
      name: 'Source (copy)',
      user_id: owner.id,
      is_public: false,
      shareable_link: null,
      revision: 1,
      role: 'owner',
      component_count: 1,
      description: source.description,
    });
    expect(copy.body.data.id).not.toBe(source.id);
    expect(copy.body.data.config).toEqual(source.config);

    await addMember(app(), source.id, viewer.id, 'viewer');
    const named = await app().request.post(`/v1/projects/${source.id}/duplicate`).set(viewer.auth).send({ name: 'Mine now' });
    expect(named.status).toBe(201);
    expect(named.body.data).toMatchObject({ name: 'Mine now', user_id: viewer.id, role: 'owner' });
    const bad = await app().request.post(`/v1/projects/${source.id}/duplicate`).set(viewer.auth).send({ name: '' });
    expect(bad.status).toBe(422);
  });
});
