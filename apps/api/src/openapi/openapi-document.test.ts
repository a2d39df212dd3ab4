import { allContracts } from '@kitsmith/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-app.ts';

describeEachDatabase('GET /v1/openapi.json', (app) => {
  it('describes every route the app serves, from their zod schemas', async () => {
    const response = await app().request.get('/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const operations = Object.entries(response.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBe(allContracts.length);
    for (const contract of allContracts) {
      expect(operations).toContain(`${contract.method.toUpperCase()} /v1${contract.path.replace(/:(\w+)/g, '{$1}')}`);
    }
  });

  it('shows token scopes: the scopes field of /tokens and what each operation needs from a token', async () => {
    const { paths } = (await app().request.get('/v1/openapi.json')).body;
    const createBody = paths['/v1/tokens'].post.requestBody.content['application/json'].schema;
    expect(createBody.required).toContain('scopes');
    expect(createBody.properties.scopes).toMatchObject({ type: 'array', minItems: 1, items: { enum: ['read', 'write'] } });
    const listed = paths['/v1/tokens'].get.responses['200'].content['application/json'].schema.properties.data;
    expect(listed.properties.tokens.items.properties.scopes).toMatchObject({ type: 'array', items: { enum: ['read', 'write'] } });
    expect(listed.properties.tokens.items.required).toContain('scopes');
    expect(paths['/v1/projects'].get['x-token-scope']).toBe('read');
    expect(paths['/v1/projects'].post['x-token-scope']).toBe('write');
    expect(paths['/v1/tokens'].get['x-token-scope']).toBe('never');
    expect(paths['/v1/billing/subscribe'].post['x-token-scope']).toBe('never');
    expect(paths['/v1/templates'].get['x-token-scope']).toBeUndefined();
  });

  it('lists the error codes an operation raises besides those of every route', async () => {
    const { paths } = (await app().request.get('/v1/openapi.json')).body;
    expect(paths['/v1/projects/{id}'].put['x-error-codes']).toContain('REVISION_CONFLICT');
    expect(paths['/v1/auth/register'].post['x-error-codes']).toEqual(['EMAIL_TAKEN']);
    expect(paths['/v1/templates'].get['x-error-codes']).toBeUndefined();
  });

  it('says how PUT /projects/{id} treats a revision: optional, a stale one refused, none applies to the current revision', async () => {
    const { paths } = (await app().request.get('/v1/openapi.json')).body;
    const put = paths['/v1/projects/{id}'].put;
    expect(put.summary).toContain('fields sent');
    expect(put.description).toContain('Send only the fields that changed');
    expect(put.description).toContain('409 REVISION_CONFLICT');
    expect(put.description).toContain('If-Match');
    expect(put.description).toContain('Without either, the change applies to the current revision');
    const body = put.requestBody.content['application/json'].schema;
    expect(body.required ?? []).not.toContain('revision');
    expect(body.properties.revision.description).toContain('Left out: the fields sent apply to the current revision');
  });
});
