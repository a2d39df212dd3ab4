import { expect, it } from 'vitest';
import { latestMailedToken } from '../auth/auth-test-helpers.ts';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { insertExport, insertMember, insertProject } from './test-helpers.ts';

describeEachDatabase('GET /v1/users/stats', (app) => {
  it('counts real data, the same numbers as the profile', async () => {
    const user = await createUser(app());
    const a = await createUser(app());
    const b = await createUser(app());
    const first = await insertProject(app(), user.id, 5);
    const second = await insertProject(app(), user.id, 7);
    await insertMember(app(), first, a.id);
    await insertMember(app(), second, a.id, 'viewer');
    await insertMember(app(), second, b.id, 'admin');
    await insertExport(app(), user.id, first);
    await insertExport(app(), user.id, null);
    // Someone else's project the user only belongs to counts for nothing.
    const elsewhere = await insertProject(app(), a.id, 40);
    await insertMember(app(), elsewhere, user.id);
    await app().db('users').where({ id: user.id }).update({ last_activity_at: '2026-11-22T08:00:00.000Z' });

    const stats = await app().request.get('/v1/users/stats').set(user.auth);
    expect(stats.status).toBe(200);
    expect(stats.body.data).toEqual({
      project_count: 2,
      component_count: 12,
      export_count: 2,
      team_member_count: 2,
      last_activity: '2026-11-22T08:00:00.000Z',
    });
    const profile = await app().request.get('/v1/users/profile').set(user.auth);
    for (const key of Object.keys(stats.body.data)) expect(profile.body.data[key]).toEqual(stats.body.data[key]);
  });

  it('is all zeros for a new account, last active when created', async () => {
    const user = await createUser(app());
    const stats = await app().request.get('/v1/users/stats').set(user.auth);
    expect(stats.body.data).toEqual({
      project_count: 0,
      component_count: 0,
      export_count: 0,
      team_member_count: 0,
      last_activity: app().clock.now.toISOString(),
    });
  });

  it('needs a bearer token', async () => {
    expect((await app().request.get('/v1/users/stats')).status).toBe(401);
  });
});

describeEachDatabase('POST /v1/users/resend-verification', (app) => {
  it('mails a new link that verifies the address; only the newest link works', async () => {
    const user = await createUser(app());
    const first = await app().request.post('/v1/users/resend-verification').set(user.auth);
    expect(first.status).toBe(200);
    expect(first.body.data.message).toMatch(/verification link/);
    const older = await latestMailedToken(app(), user.email, '/verify-email');
    await app().request.post('/v1/users/resend-verification').set(user.auth);
    const newest = await latestMailedToken(app(), user.email, '/verify-email');
    expect(newest).toBeDefined();
    expect(newest).not.toBe(older);

    expect((await app().request.post('/v1/auth/verify-email').send({ token: older })).status).toBe(400);
    expect((await app().request.post('/v1/auth/verify-email').send({ token: newest })).status).toBe(200);
    const profile = await app().request.get('/v1/users/profile').set(user.auth);
    expect(profile.body.data.is_email_verified).toBe(true);
  });

  it('answers 400 when the address is already verified, and mails nothing', async () => {
    const user = await createUser(app());
    await app().db('users').where({ id: user.id }).update({ is_email_verified: true });
    const response = await app().request.post('/v1/users/resend-verification').set(user.auth);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Your email is already verified.');
    expect(await app().db('outbox').where({ to_address: user.email })).toHaveLength(0);
  });

  it('sends at most 3 an hour, then 429 with Retry-After', async () => {
    const user = await createUser(app());
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await app().request.post('/v1/users/resend-verification').set(user.auth)).status).toBe(200);
    }
    const blocked = await app().request.post('/v1/users/resend-verification').set(user.auth);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await app().db('outbox').where({ to_address: user.email })).toHaveLength(3);
    // Another account is not held back.
    const other = await createUser(app());
    expect((await app().request.post('/v1/users/resend-verification').set(other.auth)).status).toBe(200);
  });

  it('refuses demo accounts with 403', async () => {
    const demo = await createUser(app(), { is_demo: true });
    const response = await app().request.post('/v1/users/resend-verification').set(demo.auth);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('DEMO_ACCOUNT');
  });

  it('needs a bearer token', async () => {
    expect((await app().request.post('/v1/users/resend-verification')).status).toBe(401);
  });
});
