import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { basicComponentIds } from '@kitsmith/contract';
import { componentCatalogue } from '@kitsmith/core';
import { insertTestProject } from '../exports/project-fixture.ts';
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

  it('lets the free plan export CSS, Tailwind, shadcn/ui and DTCG of the basic components, and refuses the rest naming plan and upgrade', async () => {
    const user = await createUser(app());
    const basic = await insertTestProject(app(), user.id);
    const exportOf = (projectId: string, body: object) => app().request.post(`/v1/projects/${projectId}/export`).set(user.auth).send(body);
    expect((await exportOf(basic.id, { formats: ['css', 'tailwind', 'shadcn', 'dtcg'] })).status).toBe(201);

    const react = await exportOf(basic.id, { formats: ['css', 'react', 'vue'] });
    expect(react.status).toBe(403);
    expect(react.body.error).toEqual({
      code: 'PLAN_LIMIT',
      message: 'The Free plan exports CSS, Tailwind, shadcn/ui and DTCG only. Upgrade to export React and Vue.',
      details: { plan: 'free', formats: ['react', 'vue'], components: [], upgrade: '/billing' },
    });

    const fancy = await insertTestProject(app(), user.id, {
      components: [
        { id: 'a', componentId: 'button', props: {} },
        { id: 'b', componentId: 'dialog', props: {} },
      ],
    });
    const dialog = await exportOf(fancy.id, { formats: ['css'] });
    expect(dialog.status).toBe(403);
    expect(dialog.body.error.message).toBe('The Free plan exports the 20 basic components only. Upgrade to export Dialog.');
    const all = await exportOf(basic.id, { formats: ['scss'], components: 'all' });
    expect(all.body.error.message).toMatch(/^The Free plan exports CSS, Tailwind, shadcn\/ui and DTCG, and the 20 basic components only\. Upgrade to export SCSS, Accordion, .* and \d+ more\.$/);
    expect(all.body.error.details.components).toHaveLength(componentCatalogue.length - basicComponentIds.length);
    expect(await app().db('exports').where({ user_id: user.id })).toHaveLength(1);
  });

  it('lets a paid owner’s team export everything, and a paying member export what they can see; demo accounts have no limits', async () => {
    const owner = await createUser(app(), { subscription_plan: 'earlybird' });
    const freeMember = await createUser(app());
    const project = await insertTestProject(app(), owner.id, { components: [{ id: 'd', componentId: 'dialog', props: {} }] });
    await addMember(app(), project.id, freeMember.id, 'viewer');
    expect((await app().request.post(`/v1/projects/${project.id}/export`).set(freeMember.auth).send({ formats: ['react'] })).status).toBe(201);

    const freeOwner = await createUser(app());
    const proMember = await createUser(app(), { subscription_plan: 'pro' });
    const theirs = await insertTestProject(app(), freeOwner.id, { components: [{ id: 't', componentId: 'tabs', props: {} }] });
    await addMember(app(), theirs.id, proMember.id, 'editor');
    expect((await app().request.post(`/v1/projects/${theirs.id}/export`).set(proMember.auth).send({ formats: ['vue'] })).status).toBe(201);
    expect((await app().request.post(`/v1/projects/${theirs.id}/export`).set(freeOwner.auth).send({ formats: ['vue'] })).status).toBe(403);

    const demo = await createUser(app(), { is_demo: true, subscription_plan: 'free' });
    const demoProject = await insertTestProject(app(), demo.id);
    expect((await app().request.post(`/v1/projects/${demoProject.id}/export`).set(demo.auth).send({ formats: ['package'], components: 'all' })).status).toBe(201);

    // GET /projects/:id tells each caller the same allowance, for the editor's code panel.
    const allowance = async (projectId: string, auth: { Authorization: string }) =>
      (await app().request.get(`/v1/projects/${projectId}`).set(auth)).body.data.export_allowance;
    const everything = { all_formats: true, all_components: true };
    expect(await allowance(project.id, freeMember.auth)).toEqual(everything);
    expect(await allowance(theirs.id, proMember.auth)).toEqual(everything);
    expect(await allowance(theirs.id, freeOwner.auth)).toEqual({ all_formats: false, all_components: false });
    expect(await allowance(demoProject.id, demo.auth)).toEqual(everything);
  });

  it('follows billing records over the stored plan: a cancellation past its period end is free again', async () => {
    const user = await createUser(app(), { subscription_plan: 'pro' });
    await insertProjects(app(), user.id, 3);
    const now = app().clock.now.getTime();
    const row = {
      id: randomUUID(),
      user_id: user.id,
      provider_ref: `sub_${randomUUID()}`,
      kind: 'recurring',
      product_id: 'prod_pro_monthly',
      plan: 'pro',
      status: 'scheduled_cancel',
      current_period_start: new Date(now - 20 * 86_400_000).toISOString(),
      current_period_end: new Date(now + 60_000).toISOString(),
      cancel_at_period_end: true,
      created_at: app().clock.now.toISOString(),
      updated_at: app().clock.now.toISOString(),
    };
    await app().db('billing_subscriptions').insert(row);
    expect((await app().request.post('/v1/projects').set(user.auth).send({})).status).toBe(201);
    app().clock.advance(2 * 60_000);
    const over = await app().request.post('/v1/projects').set(user.auth).send({});
    expect(over.status).toBe(403);
    expect(over.body.error.message).toBe('The Free plan allows 3 projects. Upgrade to create more.');
  });

  it('gives early bird 5 team members per project', async () => {
    const owner = await createUser(app(), { subscription_plan: 'earlybird' });
    const project = await createProjectAs(app(), owner);
    for (let index = 0; index < 5; index += 1) {
      const member = await createUser(app());
      await addMember(app(), project.id, member.id, 'viewer');
    }
    const sixth = await app().request.post(`/v1/projects/${project.id}/share`).set(owner.auth).send({ invite: { email: 'sixth@example.com', role: 'viewer' } });
    expect(sixth.status).toBe(403);
    expect(sixth.body.error.message).toBe('The Early Bird plan allows 5 team members per project. Upgrade to invite more.');
  });
});
