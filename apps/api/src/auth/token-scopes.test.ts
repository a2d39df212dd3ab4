import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { allContracts, tokenAccessOf } from '@kitsmith/contract';
import { migrate, migrationSource } from '../db/migrate.ts';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { hashToken, randomToken } from './secrets.ts';

const READ_ONLY = 'This token can only read. Create a token with the write scope in Settings to make changes.';
const ACCOUNT = 'Personal access tokens cannot manage your account. Sign in to Kitsmith to do this.';

async function tokenFor(app: TestApp, auth: { Authorization: string }, scopes: string[]) {
  const created = await app.request.post('/v1/tokens').set(auth).send({ name: `scoped ${scopes.join('+')}`, scopes });
  expect(created.status).toBe(201);
  return { Authorization: `Bearer ${created.body.data.token as string}` };
}

describeEachDatabase('personal access token scopes', (app) => {
  it('lets a read-only token read, and refuses every change with 403 TOKEN_SCOPE before looking at the body', async () => {
    const owner = await createUser(app());
    const project = (await app().request.post('/v1/projects').set(owner.auth).send({ name: 'Acme UI' })).body.data;
    const readOnly = await tokenFor(app(), owner.auth, ['read']);

    for (const path of ['/v1/users/profile', '/v1/projects', `/v1/projects/${project.id}`, `/v1/projects/${project.id}/team`, '/v1/exports', '/v1/analytics', '/v1/billing/subscription']) {
      const read = await app().request.get(path).set(readOnly);
      expect(read.status, path).toBe(200);
    }

    const refused = [
      app().request.post('/v1/projects').set(readOnly).send({ name: 'Not allowed' }),
      app().request.put(`/v1/projects/${project.id}`).set(readOnly).send({ description: 'changed' }),
      app().request.delete(`/v1/projects/${project.id}`).set(readOnly),
      app().request.post(`/v1/projects/${project.id}/duplicate`).set(readOnly).send({}),
      app().request.post(`/v1/projects/${project.id}/export`).set(readOnly).send({ formats: ['css'] }),
      app().request.post(`/v1/projects/${project.id}/share`).set(readOnly).send({ is_public: true }),
      // Invalid bodies too: the scope is checked first, so the answer says what to do about the token.
      app().request.put(`/v1/projects/${project.id}`).set(readOnly).send({ revision: 'nonsense' }),
      // An `auth: 'optional'` route checks a token it is given as well.
      app()
        .request.post('/v1/analytics/events')
        .set(readOnly)
        .send({ events: [{ name: 'cli_pull', timestamp: app().clock.now.toISOString() }] }),
    ];
    for (const [index, response] of (await Promise.all(refused)).entries()) {
      expect(response.status, `refused call ${index}`).toBe(403);
      expect(response.body).toEqual({ success: false, error: { code: 'TOKEN_SCOPE', message: READ_ONLY } });
    }

    const after = (await app().request.get(`/v1/projects/${project.id}`).set(owner.auth)).body.data;
    expect(after).toMatchObject({ name: 'Acme UI', is_public: false });
    expect((await app().request.get('/v1/projects').set(owner.auth)).body.data.projects).toHaveLength(1);
  });

  it('lets a write token change projects (and read)', async () => {
    const owner = await createUser(app());
    const write = await tokenFor(app(), owner.auth, ['write']);
    const created = await app().request.post('/v1/projects').set(write).send({ name: 'From CI' });
    expect(created.status).toBe(201);
    const updated = await app()
      .request.put(`/v1/projects/${created.body.data.id}`)
      .set(write)
      .send({ description: 'Set by CI', revision: created.body.data.revision });
    expect(updated.status).toBe(200);
    expect((await app().request.get(`/v1/projects/${created.body.data.id}`).set(write)).body.data.description).toBe('Set by CI');
    expect((await app().request.delete(`/v1/projects/${created.body.data.id}`).set(write)).status).toBe(200);
  });

  it('refuses any token, whatever its scopes, on the account: tokens, password, e-mail, deletion, billing', async () => {
    const owner = await createUser(app());
    const { id: sessionMadeId } = (await app().request.post('/v1/tokens').set(owner.auth).send({ name: 'kept', scopes: ['read'] })).body.data;
    for (const scopes of [['read'], ['read', 'write']]) {
      const token = await tokenFor(app(), owner.auth, scopes);
      const refused = [
        app().request.get('/v1/tokens').set(token),
        app().request.post('/v1/tokens').set(token).send({ name: 'child', scopes: ['read'] }),
        app().request.delete(`/v1/tokens/${sessionMadeId}`).set(token),
        app().request.put('/v1/users/password').set(token).send({ current_password: 'x', new_password: 'a brand new password' }),
        app().request.put('/v1/users/profile').set(token).send({ email: 'thief@example.com' }),
        app().request.delete('/v1/users/profile').set(token).send({}),
        app().request.post('/v1/billing/subscribe').set(token).send({ plan: 'pro' }),
        app().request.put('/v1/billing/subscription').set(token).send({ plan: 'team' }),
        app().request.delete('/v1/billing/subscription').set(token),
        app().request.get('/v1/billing/portal').set(token),
      ];
      for (const [index, response] of (await Promise.all(refused)).entries()) {
        expect(response.status, `account call ${index} with ${scopes.join('+')}`).toBe(403);
        expect(response.body.error).toEqual({ code: 'TOKEN_SCOPE', message: ACCOUNT });
      }
    }
    // Nothing changed: the account, its address and its tokens are as they were.
    const profile = await app().request.get('/v1/users/profile').set(owner.auth);
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe(owner.email);
    const tokens = (await app().request.get('/v1/tokens').set(owner.auth)).body.data.tokens as { id: string }[];
    expect(tokens.map((token) => token.id)).toContain(sessionMadeId);
    expect(tokens).toHaveLength(3);
  });

  it('declares which routes a token may never call (a new account route must join this list)', () => {
    const never = allContracts
      .filter((spec) => spec.auth !== 'none' && tokenAccessOf(spec) === 'never')
      .map((spec) => `${spec.method.toUpperCase()} ${spec.path}`)
      .sort();
    expect(never).toEqual(
      [
        'DELETE /billing/payment-methods/:id',
        'DELETE /billing/subscription',
        'DELETE /tokens/:id',
        'DELETE /users/email-change',
        'DELETE /users/profile',
        'GET /billing/checkout/return',
        'GET /billing/payment-methods',
        'GET /billing/portal',
        'GET /tokens',
        'GET /users/email-change',
        'POST /billing/payment-methods',
        'POST /billing/subscribe',
        'POST /billing/subscription/resume',
        'POST /tokens',
        'POST /users/email-change/resend',
        'PUT /billing/subscription',
        'PUT /users/password',
        'PUT /users/profile',
      ].sort(),
    );
  });
});

