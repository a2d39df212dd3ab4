import fc from 'fast-check';
import type { Test } from 'supertest';
import { beforeAll, expect, it } from 'vitest';
import { createTeam, type Team } from '../projects/test-factories.ts';
import { describeEachDatabase } from '../test-support/test-app.ts';

/** Any text, NUL and lone surrogates included. */
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
const anyValue = fc.oneof(anyText, fc.jsonValue({ maxDepth: 3 }), fc.constant(null), fc.integer());
/** Percent-encodes every UTF-8 byte, so any text can ride in a URL. */
const inUrl = (text: string): string =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const idLike = fc.oneof(anyText, fc.uuid(), fc.constantFrom('%', '%FF', '..', '%2F', ' ', 'x'.repeat(300)));
const configLike = fc.oneof(
  anyValue,
  fc.record(
    {
      schemaVersion: fc.oneof(fc.constant(2), fc.constant(1), anyValue),
      theme: fc.oneof(anyValue, fc.record({ primaryColor: anyValue, mode: anyValue })),
      typography: fc.oneof(anyValue, fc.record({ baseSize: anyValue })),
      components: fc.oneof(
        anyValue,
        fc.array(fc.record({ id: anyValue, componentId: anyValue, props: anyValue, customName: anyValue, config: anyValue }), {
          maxLength: 3,
        }),
      ),
    },
    { requiredKeys: [] },
  ),
);
const projectBody = fc.record(
  {
    name: anyValue,
    description: anyValue,
    template_id: anyValue,
    config: configLike,
    is_public: anyValue,
    tags: anyValue,
    framework: anyValue,
    version: anyValue,
    revision: anyValue,
  },
  { requiredKeys: [] },
);
const shareBody = fc.oneof(
  anyValue,
  fc.record(
    { is_public: anyValue, invite: fc.oneof(anyValue, fc.record({ email: anyValue, role: anyValue }, { requiredKeys: [] })) },
    { requiredKeys: [] },
  ),
);

/** Sends any JSON value as the body, scalars included. */
const json = (test: Test, value: unknown): Test =>
  test.set('Content-Type', 'application/json').send(JSON.stringify(value) ?? 'null');

describeEachDatabase('projects and sharing: random input never gets a 5xx', (app) => {
  let team: Team;
  const noServerError = (label: string) => (response: { status: number; body: unknown }) => {
    expect(response.status, `${label}: ${JSON.stringify(response.body)}`).toBeLessThan(500);
  };

  // Setup, not a test: the owner, admin, editor and viewer every property below sends as.
  beforeAll(async () => {
    team = await createTeam(app());
  });

  it('POST /projects, PUT /projects/:id and duplicate', async () => {
    await fc.assert(
      fc.asyncProperty(projectBody, anyText, async (body, ifMatch) => {
        const owner = team.owner.auth;
        noServerError('create')(await json(app().request.post('/v1/projects').set(owner), body));
        const put = app().request.put(`/v1/projects/${team.project.id}`).set(team.editor.auth);
        noServerError('update')(await json(ifMatch ? put.set('If-Match', inUrl(ifMatch)) : put, body));
        noServerError('duplicate')(
          await json(app().request.post(`/v1/projects/${team.project.id}/duplicate`).set(team.viewer.auth), body),
        );
        await app().db('projects').whereNot({ id: team.project.id }).delete();
      }),
      { numRuns: 40 },
    );
  });

  it('share, accept and team routes', async () => {
    await fc.assert(
      fc.asyncProperty(
        shareBody,
        anyValue,
        idLike,
        fc.record({ role: anyValue }, { requiredKeys: [] }),
        async (share, token, memberId, role) => {
          noServerError('share')(
            await json(app().request.post(`/v1/projects/${team.project.id}/share`).set(team.admin.auth), share),
          );
          noServerError('accept')(await json(app().request.post('/v1/invitations/accept').set(team.stranger.auth), { token }));
          const member = `/v1/projects/${team.project.id}/team/${inUrl(memberId)}`;
          noServerError('role')(await json(app().request.put(member).set(team.owner.auth), role));
          noServerError('remove')(await app().request.delete(member).set(team.viewer.auth));
          noServerError('revoke')(
            await app()
              .request.delete(`/v1/projects/${team.project.id}/invitations/${inUrl(memberId)}`)
              .set(team.admin.auth),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('lists, reads and public pages with random queries, ids and headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('search', 'sort', 'direction', 'page', 'page_size', 'x'), anyText),
        idLike,
        anyText,
        async (query, id, etag) => {
          const search = Object.entries(query)
            .map(([key, value]) => `${key}=${inUrl(value)}`)
            .join('&');
          noServerError('list')(await app().request.get(`/v1/projects?${search}`).set(team.viewer.auth));
          noServerError('get')(
            await app()
              .request.get(`/v1/projects/${inUrl(id)}`)
              .set(team.viewer.auth),
          );
          noServerError('team')(
            await app()
              .request.get(`/v1/projects/${inUrl(id)}/team`)
              .set(team.viewer.auth),
          );
          noServerError('public')(
            await app()
              .request.get(`/v1/projects/${inUrl(id)}/public`)
              .set('If-None-Match', inUrl(etag)),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
