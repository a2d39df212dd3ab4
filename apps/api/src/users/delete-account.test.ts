import { expect, it } from 'vitest';
import { createPersonalToken } from '../auth/service/personal-tokens.ts';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { createUserWithPassword, images, insertExport, insertMember, insertProject, PASSWORD, refreshStatus } from './test-helpers.ts';

const countRows = async (app: TestApp, table: string, where: Record<string, string>): Promise<number> =>
  (await app.db(table).where(where)).length;

describeEachDatabase('DELETE /v1/users/profile', (app) => {
  it('deletes the user with their projects, memberships, tokens, exports and avatar; their tokens stop working', async () => {
    const user = await createUserWithPassword(app());
    const friend = await createUser(app());
    const own = await insertProject(app(), user.id, 3);
    await insertMember(app(), own, friend.id);
    const friendsProject = await insertProject(app(), friend.id, 1);
    await insertMember(app(), friendsProject, user.id);
    await insertExport(app(), user.id, own);
    const pat = await createPersonalToken(app().deps, user.id, { name: 'ci', scopes: ['read'] });
    expect((await app().request.get('/v1/users/profile').set({ Authorization: `Bearer ${pat.token}` })).status).toBe(200);
    await app().request.post('/v1/users/avatar').set(user.auth).attach('avatar', images.png, 'me.png');

    const response = await app().request.delete('/v1/users/profile').set(user.auth).send({ password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.data.message).toMatch(/deleted/);

    expect(await countRows(app(), 'users', { id: user.id })).toBe(0);
    expect(await countRows(app(), 'projects', { user_id: user.id })).toBe(0);
    expect(await countRows(app(), 'project_members', { project_id: own })).toBe(0);
    expect(await countRows(app(), 'project_members', { user_id: user.id })).toBe(0);
    expect(await countRows(app(), 'exports', { user_id: user.id })).toBe(0);
    expect(await countRows(app(), 'refresh_tokens', { user_id: user.id })).toBe(0);
    expect(await countRows(app(), 'personal_access_tokens', { user_id: user.id })).toBe(0);
    expect(await countRows(app(), 'user_avatars', { user_id: user.id })).toBe(0);

    expect((await app().request.get('/v1/users/profile').set(user.auth)).status).toBe(401);
    expect((await app().request.get('/v1/users/profile').set({ Authorization: `Bearer ${pat.token}` })).status).toBe(401);
    expect(await refreshStatus(app(), user.session.refresh_token)).toBe(401);
    expect((await app().request.get(`/v1/users/${user.id}/avatar`)).status).toBe(404);

    // Other people keep what is theirs.
    expect(await countRows(app(), 'projects', { id: friendsProject })).toBe(1);
    expect(await countRows(app(), 'users', { id: friend.id })).toBe(1);
  });

  it('takes their public pages down at once, not when the page cache would have expired', async () => {
    const user = await createUserWithPassword(app());
    const own = await insertProject(app(), user.id, 0);
    await app().db('projects').where({ id: own }).update({ is_public: true });
    expect((await app().request.get(`/v1/projects/${own}/public`)).status).toBe(200);

    expect((await app().request.delete('/v1/users/profile').set(user.auth).send({ password: PASSWORD })).status).toBe(200);
    const after = await app().request.get(`/v1/projects/${own}/public`);
    expect(after.status).toBe(404);
    expect(after.body.error.message).toBe('Project not found or is not public');
  });

  it('asks for the password of an account that has one', async () => {
    const user = await createUserWithPassword(app());
    const missing = await app().request.delete('/v1/users/profile').set(user.auth);
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toBe('Enter your password to confirm deleting your account.');
    const wrong = await app().request.delete('/v1/users/profile').set(user.auth).send({ password: 'not my password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toEqual({ code: 'WRONG_PASSWORD', message: 'Password is incorrect.' });
    expect(await countRows(app(), 'users', { id: user.id })).toBe(1);
  });

  it('deletes a demo account (no password) without one', async () => {
    const demo = await createUser(app(), { is_demo: true });
    await insertProject(app(), demo.id, 12);
    const response = await app().request.delete('/v1/users/profile').set(demo.auth);
    expect(response.status).toBe(200);
    expect(await countRows(app(), 'users', { id: demo.id })).toBe(0);
    expect(await countRows(app(), 'projects', { user_id: demo.id })).toBe(0);
  });

  it('answers a malformed body with 400 and an unexpected field with 422', async () => {
    const user = await createUserWithPassword(app());
    const malformed = await app().request.delete('/v1/users/profile').set(user.auth).set('Content-Type', 'application/json').send('{"password":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('INVALID_JSON');
    const extra = await app().request.delete('/v1/users/profile').set(user.auth).send({ password: PASSWORD, confirm: true });
    expect(extra.status).toBe(422);
    const notText = await app().request.delete('/v1/users/profile').set(user.auth).send({ password: 12345678 });
    expect(notText.status).toBe(422);
    expect(await countRows(app(), 'users', { id: user.id })).toBe(1);
  });

  it('needs a bearer token', async () => {
    expect((await app().request.delete('/v1/users/profile').send({ password: PASSWORD })).status).toBe(401);
  });
});
