import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';

describeEachDatabase('last activity', (app) => {
  it('moves when the user changes something, at most once a minute, and shows in their stats', async () => {
    const user = await createUser(app());
    const before = await app().request.get('/v1/users/stats').set(user.auth);
    await app().request.post('/v1/projects').set(user.auth).send({ name: 'Activity' }).expect(201);
    const first = (await app().db('users').where({ id: user.id }).first('last_activity_at')).last_activity_at;
    expect(first).toBe(app().clock.now.toISOString());
    app().clock.advance(30_000);
    await app().request.post('/v1/projects').set(user.auth).send({ name: 'Again' }).expect(201);
    expect((await app().db('users').where({ id: user.id }).first('last_activity_at')).last_activity_at).toBe(first);
    app().clock.advance(60_000);
    await app().request.put('/v1/users/preferences').set(user.auth).send({ preferences: { theme: 'dark' } }).expect(200);
    const after = await app().request.get('/v1/users/stats').set(user.auth);
    expect(after.body.data.last_activity).toBe(app().clock.now.toISOString());
    expect(after.body.data.last_activity).not.toBe(before.body.data.last_activity);
  });
});
