import { builtInTemplates, componentCatalogue, parseDesignSystem } from '@kitsmith/core';
import { expect, it } from 'vitest';
import { readJson } from '../db/columns.ts';
import { describeEachDatabase } from '../test-support/test-app.ts';
import { freshIp } from './auth-test-helpers.ts';
import { DEMO_ACCOUNT_MS } from './service/demo-accounts.ts';
import { purgeExpiredDemoAccounts } from './service/demo-purge.ts';

interface ProjectRow {
  id: string;
  user_id: string;
  name: string;
  version: string;
  component_count: number;
  config: unknown;
  tags: unknown;
}

describeEachDatabase('demo accounts', (app) => {
  const startDemo = () => app().request.post('/v1/auth/demo').set('X-Forwarded-For', freshIp());
  const projectsOf = async (userId: string) =>
    (await app().db('projects').where({ user_id: userId }).orderBy('name')) as ProjectRow[];

  it('creates a fresh, signed-in demo account with every feature unlocked, for 24 hours', async () => {
    const response = await startDemo();
    expect(response.status).toBe(201);
    const { access_token, refresh_token, user } = response.body.data;
    expect(user.email).toMatch(/^demo\+[0-9a-f]{12}@demo\.kitsmith\.dev$/);
    expect(user).toMatchObject({
      full_name: 'Demo User',
      subscription_plan: 'lifetime',
      subscription_status: 'active',
      is_email_verified: true,
      project_count: 2,
      component_count: 20,
    });
    const row = await app().db('users').where({ id: user.id }).first();
    expect(Boolean(row.is_demo)).toBe(true);
    expect(row.password_hash).toBeNull();
    expect(row.demo_expires_at).toBe(new Date(app().clock.now.getTime() + DEMO_ACCOUNT_MS).toISOString());
    expect((await app().request.get('/v1/tokens').set('Authorization', `Bearer ${access_token}`)).status).toBe(200);
    expect((await app().request.post('/v1/auth/refresh').send({ refresh_token })).status).toBe(200);
  });

  it('seeds the spec’s two projects: 12 components at 1.2.0 and 8 at 1.1.0, valid designs with a template applied', async () => {
    const { body } = await startDemo();
    const projects = await projectsOf(body.data.user.id);
    expect(projects.map((project) => [project.name, project.version, project.component_count])).toEqual([
      ['Marketing Site', '1.2.0', 12],
      ['Mobile App UI', '1.1.0', 8],
    ]);
    const catalogueIds = new Set(componentCatalogue.map((component) => component.id));
    const templateIds = builtInTemplates.map((template) => template.id);
    for (const project of projects) {
      const design = parseDesignSystem(readJson(project.config));
      expect(design.components).toHaveLength(project.component_count);
      expect(new Set(design.components.map((component) => component.id)).size).toBe(project.component_count);
      for (const component of design.components) expect(catalogueIds.has(component.componentId)).toBe(true);
      expect(templateIds).toContain(design.template.application?.templateId);
      expect(design.componentOverrides).not.toBeNull();
      expect(Array.isArray(readJson(project.tags))).toBe(true);
    }
  });

  it('gives every visitor their own account and copies, so one never sees another’s edits', async () => {
    const first = (await startDemo()).body.data.user;
    const second = (await startDemo()).body.data.user;
    expect(first.id).not.toBe(second.id);
    expect(first.email).not.toBe(second.email);

    const firstProjects = await projectsOf(first.id);
    const secondProjects = await projectsOf(second.id);
    expect(firstProjects).toHaveLength(2);
    expect(secondProjects).toHaveLength(2);
    const firstIds = new Set(firstProjects.map((project) => project.id));
    for (const project of secondProjects) expect(firstIds.has(project.id)).toBe(false);

    // The first visitor edits their Marketing Site; the second's copy is untouched.
    const edited = firstProjects.find((project) => project.name === 'Marketing Site');
    if (!edited) throw new Error('no Marketing Site');
    await app().db('projects').where({ id: edited.id }).update({ name: 'My Edited Site', component_count: 1 });
    const secondAfter = await projectsOf(second.id);
    expect(secondAfter.map((project) => [project.name, project.component_count])).toEqual([
      ['Marketing Site', 12],
      ['Mobile App UI', 8],
    ]);
  });

  it('stops the demo’s tokens after 24 hours and purges it (projects and tokens too) on the next demo start', async () => {
    const demo = (await startDemo()).body.data;
    app().clock.advance(DEMO_ACCOUNT_MS - 60_000);
    const refreshed = await app().request.post('/v1/auth/refresh').send({ refresh_token: demo.refresh_token });
    expect(refreshed.status).toBe(200);

    app().clock.advance(2 * 60_000);
    expect((await app().request.post('/v1/auth/refresh').send({ refresh_token: refreshed.body.data.refresh_token })).status).toBe(
      401,
    );
    expect(
      (await app().request.get('/v1/tokens').set('Authorization', `Bearer ${refreshed.body.data.access_token}`)).status,
    ).toBe(401);

    const fresh = await startDemo();
    expect(fresh.status).toBe(201);
    expect(await app().db('users').where({ id: demo.user.id }).first()).toBeUndefined();
    expect(await projectsOf(demo.user.id)).toHaveLength(0);
    expect(await app().db('refresh_tokens').where({ user_id: demo.user.id })).toHaveLength(0);
    expect(await projectsOf(fresh.body.data.user.id)).toHaveLength(2);
  });

  it('purgeExpiredDemoAccounts deletes only expired demo users and says how many', async () => {
    const kept = (await startDemo()).body.data.user;
    const real = await app().request.post('/v1/auth/register').set('X-Forwarded-For', freshIp()).send({
      email: 'real-person@example.com',
      password: 'a real password',
      full_name: 'Real Person',
    });
    expect(real.status).toBe(201);
    app().clock.advance(DEMO_ACCOUNT_MS);
    const expiredNow = await app().db('users').where({ is_demo: true }).count({ n: '*' });
    const purged = await purgeExpiredDemoAccounts(app().deps);
    expect(purged).toBe(Number(expiredNow[0]?.n));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await app().db('users').where({ id: kept.id }).first()).toBeUndefined();
    expect(await app().db('users').where({ email: 'real-person@example.com' }).first()).toBeDefined();
    expect(await purgeExpiredDemoAccounts(app().deps)).toBe(0);
  });
});
