import { projectsPaths, sharingPaths, usersPaths } from '@kitsmith/contract';
import { describe, expect, it } from 'vitest';
import { createCall, pathOf } from './call.ts';
import { createClient } from './create-client.ts';
import { fakeFetch, ok } from './test-support/fake-fetch.ts';
import { memoryStorage } from './token-storage.ts';
import { createTransport } from './transport.ts';

const BASE = 'http://api.test/v1';

function setup() {
  const { fetch, calls } = fakeFetch(() => ok({}));
  const transport = createTransport({ baseUrl: BASE, storage: memoryStorage({ access_token: 'a1' }), fetch });
  return { call: createCall(transport), calls, client: createClient({ baseUrl: BASE, storage: memoryStorage({ access_token: 'a1' }), fetch }) };
}

describe('call', () => {
  it('builds the path from the contract’s address, encoding each parameter', async () => {
    const { call, calls } = setup();
    await call(sharingPaths.updateMemberRole, { params: { id: 'p 1', memberId: 'u/2' }, body: { role: 'viewer' } });
    await call(projectsPaths.list, { query: { search: 'a&b', page: 2 } });
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'PUT', url: `${BASE}/projects/p%201/team/u%2F2`, body: { role: 'viewer' } },
      { method: 'GET', url: `${BASE}/projects?search=a%26b&page=2`, body: undefined },
    ]);
  });

  it('refuses to call a path whose parameter is missing', () => {
    expect(() => pathOf('/projects/:id/team/:memberId', { id: 'p1' })).toThrow('the path parameter "memberId" is missing');
  });

  it('types what it sends and answers by the route’s contract', async () => {
    const { call } = setup();
    // @ts-expect-error a route with path parameters needs them
    await expect(call(projectsPaths.get)).rejects.toThrow('the path parameter "id" is missing');
    // @ts-expect-error the body is the contract's: a role is admin, editor or viewer
    await call(sharingPaths.updateMemberRole, { params: { id: 'p1', memberId: 'u1' }, body: { role: 'owner' } });
    const profile = await call(usersPaths.profile);
    // @ts-expect-error the answer is the contract's response: a user has no `password_hash`
    expect(profile.password_hash).toBeUndefined();
  });

  it('maps the client’s project calls to their contracts', async () => {
    const { client, calls } = setup();
    await client.projects.get('p1');
    await client.projects.update('p1', { name: 'New', revision: 3 });
    await client.projects.duplicate('p1');
    await client.projects.revokeInvitation('p1', 'i1');
    await client.projects.previewInvitation('t1');
    await client.notifications.acceptInvitation('i1');
    await client.exports.create('p1', { formats: ['css'] });
    expect(calls.map(({ method, url }) => `${method} ${url.slice(BASE.length)}`)).toEqual([
      'GET /projects/p1',
      'PUT /projects/p1',
      'POST /projects/p1/duplicate',
      'DELETE /projects/p1/invitations/i1',
      'GET /invitations/preview?token=t1',
      'POST /invitations/i1/accept',
      'POST /projects/p1/export',
    ]);
  });
});
