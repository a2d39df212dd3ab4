import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { addMember, createProjectAs } from './test-factories.ts';

/** Owned projects written straight to the table, to reach a plan's limit quickly. */
async function insertProjects(app: TestApp, userId: string, count: number): Promise<void> {
  const now = app.clock.now.toISOString();
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    user_id: userId,
    name: `Filler ${index}`,
    config: JSON.stringify({ schemaVersion: 2 }),
    tags: '[]',
    created_at: now,
    updated_at: now,
  }));
  await app.db('projects').insert(rows);
}

describeEachDatabase('projects: plan limits', (app) => {
  it('stops a free account at 3 projects, on create and on duplicate, naming the plan and the limit', async () => {
    const user = await createUser(app());
    const projects = [];
    for (let index = 0; index < 3; index += 1) projects.push(await createProjectAs(app(), user));
    const fourth = await app().request.post('/v1/projects').set(user.auth).send({ name: 'Fourth' });
    expect(fourth.status).toBe(403);
    expect(fourth.body.error).toEqual({
      code: 'PLAN_LIMIT',
      message: 'The Free plan allows 3 projects. Upgrade to create more.',
    });
    const copy = await app().request.post(`/v1/projects/${projects[0]?.id}/duplicate`).set(user.auth).send({});
    expect(copy.status).toBe(403);
    expect(copy.body.error.code).toBe('PLAN_LIMIT');
    expect(await app().db('projects').where({ user_id: user.id })).toHaveLength(3);

    // Deleting one frees a slot.
    await app().request.delete(`/v1/projects/${projects[0]?.id}`).set(user.auth);
    expect((await app().request.post('/v1/projects').set(user.auth).send({})).status).toBe(201);
  });

  it('does not count projects the user is only a team member of', async () => {
    const user = await createUser(app());
    const other = await createUser(app(), { subscription_plan: 'pro' });
    await insertProjects(app(), user.id, 2);
    for (let index = 0; index < 3; index += 1) {
      const shared = await createProjectAs(app(), other);
      await addMember(app(), shared.id, user.id, 'editor');
    }
    expect((await app().request.post('/v1/projects').set(user.auth).send({})).status).toBe(201);
  });

  it('allows 10 on early bird and 25 on pro', async () => {
    for (const [plan, limit, name] of [
      ['earlybird', 10, 'Early Bird'],
      ['pro', 25, 'Pro'],
    ] as const) {
      const user = await createUser(app(), { subscription_plan: plan });
      await insertProjects(app(), user.id, limit - 1);
      expect((await app().request.post('/v1/projects').set(user.auth).send({})).status).toBe(201);
      const over = await app().request.post('/v1/projects').set(user.auth).send({});
      expect(over.status).toBe(403);
      expect(over.body.error.message).toBe(`The ${name} plan allows ${limit} projects. Upgrade to create more.`);
    }
  });

  it('has no limit on lifetime, enterprise and demo accounts', async () => {
    for (const fields of [{ subscription_plan: 'lifetime' }, { subscription_plan: 'enterprise' }, { is_demo: true }]) {
      const user = await createUser(app(), fields);
      await insertProjects(app(), user.id, 40);
      const created = await app().request.post('/v1/projects').set(user.auth).send({});
      expect(created.status, JSON.stringify(fields)).toBe(201);
      expect((await app().request.post(`/v1/projects/${created.body.data.id}/duplicate`).set(user.auth).send({})).status).toBe(
        201,
      );
    }
  });

  it('treats an unknown stored plan as free', async () => {
    const user = await createUser(app(), { subscription_plan: 'platinum' });
    await insertProjects(app(), user.id, 3);
    const over = await app().request.post('/v1/projects').set(user.auth).send({});
    expect(over.status).toBe(403);
    expect(over.body.error.message).toContain('Free plan');
  });

  it('cannot be overshot by simultaneous creates', async () => {
    const user = await createUser(app());
    const results = await Promise.all(
      Array.from({ length: 6 }, () => app().request.post('/v1/projects').set(user.auth).send({})),
    );
    expect(results.filter((response) => response.status === 201)).toHaveLength(3);
    expect(results.filter((response) => response.status === 403)).toHaveLength(3);
    expect(await app().db('projects').where({ user_id: user.id })).toHaveLength(3);
  });
});
