import type { Test } from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTeam, type Team } from '../projects/test-factories.ts';
import { describeEachDatabase, type TestApp } from '../test-support/test-app.ts';

type Caller = 'owner' | 'admin' | 'editor' | 'viewer' | 'stranger' | 'anonymous';
const callers: Caller[] = ['owner', 'admin', 'editor', 'viewer', 'stranger', 'anonymous'];

interface Case {
  route: string;
  /** The request, on a fresh team (so destructive routes start from the same state). */
  send: (app: TestApp, team: Team) => { method: 'get' | 'post' | 'put' | 'delete'; url: string; body?: object };
  expected: Record<Caller, number>;
  /** Makes the project public first. */
  isPublic?: boolean;
}

const members = (status: number, others: Partial<Record<Caller, number>> = {}): Record<Caller, number> => ({
  owner: status,
  admin: status,
  editor: status,
  viewer: status,
  stranger: 404,
  anonymous: 401,
  ...others,
});
const managers = (status: number) => members(status, { editor: 403, viewer: 403 });

const cases: Case[] = [
  {
    route: 'GET /projects/:id',
    send: (_, t) => ({ method: 'get', url: `/v1/projects/${t.project.id}` }),
    expected: members(200),
  },
  {
    route: 'PUT /projects/:id (design fields)',
    send: (_, t) => ({ method: 'put', url: `/v1/projects/${t.project.id}`, body: { name: 'Changed', revision: 1 } }),
    expected: members(200, { viewer: 403 }),
  },
  {
    route: 'PUT /projects/:id (visibility)',
    send: (_, t) => ({ method: 'put', url: `/v1/projects/${t.project.id}`, body: { is_public: true, revision: 1 } }),
    expected: managers(200),
  },
  {
    route: 'DELETE /projects/:id',
    send: (_, t) => ({ method: 'delete', url: `/v1/projects/${t.project.id}` }),
    expected: members(403, { owner: 200 }),
  },
  {
    route: 'POST /projects/:id/duplicate',
    send: (_, t) => ({ method: 'post', url: `/v1/projects/${t.project.id}/duplicate`, body: {} }),
    expected: members(201),
  },
  {
    route: 'POST /projects/:id/duplicate (public project)',
    send: (_, t) => ({ method: 'post', url: `/v1/projects/${t.project.id}/duplicate`, body: {} }),
    // A public project's design is public: any signed-in visitor may take a private copy (the shared page's Clone).
    expected: members(201, { stranger: 201 }),
    isPublic: true,
  },
  {
    route: 'POST /projects/:id/share (visibility)',
    send: (_, t) => ({ method: 'post', url: `/v1/projects/${t.project.id}/share`, body: { is_public: true } }),
    expected: managers(200),
  },
  {
    route: 'POST /projects/:id/share (invite)',
    send: (_, t) => ({
      method: 'post',
      url: `/v1/projects/${t.project.id}/share`,
      body: { invite: { email: 'invitee@example.com', role: 'viewer' } },
    }),
    expected: managers(200),
  },
  {
    route: 'GET /projects/:id/team',
    send: (_, t) => ({ method: 'get', url: `/v1/projects/${t.project.id}/team` }),
    expected: members(200),
  },
  {
    route: 'PUT /projects/:id/team/:memberId',
    send: (_, t) => ({ method: 'put', url: `/v1/projects/${t.project.id}/team/${t.editor.id}`, body: { role: 'viewer' } }),
    expected: managers(200),
  },
  {
    route: 'DELETE /projects/:id/team/:memberId (another member)',
    send: (_, t) => ({ method: 'delete', url: `/v1/projects/${t.project.id}/team/${t.admin.id}` }),
    // The admin removing itself is leaving, which any member may do.
    expected: managers(200),
  },
  {
    route: 'DELETE /projects/:id/invitations/:invitationId',
    send: (_, t) => ({ method: 'delete', url: `/v1/projects/${t.project.id}/invitations/${t.project.id}` }),
    // No such invitation: managers learn that (404 'Invitation not found.'); other members may not ask.
    expected: members(403, { owner: 404, admin: 404 }),
  },
  {
    route: 'GET /projects/:id/public (private project)',
    send: (_, t) => ({ method: 'get', url: `/v1/projects/${t.project.id}/public` }),
    expected: { owner: 404, admin: 404, editor: 404, viewer: 404, stranger: 404, anonymous: 404 },
  },
  {
    route: 'GET /projects/:id/public (public project)',
    send: (_, t) => ({ method: 'get', url: `/v1/projects/${t.project.id}/public` }),
    expected: { owner: 200, admin: 200, editor: 200, viewer: 200, stranger: 200, anonymous: 200 },
    isPublic: true,
  },
];

function request(app: TestApp, team: Team, caller: Caller, kase: Case): Test {
  const { method, url, body } = kase.send(app, team);
  let test = app.request[method](url);
  if (caller !== 'anonymous') test = test.set(team[caller].auth);
  return body ? test.send(body) : test;
}

describeEachDatabase('the cross-tenant matrix', (app) => {
  for (const kase of cases) {
    describe(kase.route, () => {
      for (const caller of callers) {
        it(`${caller} gets ${kase.expected[caller]}`, async () => {
          const team = await createTeam(app(), kase.isPublic ? { is_public: true } : {});
          const before = await app().db('projects').where({ id: team.project.id }).first();
          const response = await request(app(), team, caller, kase);
          expect(response.status, JSON.stringify(response.body)).toBe(kase.expected[caller]);
          if (caller === 'stranger' && response.status === 404 && !kase.route.includes('/public')) {
            // Exactly what a project that does not exist answers: nothing leaks.
            expect(response.body.error).toEqual({ code: 'NOT_FOUND', message: 'Project not found.' });
          }
          if (response.status >= 400) {
            // A refused request changed nothing.
            expect(await app().db('projects').where({ id: team.project.id }).first()).toEqual(before);
            expect(await app().db('project_members').where({ project_id: team.project.id })).toHaveLength(3);
            expect(await app().db('project_invitations').where({ project_id: team.project.id })).toHaveLength(0);
          }
        });
      }
    });
  }

  it('lists a project for its team members only', async () => {
    const team = await createTeam(app());
    for (const caller of ['owner', 'admin', 'editor', 'viewer'] as const) {
      const list = await app().request.get('/v1/projects').set(team[caller].auth);
      expect(list.body.data.projects.map((p: { id: string }) => p.id)).toContain(team.project.id);
    }
    const stranger = await app().request.get('/v1/projects').set(team.stranger.auth);
    expect(stranger.body.data).toEqual({ projects: [], total: 0 });
    expect((await app().request.get('/v1/projects')).status).toBe(401);
  });

  it('answers a stranger exactly as for a project that does not exist, on every project route', async () => {
    const team = await createTeam(app());
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const kase of cases.filter((entry) => !entry.route.includes('/public'))) {
      const real = await request(app(), team, 'stranger', kase);
      const fake = kase.send(app(), team);
      const ghost = await app()
        .request[fake.method](fake.url.replace(team.project.id, missing))
        .set(team.stranger.auth)
        .send(fake.body ?? {});
      expect([real.status, real.body], kase.route).toEqual([ghost.status, ghost.body]);
    }
  });
});
