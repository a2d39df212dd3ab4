import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { createUserWithPassword, insertExport, insertMember, insertProject } from './test-helpers.ts';

describeEachDatabase('GET /v1/users/profile', (app) => {
  it('answers the server User with counters from real data, and no secrets', async () => {
    const owner = await createUserWithPassword(app(), { full_name: 'Grace Hopper' });
    const teammate = await createUser(app());
    const first = await insertProject(app(), owner.id, 12);
    await insertProject(app(), owner.id, 8);
    await insertMember(app(), first, teammate.id);
    await insertExport(app(), owner.id, first);

    const response = await app().request.get('/v1/users/profile').set(owner.auth);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: owner.id,
      email: owner.email,
      full_name: 'Grace Hopper',
      is_email_verified: false,
      subscription_plan: 'free',
      project_count: 2,
      component_count: 20,
      export_count: 1,
      team_member_count: 1,
      created_at: app().clock.now.toISOString(),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password|scrypt|preferences/);
  });

  it('needs a bearer token', async () => {
    const response = await app().request.get('/v1/users/profile');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHORIZED');
  });
});

describeEachDatabase('PUT /v1/users/profile', (app) => {
  it('changes the name (trimmed) and keeps the email verified', async () => {
    const user = await createUser(app());
    await app().db('users').where({ id: user.id }).update({ is_email_verified: true });
    const response = await app().request.put('/v1/users/profile').set(user.auth).send({ full_name: '  Ada King  ' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ full_name: 'Ada King', email: user.email, is_email_verified: true });
    const again = await app().request.get('/v1/users/profile').set(user.auth);
    expect(again.body.data.full_name).toBe('Ada King');
  });

  it('sending the same address again changes nothing and mails nothing', async () => {
    const user = await createUser(app());
    await app().db('users').where({ id: user.id }).update({ is_email_verified: true });
    const response = await app().request.put('/v1/users/profile').set(user.auth).send({ email: user.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body.data.is_email_verified).toBe(true);
    expect(await app().db('outbox').where({ to_address: user.email })).toHaveLength(0);
  });

  it('refuses an email change for a demo account with 403', async () => {
    const demo = await createUser(app(), { is_demo: true });
    const response = await app().request.put('/v1/users/profile').set(demo.auth).send({ email: 'mine@example.com' });
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('DEMO_ACCOUNT');
    expect(response.body.error.message).toMatch(/Demo accounts cannot change their email/);
  });

  it.each([
    [{}, 'send full_name or email'],
    [{ full_name: '   ' }, 'full_name cannot be empty'],
    [{ full_name: 'x'.repeat(201) }, 'at most 200'],
    [{ email: 'not-an-address' }, 'Invalid email address'],
    [{ full_name: 'Ada', avatar_url: 'http://evil.test/x.png' }, 'avatar_url'],
    [{ full_name: 42 }, 'full_name'],
  ])('answers %j with 422 and says what is wrong', async (body, message) => {
    const user = await createUser(app());
    const response = await app().request.put('/v1/users/profile').set(user.auth).send(body);
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.message).toContain(message);
  });

  it('needs a bearer token', async () => {
    const response = await app().request.put('/v1/users/profile').send({ full_name: 'Nobody' });
    expect(response.status).toBe(401);
  });
});
