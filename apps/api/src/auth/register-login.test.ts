import { serverUserSchema } from '@kitsmith/core';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-app.ts';
import { freshIp, latestMailedToken, registerThroughApi } from './auth-test-helpers.ts';

describeEachDatabase('register and login', (app) => {
  const register = (body: unknown) =>
    app()
      .request.post('/v1/auth/register')
      .set('X-Forwarded-For', freshIp())
      .send(body as object);
  const login = (body: unknown) =>
    app()
      .request.post('/v1/auth/login')
      .set('X-Forwarded-For', freshIp())
      .send(body as object);

  it('registers: 201, tokens, the server user, a normalised email, a hashed password and a verification mail', async () => {
    const response = await register({
      email: '  Grace.Hopper@Example.COM ',
      password: 'compilers4ever',
      full_name: ' Grace Hopper ',
    });
    expect(response.status).toBe(201);
    const { access_token, refresh_token, user } = response.body.data;
    expect(access_token.split('.')).toHaveLength(3);
    expect(refresh_token).toMatch(/^ks_rt_[A-Za-z0-9_-]{43}$/);
    expect(serverUserSchema.parse(user)).toEqual(user);
    expect(user).toMatchObject({
      email: 'grace.hopper@example.com',
      full_name: 'Grace Hopper',
      is_email_verified: false,
      subscription_plan: 'free',
      subscription_status: 'active',
      project_count: 0,
      component_count: 0,
      export_count: 0,
      team_member_count: 0,
      created_at: app().clock.now.toISOString(),
      last_login_at: app().clock.now.toISOString(),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password|hash/i);

    const row = await app().db('users').where({ id: user.id }).first();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('compilers4ever');
    const stored = await app().db('refresh_tokens').where({ user_id: user.id }).select('token_hash');
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toBe(refresh_token);

    const token = await latestMailedToken(app(), 'grace.hopper@example.com', '/verify-email');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = await app().db('outbox').where({ to_address: 'grace.hopper@example.com' }).first();
    expect(mail.subject).toBe('Verify your Kitsmith email address');
    expect(mail.text).toContain('Hi Grace Hopper,');
  });

  it('gives an access token that authenticates', async () => {
    const session = await registerThroughApi(app());
    const response = await app().request.get('/v1/tokens').set('Authorization', `Bearer ${session.access_token}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ tokens: [] });
  });

  it('refuses a second account for the same address, whatever its case', async () => {
    await registerThroughApi(app(), { email: 'twice@example.com' });
    const response = await register({ email: 'TWICE@example.com', password: 'another-password', full_name: 'Copy Cat' });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' });
    const counted = await app().db('users').where({ email: 'twice@example.com' }).count({ n: '*' });
    expect(Number(counted[0]?.n)).toBe(1);
  });

  it.each([
    [{ password: 'long-enough', full_name: 'A' }, 'email: Email is required'],
    [{ email: 'not-an-address', password: 'long-enough', full_name: 'A' }, 'email: Invalid email address'],
    [{ email: 'a@b.c', password: 'long-enough', full_name: 'A' }, 'email: Invalid email address'],
    [{ email: 'a@example.com', password: 'short', full_name: 'A' }, 'password: Password must be at least 8 characters'],
    [{ email: 'a@example.com', full_name: 'A' }, 'password: Password is required'],
    [{ email: 'a@example.com', password: 'long-enough', full_name: '   ' }, 'full_name: Full name is required'],
    [{ email: 'a@example.com', password: 12345678, full_name: 'A' }, 'password: Password must be text'],
  ])('rejects a bad registration %j with 422 naming the field', async (body, message) => {
    const response = await register(body);
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.message).toContain(message);
  });

  it('logs in, setting last_login_at, with the email in any case', async () => {
    const session = await registerThroughApi(app(), { email: 'login-ok@example.com', password: 'my secret pass' });
    app().clock.advance(60_000);
    const response = await login({ email: 'Login-OK@example.com ', password: 'my secret pass' });
    expect(response.status).toBe(200);
    const { access_token, refresh_token, user } = response.body.data;
    expect(user.id).toBe(session.userId);
    expect(user.last_login_at).toBe(app().clock.now.toISOString());
    expect(user.last_login_at).not.toBe(user.created_at);
    expect(refresh_token).not.toBe(session.refresh_token);
    const me = await app().request.get('/v1/tokens').set('Authorization', `Bearer ${access_token}`);
    expect(me.status).toBe(200);
  });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    await registerThroughApi(app(), { email: 'known@example.com', password: 'right password' });
    const wrongPassword = await login({ email: 'known@example.com', password: 'wrong password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'right password' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password.' });
    }
  });

  it('rejects a login without a password with 422', async () => {
    const response = await login({ email: 'known@example.com' });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toContain('password: Password is required');
  });

  it('never signs in a password-less account (a demo user) by email', async () => {
    const demo = await app().request.post('/v1/auth/demo').set('X-Forwarded-For', freshIp());
    const response = await login({ email: demo.body.data.user.email, password: 'anything-at-all' });
    expect(response.status).toBe(401);
  });

  it('answers Google and GitHub sign-in with 501 and the spec’s messages', async () => {
    const google = await app().request.post('/v1/auth/google').send({});
    expect(google.status).toBe(501);
    expect(google.body.error).toEqual({
      code: 'NOT_IMPLEMENTED',
      message: 'Google sign-in not implemented yet. Please use email/password authentication.',
    });
    const github = await app().request.post('/v1/auth/github');
    expect(github.status).toBe(501);
    expect(github.body.error.message).toBe('GitHub sign-in not implemented yet. Please use email/password authentication.');
  });

  it('rejects a bearer that is not a valid access token with 401', async () => {
    const garbage = await app().request.get('/v1/tokens').set('Authorization', 'Bearer not.a.jwt');
    expect(garbage.status).toBe(401);
    expect(garbage.body.error.message).toBe('Your session has expired. Sign in again.');
    const none = await app().request.get('/v1/tokens');
    expect(none.status).toBe(401);
    expect(none.body.error.message).toBe('Sign in to continue.');
  });

  it('expires access tokens after 15 minutes', async () => {
    const session = await registerThroughApi(app());
    app().clock.advance(15 * 60 * 1000 + 1000);
    const response = await app().request.get('/v1/tokens').set('Authorization', `Bearer ${session.access_token}`);
    expect(response.status).toBe(401);
  });
});
