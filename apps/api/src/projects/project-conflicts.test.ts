import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { addMember, createProjectAs } from './test-factories.ts';

describeEachDatabase('projects: no lost updates', (app) => {
  it('answers a stale save with 409 and the current project, then accepts the merged save', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const editor = await createUser(app());
    const created = await createProjectAs(app(), owner, { name: 'Shared' });
    await addMember(app(), created.id, editor.id, 'editor');

    // Both clients open revision 1.
    const a = (await app().request.get(`/v1/projects/${created.id}`).set(owner.auth)).body.data;
    const b = (await app().request.get(`/v1/projects/${created.id}`).set(editor.auth)).body.data;
    expect([a.revision, b.revision]).toEqual([1, 1]);

    const saveA = await app()
      .request.put(`/v1/projects/${created.id}`)
      .set(owner.auth)
      .send({ name: 'Renamed by A', revision: a.revision });
    expect(saveA.status).toBe(200);
    expect(saveA.body.data.revision).toBe(2);

    const staleB = await app()
      .request.put(`/v1/projects/${created.id}`)
      .set(editor.auth)
      .send({ description: 'Described by B', revision: b.revision });
    expect(staleB.status).toBe(409);
    expect(staleB.body.error.code).toBe('REVISION_CONFLICT');
    expect(staleB.body.error.message).toContain('revision 1');
    expect(staleB.body.error.details.current).toMatchObject({
      id: created.id,
      name: 'Renamed by A',
      revision: 2,
      role: 'editor',
    });
    // B's change was not written.
    expect((await app().db('projects').where({ id: created.id }).first()).description).toBe(created.description);

    const merged = await app()
      .request.put(`/v1/projects/${created.id}`)
      .set(editor.auth)
      .send({ description: 'Described by B', revision: staleB.body.error.details.current.revision });
    expect(merged.status).toBe(200);
    expect(merged.body.data).toMatchObject({ name: 'Renamed by A', description: 'Described by B', revision: 3 });
  });

  it('takes the revision from If-Match, and refuses a stale, malformed or contradictory one; If-Match: * only asks that the project exists', async () => {
    const user = await createUser(app());
    const created = await createProjectAs(app(), user);
    const ok = await app().request.put(`/v1/projects/${created.id}`).set(user.auth).set('If-Match', '"1"').send({ name: 'One' });
    expect(ok.status).toBe(200);
    expect(ok.headers.etag).toBe('"2"');
    const stale = await app()
      .request.put(`/v1/projects/${created.id}`)
      .set(user.auth)
      .set('If-Match', '"1"')
      .send({ name: 'Two' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.current.name).toBe('One');
    const malformed = await app().request.put(`/v1/projects/${created.id}`).set(user.auth).set('If-Match', 'revision-one').send({ name: 'Two' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toContain('If-Match');
    const both = await app()
      .request.put(`/v1/projects/${created.id}`)
      .set(user.auth)
      .set('If-Match', '"2"')
      .send({ name: 'Two', revision: 1 });
    expect(both.status).toBe(400);
    expect((await app().db('projects').where({ id: created.id }).first()).name).toBe('One');
    // Any revision will do: the change applies to the current one, as without a revision.
    const star = await app().request.put(`/v1/projects/${created.id}`).set(user.auth).set('If-Match', '*').send({ name: 'Three' });
    expect(star.status).toBe(200);
    expect(star.body.data).toMatchObject({ name: 'Three', revision: 3 });
  });

  it('applies a change sent without a revision to the current revision: the fields sent win, the rest stay', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const editor = await createUser(app());
    const created = await createProjectAs(app(), owner, { name: 'Shared', template_id: 'bold-creative' });
    await addMember(app(), created.id, editor.id, 'editor');

    // A saves on the revision it edited; B then sends only its changed fields, with no revision (spec section 7).
    const accent = { ...created.config, theme: { ...created.config.theme, accentColor: '#f97316' } };
    const saveA = await app().request.put(`/v1/projects/${created.id}`).set(owner.auth).send({ name: 'Renamed by A', config: accent, revision: 1 });
    expect(saveA.status).toBe(200);
    const saveB = await app().request.put(`/v1/projects/${created.id}`).set(editor.auth).send({ description: 'Described by B' });
    expect(saveB.status).toBe(200);
    expect(saveB.headers.etag).toBe('"3"');
    expect(saveB.body.data).toMatchObject({ name: 'Renamed by A', description: 'Described by B', revision: 3, role: 'editor' });
    expect(saveB.body.data.config.theme.accentColor).toBe('#f97316');

    // A bare component list without a revision replaces the components of the design as it is now.
    const components = JSON.stringify([{ id: 'z', componentId: 'card' }]);
    const listB = await app().request.put(`/v1/projects/${created.id}`).set(editor.auth).send({ config: components });
    expect(listB.status).toBe(200);
    expect(listB.body.data.config.components).toEqual([{ id: 'z', componentId: 'card', props: {} }]);
    expect(listB.body.data.config.theme.accentColor).toBe('#f97316');
    expect(listB.body.data.component_count).toBe(1);
    const row = await app().db('projects').where({ id: created.id }).first();
    expect([row.name, row.description, row.revision, row.component_count]).toEqual(['Renamed by A', 'Described by B', 4, 1]);

    // A revision sent still guards: a stale one is refused, in the body or as If-Match.
    const stale = await app().request.put(`/v1/projects/${created.id}`).set(owner.auth).send({ name: 'Late', revision: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.current.revision).toBe(4);
    const staleHeader = await app().request.put(`/v1/projects/${created.id}`).set(owner.auth).set('If-Match', '"3"').send({ name: 'Late' });
    expect(staleHeader.status).toBe(409);
    expect((await app().db('projects').where({ id: created.id }).first()).name).toBe('Renamed by A');
  });

  it('lands every one of several simultaneous saves sent without a revision, one revision each', async () => {
    const user = await createUser(app());
    const created = await createProjectAs(app(), user);
    const results = await Promise.all(
      ['First', 'Second', 'Third', 'Fourth'].map((name) => app().request.put(`/v1/projects/${created.id}`).set(user.auth).send({ name })),
    );
    expect(results.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(results.map((response) => response.body.data.revision).sort()).toEqual([2, 3, 4, 5]);
    const row = await app().db('projects').where({ id: created.id }).first();
    expect(row.revision).toBe(5);
    expect(row.name).toBe(results.find((response) => response.body.data.revision === 5)?.body.data.name);
  });

  it('lets exactly one of two simultaneous saves of the same revision win', async () => {
    const user = await createUser(app());
    const created = await createProjectAs(app(), user);
    const results = await Promise.all(
      ['First', 'Second', 'Third'].map((name) =>
        app().request.put(`/v1/projects/${created.id}`).set(user.auth).send({ name, revision: 1 }),
      ),
    );
    const statuses = results.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = results.find((response) => response.status === 200);
    const row = await app().db('projects').where({ id: created.id }).first();
    expect(row.name).toBe(winner?.body.data.name);
    expect(row.revision).toBe(2);
  });
});
