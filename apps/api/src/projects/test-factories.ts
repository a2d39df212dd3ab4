import { expect } from 'vitest';
import { createUser, type TestApp } from '../test-support/test-app.ts';
import type { ProjectResponse, ProjectRole } from '@kitsmith/contract';

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** Creates a project through the API and returns its answer. */
export async function createProjectAs(
  app: TestApp,
  user: TestUser,
  body: Record<string, unknown> = {},
): Promise<ProjectResponse> {
  const response = await app.request.post('/v1/projects').set(user.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as ProjectResponse;
}

/** Puts a user on a project's team directly (the invitation flow has its own tests). */
export async function addMember(
  app: TestApp,
  projectId: string,
  userId: string,
  role: Exclude<ProjectRole, 'owner'>,
): Promise<void> {
  await app
    .db('project_members')
    .insert({ project_id: projectId, user_id: userId, role, created_at: app.clock.now.toISOString() });
}

export interface Team {
  owner: TestUser;
  admin: TestUser;
  editor: TestUser;
  viewer: TestUser;
  stranger: TestUser;
  project: ProjectResponse;
}

/** A pro owner's project with an admin, an editor and a viewer, plus a signed-in stranger. */
export async function createTeam(app: TestApp, projectBody: Record<string, unknown> = {}): Promise<Team> {
  const owner = await createUser(app, { subscription_plan: 'pro', full_name: 'Olive Owner' });
  const [admin, editor, viewer, stranger] = await Promise.all([
    createUser(app, { full_name: 'Ada Admin' }),
    createUser(app, { full_name: 'Ed Editor' }),
    createUser(app, { full_name: 'Vi Viewer' }),
    createUser(app, { full_name: 'Stan Stranger' }),
  ]);
  const project = await createProjectAs(app, owner, { name: 'Team project', ...projectBody });
  // One second apart, so the team lists in this order.
  for (const [member, role] of [
    [admin, 'admin'],
    [editor, 'editor'],
    [viewer, 'viewer'],
  ] as const) {
    app.clock.advance(1000);
    await addMember(app, project.id, member.id, role);
  }
  return { owner, admin, editor, viewer, stranger, project };
}
