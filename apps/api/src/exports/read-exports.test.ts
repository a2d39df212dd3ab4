import { unzipSync, strFromU8 } from 'fflate';
import type { Response } from 'supertest';
import { expect, it } from 'vitest';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { insertTestProject } from './project-fixture.ts';

type Auth = { Authorization: string };

async function exportProject(
  app: TestApp,
  auth: Auth,
  projectId: string,
  formats: string[] = ['css'],
): Promise<string> {
  const response = await app.request.post(`/v1/projects/${projectId}/export`).set(auth).send({ formats });
  expect(response.status).toBe(201);
  return response.body.data.id as string;
}

function binary(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describeEachDatabase('exports: reading', (app) => {
  it('lists the caller’s exports newest first, paginated, without file contents', async () => {
    const user = await createUser(app());
    const first = await insertTestProject(app(), user.id, { name: 'First' });
    const second = await insertTestProject(app(), user.id, { name: 'Second' });
    const ids: string[] = [];
    for (const project of [first, second, first]) {
      ids.push(await exportProject(app(), user.auth, project.id));
      app().clock.advance(1000);
    }

    const all = await app().request.get('/v1/exports').set(user.auth);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(all.body.data.exports.map((e: { id: string }) => e.id)).toEqual([...ids].reverse());
    expect(all.body.data.exports[0]).toEqual({
      id: ids[2],
      project_id: first.id,
      project_name: 'First',
      formats: ['css'],
      file_count: 2,
      created_at: expect.any(String),
    });

    const page2 = await app().request.get('/v1/exports').query({ page: 2, page_size: 2 }).set(user.auth);
    expect(page2.body.data).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page2.body.data.exports.map((e: { id: string }) => e.id)).toEqual([ids[0]]);

    const filtered = await app().request.get('/v1/exports').query({ project_id: second.id }).set(user.auth);
    expect(filtered.body.data.total).toBe(1);
    expect(filtered.body.data.exports.map((e: { id: string }) => e.id)).toEqual([ids[1]]);
  });

  it('never lists another user’s exports', async () => {
    const owner = await createUser(app());
    const other = await createUser(app());
    const project = await insertTestProject(app(), owner.id);
    await exportProject(app(), owner.auth, project.id);

    const list = await app().request.get('/v1/exports').set(other.auth);
    expect(list.body.data).toEqual({ exports: [], total: 0, page: 1, page_size: 20 });
    const filtered = await app().request.get('/v1/exports').query({ project_id: project.id }).set(other.auth);
    expect(filtered.body.data.total).toBe(0);
  });

  it('refuses bad paging with 422 and answers 401 without a token', async () => {
    const user = await createUser(app());
    for (const query of [{ page: 0 }, { page: 'two' }, { page_size: 101 }, { page_size: 1.5 }]) {
      const response = await app().request.get('/v1/exports').query(query).set(user.auth);
      expect(response.status, JSON.stringify(query)).toBe(422);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await app().request.get('/v1/exports')).status).toBe(401);
  });

  it('gets one export with its files’ contents; another user’s or an unknown one is 404', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const other = await createUser(app());
    const project = await insertTestProject(app(), owner.id);
    const id = await exportProject(app(), owner.auth, project.id, ['css', 'typescript']);

    const detail = await app().request.get(`/v1/exports/${id}`).set(owner.auth);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      id,
      project_id: project.id,
      formats: ['css', 'typescript'],
      file_count: 4,
    });
    const tokens = detail.body.data.files.find((file: { path: string }) => file.path === 'css/tokens.css');
    expect(tokens.contents).toContain('--primary');
    expect(tokens.size).toBe(Buffer.byteLength(tokens.contents));

    const foreign = await app().request.get(`/v1/exports/${id}`).set(other.auth);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Export not found.');
    expect((await app().request.get('/v1/exports/00000000-0000-4000-8000-000000000000').set(owner.auth)).status).toBe(
      404,
    );
    expect((await app().request.get(`/v1/exports/${id}`)).status).toBe(401);
  });

  it('downloads a zip that unzips to the exported files under the project’s folder', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const project = await insertTestProject(app(), owner.id, { name: 'Acme "Ünïcode" Kit / v2' });
    const id = await exportProject(app(), owner.auth, project.id, ['css', 'react']);
    const detail = await app().request.get(`/v1/exports/${id}`).set(owner.auth);

    const download = await app().request.get(`/v1/exports/${id}/download`).set(owner.auth).buffer(true).parse(binary);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe('attachment; filename="acme-unicode-kit-v2.zip"');
    const entries = unzipSync(new Uint8Array(download.body as Buffer));
    const unzipped = Object.fromEntries(Object.entries(entries).map(([path, bytes]) => [path, strFromU8(bytes)]));
    const expected = Object.fromEntries(
      detail.body.data.files.map((file: { path: string; contents: string }) => [
        `acme-unicode-kit-v2/${file.path}`,
        file.contents,
      ]),
    );
    expect(unzipped).toEqual(expected);
  });

  it('keeps an export after its project is deleted, and names the download generically', async () => {
    const owner = await createUser(app());
    const project = await insertTestProject(app(), owner.id, { name: '***' });
    const id = await exportProject(app(), owner.auth, project.id);
    await app().db('projects').where({ id: project.id }).delete();

    const detail = await app().request.get(`/v1/exports/${id}`).set(owner.auth);
    expect(detail.body.data).toMatchObject({ project_id: null, project_name: null, file_count: 2 });
    const download = await app().request.get(`/v1/exports/${id}/download`).set(owner.auth).buffer(true).parse(binary);
    expect(download.headers['content-disposition']).toBe('attachment; filename="design-system.zip"');
    expect(Object.keys(unzipSync(new Uint8Array(download.body as Buffer)))).toEqual([
      'design-system/css/tokens.css',
      'design-system/css/components.css',
    ]);
  });

  it('answers 404 to a download of another user’s export and 401 without a token', async () => {
    const owner = await createUser(app());
    const other = await createUser(app());
    const project = await insertTestProject(app(), owner.id);
    const id = await exportProject(app(), owner.auth, project.id);
    const foreign = await app().request.get(`/v1/exports/${id}/download`).set(other.auth);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Export not found.');
    expect((await app().request.get(`/v1/exports/${id}/download`)).status).toBe(401);
  });
});