describeEachDatabase('migration 060: tokens from before scopes', (app) => {
  it('gives a token made before scopes existed read and write, so what already runs keeps working', async () => {
    const owner = await createUser(app());
    const { db } = app();
    await db.migrate.down({ migrationSource, name: '060-token-scopes.ts' });
    expect(await db.schema.hasColumn('personal_access_tokens', 'scopes')).toBe(false);
    const token = randomToken('ks_pat_');
    const id = randomUUID();
    await db('personal_access_tokens').insert({
      id,
      user_id: owner.id,
      name: 'old CI token',
      token_hash: hashToken(token),
      created_at: app().clock.now.toISOString(),
    });

    await migrate(db);
    expect((await db('personal_access_tokens').where({ id }).first()).scopes).toBe('read write');
    const old = { Authorization: `Bearer ${token}` };
    expect((await app().request.get('/v1/projects').set(old)).status).toBe(200);
    expect((await app().request.post('/v1/projects').set(old).send({ name: 'Still works' })).status).toBe(201);
    expect((await app().request.get('/v1/tokens').set(old)).body.error.code).toBe('TOKEN_SCOPE');
    expect((await app().request.get('/v1/tokens').set(owner.auth)).body.data.tokens).toEqual([
      expect.objectContaining({ id, name: 'old CI token', scopes: ['read', 'write'] }),
    ]);
  });
});
