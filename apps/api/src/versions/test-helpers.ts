import { expect } from 'vitest';
import { issueAccessToken } from '../auth/access-token.ts';
import type { TestApp } from '../test-support/test-app.ts';
import type { TestUser } from '../projects/test-factories.ts';
import type { ProjectResponse, VersionSummary } from '@kitsmith/contract';

/** Saves a design change as the editor does: PUT with the config (no revision), after `advanceMs` on the app's clock. */
export async function saveDesign(
  app: TestApp,
  user: TestUser,
  project: Pick<ProjectResponse, 'id' | 'config'>,
  change: (config: ProjectResponse['config']) => ProjectResponse['config'],
  advanceMs = 0,
): Promise<ProjectResponse> {
  app.clock.advance(advanceMs);
  await refreshToken(app, user);
  const response = await app.request.put(`/v1/projects/${project.id}`).set(user.auth).send({ config: change(project.config) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as ProjectResponse;
}

/** A config with another primary colour. */
export const withPrimary = (primaryColor: string) => (config: ProjectResponse['config']) => ({ ...config, theme: { ...config.theme, primaryColor } });

/** Saves a named version through the API. */
export async function saveVersion(app: TestApp, user: TestUser, projectId: string, body: Record<string, unknown> = {}): Promise<VersionSummary> {
  const response = await app.request.post(`/v1/projects/${projectId}/versions`).set(user.auth).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as VersionSummary;
}

export async function countRows(app: TestApp, table: 'project_versions' | 'project_snapshots', projectId: string): Promise<number> {
  const row = (await app.db(table).where({ project_id: projectId }).count({ count: '*' }).first()) as { count?: unknown } | undefined;
  return Number(row?.count ?? 0);
}

/** Access tokens last minutes and these tests move the clock by days: a fresh one for the user's requests from here on. */
export async function refreshToken(app: TestApp, user: TestUser): Promise<void> {
  user.auth.Authorization = `Bearer ${await issueAccessToken(app.deps.config, user.id)}`;
}
