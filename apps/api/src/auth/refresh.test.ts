import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-app.ts';
import { freshIp, registerThroughApi } from './auth-test-helpers.ts';
import { hashToken } from './secrets.ts';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('refresh tokens and logout', (app) => {
  const refresh = (refresh_token: unknown) => app().request.post('/v1/auth/refresh').send({ refresh_token });
  const logout = (body: object = {}) => app().request.post('/v1/auth/logout').send(body);

  it('rotates: a new pair and the user for each use, stored only as hashes', async () => {
    const session = await registerThroughApi(app());
    const first = await refresh(session.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body.data.refresh_token).toMatch(/^ks_rt_/);
    expect(first.body.data.refresh_token).not.toBe(session.refresh_token);
    expect(first.body.data.user.id).toBe(session.userId);
    const me = await app().request.get('/v1/tokens').set('Authorization', `Bearer ${first.body.data.access_token}`);
    expect(me.status).toBe(200);

    const second = await refresh(first.body.data.refresh_token);
    expect(second.status).toBe(200);
    const rows = await app().db('refresh_tokens').where({ user_id: session.userId }).select('family_id', 'token_hash');
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.family_id)).size).toBe(1);
    const hashes = rows.map((row) => row.token_hash);
    for (const token of [session.refresh_token, first.body.data.refresh_token, second.body.data.refresh_token]) {
      expect(hashes).not.toContain(token);
    }
  });

  it('treats reuse of a rotated token as theft: 401 and the whole family revoked', async () => {
    const session = await registerThroughApi(app());
    const rotated = await refresh(session.refresh_token);
    expect(rotated.status).toBe(200);

    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.error.message).toMatch(/already used/);

    // The legitimate successor dies with the family.
    const successor = await refresh(rotated.body.data.refresh_token);
    expect(successor.status).toBe(401);
    const live = await app().db('refresh_tokens').where({ user_id: session.userId }).whereNull('revoked_at');
    expect(live).toHaveLength(0);
  });

  it('revokes only the family that was replayed, not the user’s other sign-ins', async () => {
    const session = await registerThroughApi(app());
    const other = await app()
      .request.post('/v1/auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: session.email, password: session.password });
    expect(other.status).toBe(200);
    await refresh(session.refresh_token);
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await refresh(other.body.data.refresh_token)).status).toBe(200);
  });

  it('lets only one of two simultaneous uses of a token win', async () => {
    const session = await registerThroughApi(app());
    const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('expires refresh tokens after 30 days', async () => {
    const session = await registerThroughApi(app());
    app().clock.advance(29 * DAY);
    const stillFine = await refresh(session.refresh_token);
    expect(stillFine.status).toBe(200);
    app().clock.advance(30 * DAY + 1000);
    const expired = await refresh(stillFine.body.data.refresh_token);
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toBe('Your session has ended. Sign in again.');
  });

  it('answers an unknown token with 401 and a missing one with 422', async () => {
    const unknown = await refresh('ks_rt_this-token-was-never-issued');
    expect(unknown.status).toBe(401);
    const missing = await app().request.post('/v1/auth/refresh').send({});
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toContain('refresh_token: refresh_token is required');
    const wrongType = await refresh(42);
    expect(wrongType.status).toBe(422);
  });

  it('logs out: the family is revoked, so neither the token nor its successors refresh; other sign-ins stay', async () => {
    const session = await registerThroughApi(app());
    const elsewhere = await app()
      .request.post('/v1/auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: session.email, password: session.password });
    expect(elsewhere.status).toBe(200);
    const rotated = await refresh(session.refresh_token);
    const family = await app().db('refresh_tokens').where({ token_hash: hashToken(session.refresh_token) }).first('family_id');
    expect(await app().db('refresh_tokens').where({ family_id: family.family_id }).whereNull('revoked_at')).toHaveLength(2);
    const response = await logout({ refresh_token: rotated.body.data.refresh_token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ message: 'Signed out.' });
    expect((await refresh(rotated.body.data.refresh_token)).status).toBe(401);
    expect(await app().db('refresh_tokens').where({ family_id: family.family_id }).whereNull('revoked_at')).toHaveLength(0);
    expect((await refresh(elsewhere.body.data.refresh_token as string)).status).toBe(200);
  });

  it('answers logout with 200 without a token, with an unknown one, and with a bearer', async () => {
    const session = await registerThroughApi(app());
    expect((await logout()).status).toBe(200);
    expect((await logout({ refresh_token: 'ks_rt_unknown' })).status).toBe(200);
    const withBearer = await app()
      .request.post('/v1/auth/logout')
      .set('Authorization', `Bearer ${session.access_token}`)
      .send({ refresh_token: session.refresh_token });
    expect(withBearer.status).toBe(200);
    expect((await refresh(session.refresh_token)).status).toBe(401);
  });

  it('rejects a logout body of the wrong type with 422', async () => {
    const response = await logout({ refresh_token: 7 });
    expect(response.status).toBe(422);
  });
});
