import { expect, it } from 'vitest';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { insertTestProject } from './project-fixture.ts';

type ExportedFile = { path: string; contents: string };

async function exportPackage(app: TestApp, auth: { Authorization: string }, projectId: string): Promise<ExportedFile[]> {
  const created = await app.request.post(`/v1/projects/${projectId}/export`).set(auth).send({ formats: ['package'] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const detail = await app.request.get(`/v1/exports/${created.body.data.id}`).set(auth);
  return detail.body.data.files as ExportedFile[];
}

const fileAt = (files: ExportedFile[], path: string) => files.find((file) => file.path === path);

describeEachDatabase('exports: the package is released as the project’s version, with its changelog', (app) => {
  it('writes the project’s version into package.json, and CHANGELOG.md once there is a named version', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const project = await insertTestProject(app(), owner.id);

    const before = await exportPackage(app(), owner.auth, project.id);
    expect(JSON.parse(fileAt(before, 'package.json')?.contents ?? '{}').version).toBe('1.0.0');
    expect(fileAt(before, 'CHANGELOG.md')).toBeUndefined();

    const saved = await app().request.post(`/v1/projects/${project.id}/versions`).set(owner.auth).send({ message: 'Brand refresh', bump: 'major' });
    expect(saved.status).toBe(201);
    const after = await exportPackage(app(), owner.auth, project.id);
    expect(JSON.parse(fileAt(after, 'package.json')?.contents ?? '{}').version).toBe('2.0.0');
    const changelog = fileAt(after, 'CHANGELOG.md')?.contents ?? '';
    expect(changelog).toContain('2.0.0');
    expect(changelog).toContain('Brand refresh');
  });
});
