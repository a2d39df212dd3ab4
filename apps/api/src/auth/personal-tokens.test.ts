import { createHash, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { MAX_PERSONAL_TOKENS } from './service/personal-tokens.ts';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('personal access tokens', (app) => {
  it('creates a token shown once, prefixed ks_pat_, stored only as a hash, with its scopes', async () => {
    const owner = await createUser(app());
    const response = await app()
      .request.post('/v1/tokens')
      .set(owner.auth)
      .send({ name: '  CI deploy  ', scopes: ['read'], expires_in_days: 30 });
    expect(response.status).toBe(201);
    const created = response.body.data;
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'CI deploy',
      token: expect.stringMatching(/^ks_pat_[A-Za-z0-9_-]{43}$/),
      scopes: ['read'],
      created_at: app().clock.now.toISOString(),
      expires_at: new Date(app().clock.now.getTime() + 30 * DAY).toISOString(),
    });
    const row = await app().db('personal_access_tokens').where({ id: created.id }).first();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.scopes).toBe('read');
    expect(JSON.stringify(row)).not.toContain(created.token);

    const list = await app().request.get('/v1/tokens').set(owner.auth);
    expect(list.status).toBe(200);
    expect(list.body.data.tokens).toEqual([
      { id: created.id, name: 'CI deploy', scopes: ['read'], created_at: created.created_at, expires_at: created.expires_at, last_used_at: null },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.token);
    expect(JSON.stringify(list.body)).not.toContain(row.token_hash);
  });

  it('stores write with read, and answers the scopes in a fixed order without duplicates', async () => {
    const owner = await createUser(app());
    for (const [scopes, stored] of [
      [['write'], ['read', 'write']],
      [['write', 'read'], ['read', 'write']],
      [['read', 'read'], ['read']],
    ] as const) {
      const created = await app().request.post('/v1/tokens').set(owner.auth).send({ name: 'scoped', scopes });
      expect(created.status).toBe(201);
      expect(created.body.data.scopes).toEqual(stored);
      expect((await app().db('personal_access_tokens').where({ id: created.body.data.id }).first()).scopes).toBe(stored.join(' '));
    }
  });

  it('works as a bearer token, records its last use, and stops working once deleted', async () => {
    const owner = await createUser(app());
    const { token, id } = (await app().request.post('/v1/tokens').set(owner.auth).send({ name: 'laptop', scopes: ['read'] })).body.data;
    const asBearer = { Authorization: `Bearer ${token}` };

    app().clock.advance(5_000);
    const used = await app().request.get('/v1/users/profile').set(asBearer);
    expect(used.status).toBe(200);
    expect(used.body.data.id).toBe(owner.id);
    const listed = await app().request.get('/v1/tokens').set(owner.auth);
    expect(listed.body.data.tokens[0]).toMatchObject({ id, last_used_at: app().clock.now.toISOString(), expires_at: null });

    const deleted = await app().request.delete(`/v1/tokens/${id}`).set(owner.auth);
    expect(deleted.status).toBe(200);
    const after = await app().request.get('/v1/users/profile').set(asBearer);
    expect(after.status).toBe(401);
    expect(after.body.error.message).toMatch(/personal access token is invalid, expired or revoked/);
    expect((await app().request.get('/v1/tokens').set(owner.auth)).body.data.tokens).toEqual([]);
  });

  it('tells a token about itself (name, scopes, dates), and a session that it is not a token', async () => {
    const owner = await createUser(app());
    const created = (await app().request.post('/v1/tokens').set(owner.auth).send({ name: 'CI', scopes: ['read'], expires_in_days: 7 })).body.data;
    await app().request.post('/v1/tokens').set(owner.auth).send({ name: 'other', scopes: ['write'] });

    const current = await app().request.get('/v1/tokens/current').set({ Authorization: `Bearer ${created.token}` });
    expect(current.status).toBe(200);
    expect(current.body.data).toEqual({
      id: created.id,
      name: 'CI',
      scopes: ['read'],
      created_at: created.created_at,
      expires_at: created.expires_at,
      last_used_at: app().clock.now.toISOString(),
    });

    const session = await app().request.get('/v1/tokens/current').set(owner.auth);
    expect(session.status).toBe(404);
    expect(session.body.error.message).toBe('This request is signed in with a session, not a personal access token.');
  });

  it('stops an expired token', async () => {
    const owner = await createUser(app());
    const { token } = (
      await app().request.post('/v1/tokens').set(owner.auth).send({ name: 'short', scopes: ['read'], expires_in_days: 1 })
    ).body.data;
    expect((await app().request.get('/v1/users/profile').set('Authorization', `Bearer ${token}`)).status).toBe(200);
    app().clock.advance(DAY + 1000);
    expect((await app().request.get('/v1/users/profile').set('Authorization', `Bearer ${token}`)).status).toBe(401);
  });

  it('refuses an unknown ks_pat_ bearer with 401', async () => {
    const response = await app().request.get('/v1/tokens').set('Authorization', 'Bearer ks_pat_never-issued');
    expect(response.status).toBe(401);
  });

  it('lets a user see and delete only their own tokens (others’ are 404)', async () => {
    const alice = await createUser(app());
    const bob = await createUser(app());
    const aliceToken = (await app().request.post('/v1/tokens').set(alice.auth).send({ name: 'alice', scopes: ['read'] })).body.data;
    await app().request.post('/v1/tokens').set(bob.auth).send({ name: 'bob', scopes: ['read'] });

    const bobList = await app().request.get('/v1/tokens').set(bob.auth);
    expect(bobList.body.data.tokens.map((token: { name: string }) => token.name)).toEqual(['bob']);
    const stolen = await app().request.delete(`/v1/tokens/${aliceToken.id}`).set(bob.auth);
    expect(stolen.status).toBe(404);
    expect((await app().request.get('/v1/users/profile').set('Authorization', `Bearer ${aliceToken.token}`)).status).toBe(200);

    const again = await app().request.delete(`/v1/tokens/${aliceToken.id}`).set(alice.auth);
    expect(again.status).toBe(200);
    expect((await app().request.delete(`/v1/tokens/${aliceToken.id}`).set(alice.auth)).status).toBe(404);
  });

  it('refuses to mint a token with a token: a leaked one cannot outlive its revocation', async () => {
    const owner = await createUser(app());
    const { token } = (await app().request.post('/v1/tokens').set(owner.auth).send({ name: 'ci', scopes: ['write'] })).body.data;
    const response = await app()
      .request.post('/v1/tokens')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'child', scopes: ['write'] });
    expect(response.status).toBe(403);
    expect(response.body.error).toEqual({
      code: 'TOKEN_SCOPE',
      message: 'Personal access tokens cannot manage your account. Sign in to Kitsmith to do this.',
    });
    expect((await app().request.get('/v1/tokens').set(owner.auth)).body.data.tokens).toHaveLength(1);
  });

  it.each([
    [{ scopes: ['read'] }, 'name: Name is required'],
    [{ name: '   ', scopes: ['read'] }, 'name: Name is required'],
    [{ name: 'x'.repeat(101), scopes: ['read'] }, 'name: Name must be at most 100 characters'],
    [{ name: 'ok' }, 'scopes: scopes is required: ["read"] or ["read", "write"]'],
    [{ name: 'ok', scopes: 'read' }, 'scopes: scopes is required: ["read"] or ["read", "write"]'],
    [{ name: 'ok', scopes: [] }, 'scopes: Choose at least one scope: read or write'],
    [{ name: 'ok', scopes: ['admin'] }, 'scopes must be "read" and/or "write"'],
    [{ name: 'ok', scopes: ['read', 'write', 'read'] }, 'scopes lists each scope at most once'],
    [{ name: 'ok', scopes: ['read'], expires_in_days: 0 }, 'expires_in_days must be at least 1'],
    [{ name: 'ok', scopes: ['read'], expires_in_days: 1.5 }, 'expires_in_days must be a whole number of days'],
    [{ name: 'ok', scopes: ['read'], expires_in_days: '30' }, 'expires_in_days must be a whole number of days'],
    [{ name: 'ok', scopes: ['read'], expires_in_days: 366 }, 'expires_in_days must be at most 365'],
  ])('rejects a bad token request %j with 422', async (body, message) => {
    const owner = await createUser(app());
    const response = await app().request.post('/v1/tokens').set(owner.auth).send(body);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toContain(message);
  });

  it('rejects a malformed id with 422 and an unknown one with 404', async () => {
    const owner = await createUser(app());
    const bad = await app().request.delete('/v1/tokens/not-a-uuid').set(owner.auth);
    expect(bad.status).toBe(422);
    const unknown = await app().request.delete('/v1/tokens/00000000-0000-4000-8000-000000000000').set(owner.auth);
    expect(unknown.status).toBe(404);
  });

  it('requires sign-in for every token route', async () => {
    expect((await app().request.get('/v1/tokens')).status).toBe(401);
    expect((await app().request.post('/v1/tokens').send({ name: 'x', scopes: ['read'] })).status).toBe(401);
    expect((await app().request.delete('/v1/tokens/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });

  it(`caps a user at ${MAX_PERSONAL_TOKENS} live tokens`, async () => {
    const owner = await createUser(app());
    await app()
      .db('personal_access_tokens')
      .insert(
        Array.from({ length: MAX_PERSONAL_TOKENS }, (_, index) => ({
          id: randomUUID(),
          user_id: owner.id,
          name: `t${index}`,
          token_hash: createHash('sha256').update(randomUUID()).digest('hex'),
          created_at: app().clock.now.toISOString(),
        })),
      );
    const response = await app().request.post('/v1/tokens').set(owner.auth).send({ name: 'one too many', scopes: ['read'] });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('TOO_MANY_TOKENS');
  });
});
