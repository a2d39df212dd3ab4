import { expect, it } from 'vitest';
import { issueAccessToken } from '../auth/access-token.ts';
import { freshIp } from '../auth/auth-test-helpers.ts';
import { issueSession } from '../auth/service/sessions.ts';
import { verifyPassword } from '../auth/secrets.ts';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { createUserWithPassword, PASSWORD, refreshStatus } from './test-helpers.ts';

const NEW_PASSWORD = 'a much longer secret 42';

async function storedHash(app: TestApp, userId: string): Promise<string> {
  const row = await app.db('users').where({ id: userId }).first('password_hash');
  return String(row.password_hash);
}

describeEachDatabase('PUT /v1/users/password', (app) => {
  it('changes the password and signs out everywhere (sessions, personal access tokens, access tokens already issued); the caller gets a fresh session', async () => {
    const user = await createUserWithPassword(app());
    const otherSession = await issueSession(app().deps, user.id);
    const pat = await app().request.post('/v1/tokens').set(user.auth).send({ name: 'CI', scopes: ['read'] });
    expect(pat.status).toBe(201);
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
    const profileStatus = async (token: string) => (await app().request.get('/v1/users/profile').set(bearer(token))).status;
    expect(await profileStatus(otherSession.access_token)).toBe(200);

    const response = await app()
      .request.put('/v1/users/password')
      .set(user.auth)
      .send({ current_password: PASSWORD, new_password: NEW_PASSWORD, refresh_token: user.session.refresh_token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      signed_out_sessions: 1,
      revoked_tokens: 1,
      session: { access_token: expect.any(String), refresh_token: expect.any(String) },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/scrypt|password_hash/);

    const hash = await storedHash(app(), user.id);
    expect(await verifyPassword(NEW_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(PASSWORD, hash)).toBe(false);
    // Every refresh family is revoked, the caller's own included: the answer's session replaces it.
    expect(await refreshStatus(app(), otherSession.refresh_token)).toBe(401);
    expect(await refreshStatus(app(), user.session.refresh_token)).toBe(401);
    // Access tokens issued before the change stop at once, not when their 15 minutes are up; so does the token.
    expect(await profileStatus(otherSession.access_token)).toBe(401);
    expect(await profileStatus(user.token)).toBe(401);
    expect(await profileStatus(pat.body.data.token as string)).toBe(401);
    expect(await app().db('personal_access_tokens').where({ user_id: user.id }).whereNull('revoked_at')).toHaveLength(0);

    const fresh = response.body.data.session as { access_token: string; refresh_token: string };
    expect(await profileStatus(fresh.access_token)).toBe(200);
    expect(await refreshStatus(app(), fresh.refresh_token)).toBe(200);

    const login = await app().request.post('/v1/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
  });

  it('without the current refresh token, signs out every session and answers a new one', async () => {
    const user = await createUserWithPassword(app());
    const response = await app().request.put('/v1/users/password').set(user.auth).send({ current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.data.signed_out_sessions).toBe(1);
    expect(response.body.data.session).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });
    expect(await refreshStatus(app(), user.session.refresh_token)).toBe(401);
    expect(await refreshStatus(app(), response.body.data.session.refresh_token)).toBe(200);
    const profile = await app().request.get('/v1/users/profile').set({ Authorization: `Bearer ${response.body.data.session.access_token}` });
    expect(profile.status).toBe(200);
  });

  it('ignores a refresh token that is not the caller’s', async () => {
    const user = await createUserWithPassword(app());
    const stranger = await createUserWithPassword(app());
    const response = await app()
      .request.put('/v1/users/password')
      .set(user.auth)
      .send({ current_password: PASSWORD, new_password: NEW_PASSWORD, refresh_token: stranger.session.refresh_token });
    expect(response.status).toBe(200);
    expect(response.body.data.session).not.toBeNull();
    expect(await refreshStatus(app(), stranger.session.refresh_token)).toBe(200);
  });

  it('makes a pending password-reset link useless', async () => {
    const user = await createUserWithPassword(app());
    await app().request.post('/v1/auth/forgot-password').set('X-Forwarded-For', freshIp()).send({ email: user.email });
    expect(await app().db('one_time_tokens').where({ user_id: user.id, purpose: 'reset' }).whereNull('used_at')).toHaveLength(1);
    await app().request.put('/v1/users/password').set(user.auth).send({ current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(await app().db('one_time_tokens').where({ user_id: user.id, purpose: 'reset' }).whereNull('used_at')).toHaveLength(0);
  });

  it('refuses a wrong current password with 422 and changes nothing', async () => {
    const user = await createUserWithPassword(app());
    const before = await storedHash(app(), user.id);
    const response = await app().request.put('/v1/users/password').set(user.auth).send({ current_password: 'wrong password', new_password: NEW_PASSWORD });
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual({ code: 'WRONG_PASSWORD', message: 'Current password is incorrect.' });
    expect(await storedHash(app(), user.id)).toBe(before);
    expect(await refreshStatus(app(), user.session.refresh_token)).toBe(200);
  });

  it('refuses the same password again', async () => {
    const user = await createUserWithPassword(app());
    const response = await app().request.put('/v1/users/password').set(user.auth).send({ current_password: PASSWORD, new_password: PASSWORD });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toMatch(/same as the current one/);
  });

  it.each([
    [{ current_password: PASSWORD, new_password: 'short' }, 'Password must be at least 8 characters'],
    [{ new_password: NEW_PASSWORD }, 'current_password'],
    [{ current_password: PASSWORD }, 'new_password'],
    [{ current_password: PASSWORD, new_password: 12345678 }, 'new_password'],
    [{ current_password: PASSWORD, new_password: NEW_PASSWORD, extra: true }, 'extra'],
  ])('answers %j with 422', async (body, message) => {
    const user = await createUserWithPassword(app());
    const response = await app().request.put('/v1/users/password').set(user.auth).send(body);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toContain(message);
  });

  it('refuses demo accounts (no password) with 403 and a clear message', async () => {
    const demo = await createUser(app(), { is_demo: true });
    const response = await app().request.put('/v1/users/password').set(demo.auth).send({ current_password: 'anything at all', new_password: NEW_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({ code: 'DEMO_ACCOUNT' });
    expect(response.body.error.message).toMatch(/Demo accounts have no password/);
  });

  it('refuses accounts without a password with 403, pointing at the reset flow', async () => {
    const user = await createUser(app());
    const response = await app().request.put('/v1/users/password').set(user.auth).send({ current_password: 'anything at all', new_password: NEW_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('NO_PASSWORD');
  });

  it('stops guessing after 10 wrong passwords with 429 and Retry-After', async () => {
    const user = await createUserWithPassword(app());
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await app().request.put('/v1/users/password').set(user.auth).send({ current_password: `guess ${attempt}`, new_password: NEW_PASSWORD });
      expect(wrong.status).toBe(422);
    }
    const blocked = await app().request.put('/v1/users/password').set(user.auth).send({ current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    app().clock.advance(15 * 60_000 + 1000);
    const token = await issueAccessToken(app().deps.config, user.id);
    const later = await app().request.put('/v1/users/password').set({ Authorization: `Bearer ${token}` }).send({ current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(later.status).toBe(200);
  });

  it('needs a bearer token', async () => {
    const response = await app().request.put('/v1/users/password').send({ current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(response.status).toBe(401);
  });
});
