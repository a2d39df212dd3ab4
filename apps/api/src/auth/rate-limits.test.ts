import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, describeEachRateLimitStore, type TestApp } from '../test-support/test-app.ts';
import { freshIp, registerThroughApi } from './auth-test-helpers.ts';
import { authRateLimits } from './rate-limits.ts';

describeEachDatabase('rate limits on the auth routes', (app) => {
  it('limits login per address and email: 429 with Retry-After, then open again after the window', async () => {
    const { email } = await registerThroughApi(app(), { password: 'the real password' });
    const ip = freshIp();
    const attempt = (address: string, tryEmail = email) =>
      app().request.post('/v1/auth/login').set('X-Forwarded-For', address).send({ email: tryEmail, password: 'a wrong guess' });
    for (let index = 0; index < authRateLimits.login.limit; index += 1) expect((await attempt(ip)).status).toBe(401);

    const limited = await attempt(ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe(String(authRateLimits.login.windowMs / 1000));
    expect(limited.body.error.message).toBe(`Too many attempts. Try again in ${authRateLimits.login.windowMs / 1000} seconds.`);

    // Another address, or another account from this address, is not held up.
    expect((await attempt(freshIp())).status).toBe(401);
    expect((await attempt(ip, 'someone-else@example.com')).status).toBe(401);

    app().clock.advance(5 * 60 * 1000);
    const stillLimited = await attempt(ip);
    expect(stillLimited.status).toBe(429);
    expect(stillLimited.headers['retry-after']).toBe(String(10 * 60));

    app().clock.advance(10 * 60 * 1000);
    const correct = await app()
      .request.post('/v1/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ email, password: 'the real password' });
    expect(correct.status).toBe(200);
  });

  it('limits password spraying: failed logins per client address, whatever the e-mail; successes cost nothing', async () => {
    const office = await Promise.all([1, 2, 3, 4].map(() => registerThroughApi(app(), { password: 'the real password' })));
    const { email, password } = office[0] ?? { email: '', password: '' };
    const ip = freshIp();
    const attempt = (tryEmail: string, tryPassword = 'Summer2026!') =>
      app().request.post('/v1/auth/login').set('X-Forwarded-For', ip).send({ email: tryEmail, password: tryPassword });
    // A busy office behind one address signs in all day (more often than the failure limit) without being held up.
    const signIns = authRateLimits.login.limit - 2;
    expect(office.length * signIns).toBeGreaterThan(authRateLimits.loginFailures.limit);
    for (const colleague of office) {
      for (let index = 0; index < signIns; index += 1) expect((await attempt(colleague.email, colleague.password)).status).toBe(200);
    }
    // One password tried on many accounts: each e-mail only once, so the per-account limit never trips.
    for (let index = 0; index < authRateLimits.loginFailures.limit; index += 1) {
      expect((await attempt(`victim${index}@example.com`)).status).toBe(401);
    }
    const limited = await attempt('victim-next@example.com');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe(String(authRateLimits.loginFailures.windowMs / 1000));
    // While it lasts, the right password from that address waits too; from elsewhere nothing is held up.
    expect((await attempt(email, password)).status).toBe(429);
    expect(
      (await app().request.post('/v1/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password })).status,
    ).toBe(200);
    app().clock.advance(authRateLimits.loginFailures.windowMs);
    expect((await attempt(email, password)).status).toBe(200);
  });

  it('limits registration per address', async () => {
    const ip = freshIp();
    const register = (index: number) =>
      app()
        .request.post('/v1/auth/register')
        .set('X-Forwarded-For', ip)
        .send({ email: `burst${index}@example.com`, password: 'long enough pw', full_name: 'Burst' });
    for (let index = 0; index < authRateLimits.register.limit; index += 1) expect((await register(index)).status).toBe(201);
    const limited = await register(99);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await app().db('users').where({ email: 'burst99@example.com' }).first()).toBeUndefined();
    app().clock.advance(authRateLimits.register.windowMs);
    expect((await register(99)).status).toBe(201);
  });

  it('limits forgot-password per address', async () => {
    const ip = freshIp();
    const ask = () =>
      app().request.post('/v1/auth/forgot-password').set('X-Forwarded-For', ip).send({ email: 'who@example.com' });
    for (let index = 0; index < authRateLimits.forgotPassword.limit; index += 1) expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
  });

  it('limits demo accounts per address', async () => {
    const ip = freshIp();
    const demo = () => app().request.post('/v1/auth/demo').set('X-Forwarded-For', ip);
    for (let index = 0; index < authRateLimits.demo.limit; index += 1) expect((await demo()).status).toBe(201);
    const limited = await demo();
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
    expect((await app().request.post('/v1/auth/demo').set('X-Forwarded-For', freshIp())).status).toBe(201);
  });

  it('does not count requests with invalid bodies', async () => {
    const ip = freshIp();
    for (let index = 0; index < 20; index += 1) {
      const response = await app().request.post('/v1/auth/forgot-password').set('X-Forwarded-For', ip).send({ email: 'nope' });
      expect(response.status).toBe(422);
    }
    expect(
      (await app().request.post('/v1/auth/forgot-password').set('X-Forwarded-For', ip).send({ email: 'a@example.com' })).status,
    ).toBe(200);
  });
});

describeEachRateLimitStore('the auth limits across API instances', (limits) => {
  // Two apps, as two API processes behind one load balancer: each its own database, one rate limit store.
  let apps: TestApp[] = [];
  beforeAll(async () => {
    apps = [
      await createTestApp('sqlite', { rateLimits: await limits().open() }),
      await createTestApp('sqlite', { rateLimits: await limits().open() }),
    ];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  const instance = (index: number): TestApp => {
    const app = apps[index % apps.length];
    if (!app) throw new Error('apps not ready');
    return app;
  };

  it('count login attempts together, whichever instance gets them', async () => {
    const ip = freshIp();
    const attempt = (index: number) =>
      instance(index)
        .request.post('/v1/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ email: 'nobody@example.com', password: 'a wrong guess' });
    for (let index = 0; index < authRateLimits.login.limit; index += 1) expect((await attempt(index)).status).toBe(401);
    for (const index of [0, 1]) {
      const limited = await attempt(index);
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(authRateLimits.login.windowMs / 1000);
    }
  });

  it('count failed logins from one client address together, across e-mails (password spraying)', async () => {
    const ip = freshIp();
    const attempt = (index: number) =>
      instance(index)
        .request.post('/v1/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ email: `sprayed${index}@example.com`, password: 'Summer2026!' });
    for (let index = 0; index < authRateLimits.loginFailures.limit; index += 1) expect((await attempt(index)).status).toBe(401);
    for (const index of [0, 1]) {
      const limited = await attempt(1000 + index);
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(authRateLimits.loginFailures.windowMs / 1000);
    }
  });

  it('count forgot-password requests together', async () => {
    const ip = freshIp();
    const ask = (index: number) =>
      instance(index).request.post('/v1/auth/forgot-password').set('X-Forwarded-For', ip).send({ email: 'who@example.com' });
    for (let index = 0; index < authRateLimits.forgotPassword.limit; index += 1) expect((await ask(index)).status).toBe(200);
    expect((await ask(0)).status).toBe(429);
    expect((await ask(1)).status).toBe(429);
  });
});
