import { randomUUID } from 'node:crypto';
import { defaultDesignSystem, serverUserSchema } from '@kitsmith/core';
import { expect, it } from 'vitest';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { presentServerUser, type UserRow } from './presenter.ts';

async function addProject(app: TestApp, ownerId: string, componentCount: number): Promise<string> {
  const id = randomUUID();
  const now = app.clock.now.toISOString();
  await app.db('projects').insert({
    id,
    user_id: ownerId,
    name: `Project ${id.slice(0, 4)}`,
    config: JSON.stringify(defaultDesignSystem),
    tags: JSON.stringify([]),
    component_count: componentCount,
    created_at: now,
    updated_at: now,
  });
  return id;
}

async function addMember(app: TestApp, projectId: string, userId: string): Promise<void> {
  await app
    .db('project_members')
    .insert({ project_id: projectId, user_id: userId, role: 'editor', created_at: app.clock.now.toISOString() });
}

async function addExport(app: TestApp, userId: string, projectId: string | null): Promise<void> {
  await app.db('exports').insert({
    id: randomUUID(),
    user_id: userId,
    project_id: projectId,
    formats: JSON.stringify(['css']),
    files: JSON.stringify([]),
    file_count: 0,
    created_at: app.clock.now.toISOString(),
  });
}

/** The request's link origin the presenter is handed (http/link-origin.ts). */
const ORIGIN = 'http://localhost:3000';

const rowOf = async (app: TestApp, id: string) => (await app.db('users').where({ id }).first()) as UserRow;

describeEachDatabase('presentServerUser', (app) => {
  it('presents a new user with zero counters and last_activity falling back to created_at', async () => {
    const user = await createUser(app(), { email: 'fresh@example.com', full_name: 'Fresh Person' });
    const presented = await presentServerUser(app().db, await rowOf(app(), user.id), ORIGIN);
    expect(presented).toEqual({
      id: user.id,
      email: 'fresh@example.com',
      full_name: 'Fresh Person',
      avatar_url: null,
      is_email_verified: false,
      created_at: app().clock.now.toISOString(),
      last_login_at: null,
      subscription_plan: 'free',
      subscription_status: 'active',
      project_count: 0,
      component_count: 0,
      export_count: 0,
      team_member_count: 0,
      last_activity: app().clock.now.toISOString(),
    });
    expect(serverUserSchema.safeParse(presented).success).toBe(true);
    expect(Object.keys(presented)).not.toContain('password_hash');
  });

  it('counts owned projects, their components, exports and distinct other team members from real data', async () => {
    const owner = await createUser(app());
    const mate = await createUser(app());
    const other = await createUser(app());
    const first = await addProject(app(), owner.id, 12);
    const second = await addProject(app(), owner.id, 8);
    const othersProject = await addProject(app(), other.id, 30);
    await addMember(app(), first, mate.id);
    await addMember(app(), second, mate.id); // the same person on two projects counts once
    await addMember(app(), second, other.id);
    await addMember(app(), second, owner.id); // the owner is not their own team member
    await addMember(app(), othersProject, owner.id); // membership elsewhere is not the owner's team
    await addExport(app(), owner.id, first);
    await addExport(app(), owner.id, null);
    await addExport(app(), other.id, othersProject);

    const presented = await presentServerUser(app().db, await rowOf(app(), owner.id), ORIGIN);
    expect(presented).toMatchObject({ project_count: 2, component_count: 20, export_count: 2, team_member_count: 2 });
    const theirs = await presentServerUser(app().db, await rowOf(app(), other.id), ORIGIN);
    expect(theirs).toMatchObject({ project_count: 1, component_count: 30, export_count: 1, team_member_count: 1 });
  });

  it('takes last_activity from last_activity_at, else last_login_at, else created_at', async () => {
    const user = await createUser(app());
    await app().db('users').where({ id: user.id }).update({ last_login_at: '2026-11-22T08:00:00.000Z', is_email_verified: true });
    expect(await presentServerUser(app().db, await rowOf(app(), user.id), ORIGIN)).toMatchObject({
      last_login_at: '2026-11-22T08:00:00.000Z',
      last_activity: '2026-11-22T08:00:00.000Z',
      is_email_verified: true,
    });
    await app().db('users').where({ id: user.id }).update({ last_activity_at: '2026-11-23T09:30:00.000Z' });
    expect((await presentServerUser(app().db, await rowOf(app(), user.id), ORIGIN)).last_activity).toBe('2026-11-23T09:30:00.000Z');
  });

  it('puts the link origin in front of the stored avatar path', async () => {
    const user = await createUser(app());
    await app().db('users').where({ id: user.id }).update({ avatar_url: `/v1/users/${user.id}/avatar?v=5` });
    expect((await presentServerUser(app().db, await rowOf(app(), user.id), ORIGIN)).avatar_url).toBe(`http://localhost:3000/v1/users/${user.id}/avatar?v=5`);
    expect((await presentServerUser(app().db, await rowOf(app(), user.id), 'https://app.kitsmith.test')).avatar_url).toBe(
      `https://app.kitsmith.test/v1/users/${user.id}/avatar?v=5`,
    );
  });
});
