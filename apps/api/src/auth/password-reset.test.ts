import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-app.ts';
import { freshIp, latestMailedToken, registerThroughApi } from './auth-test-helpers.ts';

const HOUR = 60 * 60 * 1000;

describeEachDatabase('forgot password, reset and e-mail verification', (app) => {
  const forgot = (email: string) =>
    app().request.post('/v1/auth/forgot-password').set('X-Forwarded-For', freshIp()).send({ email });
  const reset = (token: string, password: string) => app().request.post('/v1/auth/reset-password').send({ token, password });
  const verify = (token: string) => app().request.post('/v1/auth/verify-email').send({ token });
  const login = (email: string, password: string) =>
    app().request.post('/v1/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password });
  const outboxSize = async () => Number((await app().db('outbox').count({ n: '*' }))[0]?.n);

  it('answers the same for a real and an unknown address, mailing only the real one', async () => {
    const { email } = await registerThroughApi(app());
    const before = await outboxSize();
    const known = await forgot(email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(await outboxSize()).toBe(before + 1);
    const mail = await app().db('outbox').orderBy('id', 'desc').first();
    expect(mail.to_address).toBe(email);
    expect(mail.subject).toBe('Reset your Kitsmith password');
    expect(await latestMailedToken(app(), email, '/reset-password')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('rejects a malformed address with 422', async () => {
    const response = await forgot('not an email');
    expect(response.status).toBe(422);
    expect(response.body.error.message).toContain('Invalid email address');
  });

  it('resets the password once, signs the user out everywhere, and the old password stops working', async () => {
    const session = await registerThroughApi(app(), { password: 'old password 1' });
    await forgot(session.email);
    const token = await latestMailedToken(app(), session.email, '/reset-password');
    if (!token) throw new Error('no reset link mailed');

    const response = await reset(token, 'brand new password');
    expect(response.status).toBe(200);
    expect(response.body.data.message).toMatch(/password has been reset/);
    const live = await app().db('refresh_tokens').where({ user_id: session.userId }).whereNull('revoked_at');
    expect(live).toHaveLength(0);
    const refreshed = await app().request.post('/v1/auth/refresh').send({ refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(401);
    expect((await login(session.email, 'old password 1')).status).toBe(401);
    expect((await login(session.email, 'brand new password')).status).toBe(200);
    const row = await app().db('users').where({ id: session.userId }).first();
    expect(Boolean(row.is_email_verified)).toBe(true);

    const again = await reset(token, 'yet another password');
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('TOKEN_USED');
    expect(again.body.error.message).toContain('already been used');
    expect((await login(session.email, 'brand new password')).status).toBe(200);
  });

  it('revokes every personal access token and refuses access tokens issued before the reset', async () => {
    const session = await registerThroughApi(app(), { password: 'old password 1' });
    const other = await login(session.email, 'old password 1');
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
    const pat = await app().request.post('/v1/tokens').set(bearer(session.access_token)).send({ name: 'laptop', scopes: ['read', 'write'] });
    expect(pat.status).toBe(201);
    const profileStatus = async (token: string) => (await app().request.get('/v1/users/profile').set(bearer(token))).status;
    expect(await profileStatus(pat.body.data.token as string)).toBe(200);

    await forgot(session.email);
    const token = await latestMailedToken(app(), session.email, '/reset-password');
    if (!token) throw new Error('no reset link mailed');
    const response = await reset(token, 'brand new password');
    expect(response.status).toBe(200);
    expect(response.body.data.message).toBe(
      'Your password has been reset. Every session was signed out and your personal access tokens were revoked. Sign in with your new password.',
    );

    // Whoever held the account (a stolen session or token) is out at once, not in 15 minutes.
    expect(await profileStatus(pat.body.data.token as string)).toBe(401);
    expect(await profileStatus(session.access_token)).toBe(401);
    expect(await profileStatus(other.body.data.access_token as string)).toBe(401);
    const stale = await app().request.get('/v1/users/profile').set(bearer(session.access_token));
    expect(stale.body.error.message).toBe('Your session has expired. Sign in again.');
    expect(await app().db('personal_access_tokens').where({ user_id: session.userId }).whereNull('revoked_at')).toHaveLength(0);

    const fresh = await login(session.email, 'brand new password');
    expect(await profileStatus(fresh.body.data.access_token as string)).toBe(200);
  });

  it('expires a reset link after 1 hour', async () => {
    const session = await registerThroughApi(app());
    await forgot(session.email);
    const token = await latestMailedToken(app(), session.email, '/reset-password');
    if (!token) throw new Error('no reset link mailed');
    app().clock.advance(HOUR + 1000);
    const response = await reset(token, 'too late password');
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect(response.body.error.message).toContain('expired');
    expect((await login(session.email, session.password)).status).toBe(200);
  });

  it('keeps a reset link working just inside the hour', async () => {
    const session = await registerThroughApi(app());
    await forgot(session.email);
    const token = await latestMailedToken(app(), session.email, '/reset-password');
    if (!token) throw new Error('no reset link mailed');
    app().clock.advance(HOUR - 1000);
    expect((await reset(token, 'just in time pass')).status).toBe(200);
  });

  it('only the newest reset link works', async () => {
    const session = await registerThroughApi(app());
    await forgot(session.email);
    const older = await latestMailedToken(app(), session.email, '/reset-password');
    await forgot(session.email);
    const newer = await latestMailedToken(app(), session.email, '/reset-password');
    if (!older || !newer) throw new Error('no reset link mailed');
    expect(newer).not.toBe(older);
    expect((await reset(older, 'from old link 1')).body.error.code).toBe('TOKEN_INVALID');
    expect((await reset(newer, 'from new link 1')).status).toBe(200);
  });

  it('rejects unknown tokens with 400 and short passwords with 422', async () => {
    const unknown = await reset('made-up-token', 'long enough password');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('TOKEN_INVALID');
    expect(unknown.body.error.message).toContain('Request a new one');
    const short = await reset('made-up-token', 'short');
    expect(short.status).toBe(422);
    expect(short.body.error.message).toContain('Password must be at least 8 characters');
    const missing = await app().request.post('/v1/auth/reset-password').send({ password: 'long enough password' });
    expect(missing.status).toBe(422);
  });

  it('verifies the address with the registration link, once', async () => {
    const session = await registerThroughApi(app());
    const token = await latestMailedToken(app(), session.email, '/verify-email');
    if (!token) throw new Error('no verification link mailed');
    const response = await verify(token);
    expect(response.status).toBe(200);
    expect(response.body.data.user).toMatchObject({ id: session.userId, is_email_verified: true });
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('TOKEN_USED');
  });

  it('expires a verification link after 48 hours', async () => {
    const session = await registerThroughApi(app());
    const token = await latestMailedToken(app(), session.email, '/verify-email');
    if (!token) throw new Error('no verification link mailed');
    app().clock.advance(48 * HOUR + 1000);
    const response = await verify(token);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('TOKEN_EXPIRED');
    const row = await app().db('users').where({ id: session.userId }).first();
    expect(Boolean(row.is_email_verified)).toBe(false);
  });

  it('does not accept a verification token as a reset token, or the reverse', async () => {
    const session = await registerThroughApi(app());
    const verifyToken = await latestMailedToken(app(), session.email, '/verify-email');
    await forgot(session.email);
    const resetToken = await latestMailedToken(app(), session.email, '/reset-password');
    if (!verifyToken || !resetToken) throw new Error('links not mailed');
    expect((await reset(verifyToken, 'hijack attempt 1')).body.error.code).toBe('TOKEN_INVALID');
    expect((await verify(resetToken)).body.error.code).toBe('TOKEN_INVALID');
  });

  it('rejects a verify-email body without a token with 422', async () => {
    const response = await app().request.post('/v1/auth/verify-email').send({ token: '' });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toContain('token: token is required');
  });
});
