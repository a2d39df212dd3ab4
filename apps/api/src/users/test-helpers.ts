import { randomUUID } from 'node:crypto';
import { defaultDesignSystem } from '@kitsmith/core';
import { freshIp } from '../auth/auth-test-helpers.ts';
import { hashPassword } from '../auth/secrets.ts';
import { issueSession, type SessionTokens } from '../auth/service/sessions.ts';
import { createUser, type TestApp } from '../test-support/test-app.ts';

/** Tiny images, one per accepted format (the JPEG is just its start and end markers). */
export const images = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
};

export const PASSWORD = 'correct horse battery';

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** A user with a password (scrypt hash, as the auth area stores it) and a real signed-in session. */
export async function createUserWithPassword(
  app: TestApp,
  fields: Parameters<typeof createUser>[1] = {},
  password = PASSWORD,
): Promise<TestUser & { password: string; session: SessionTokens }> {
  const user = await createUser(app, fields);
  await app.db('users').where({ id: user.id }).update({ password_hash: await hashPassword(password) });
  return { ...user, password, session: await issueSession(app.deps, user.id) };
}

/** A project row owned by `userId`, holding `componentCount` components. */
export async function insertProject(app: TestApp, userId: string, componentCount: number): Promise<string> {
  const id = randomUUID();
  const now = app.clock.now.toISOString();
  await app.db('projects').insert({
    id,
    user_id: userId,
    name: `Project ${id.slice(0, 4)}`,
    description: '',
    config: JSON.stringify(defaultDesignSystem),
    tags: '[]',
    component_count: componentCount,
    created_at: now,
    updated_at: now,
  });
  return id;
}

export async function insertMember(app: TestApp, projectId: string, userId: string, role = 'editor'): Promise<void> {
  await app.db('project_members').insert({ project_id: projectId, user_id: userId, role, created_at: app.clock.now.toISOString() });
}

export async function insertExport(app: TestApp, userId: string, projectId: string | null): Promise<string> {
  const id = randomUUID();
  await app.db('exports').insert({
    id,
    user_id: userId,
    project_id: projectId,
    formats: '["css"]',
    files: '[]',
    file_count: 0,
    created_at: app.clock.now.toISOString(),
  });
  return id;
}

/** Exchanges a refresh token through the real route; the status says whether the session still lives. */
export async function refreshStatus(app: TestApp, refreshToken: string): Promise<number> {
  const response = await app.request.post('/v1/auth/refresh').set('X-Forwarded-For', freshIp()).send({ refresh_token: refreshToken });
  return response.status;
}
