import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';

describeEachDatabase('GET and PUT /v1/users/preferences', (app) => {
  it('starts empty, merges each change into what is stored, and keeps it', async () => {
    const user = await createUser(app());
    const initial = await app().request.get('/v1/users/preferences').set(user.auth);
    expect(initial.status).toBe(200);
    expect(initial.body.data).toEqual({ preferences: {} });

    const first = await app()
      .request.put('/v1/users/preferences')
      .set(user.auth)
      .send({ preferences: { theme: 'dark', codeStyle: { singleQuote: true, printWidth: 100 }, defaultExportFormats: ['css', 'tailwind'] } });
    expect(first.status).toBe(200);
    expect(first.body.data.preferences).toEqual({
      theme: 'dark',
      codeStyle: { singleQuote: true, printWidth: 100 },
      defaultExportFormats: ['css', 'tailwind'],
    });

    const second = await app()
      .request.put('/v1/users/preferences')
      .set(user.auth)
      .send({ preferences: { codeStyle: { semi: false, trailingComma: 'es5' }, emailNotifications: false } });
    expect(second.body.data.preferences).toEqual({
      theme: 'dark',
      codeStyle: { singleQuote: true, printWidth: 100, semi: false, trailingComma: 'es5' },
      defaultExportFormats: ['css', 'tailwind'],
      emailNotifications: false,
    });

    const stored = await app().request.get('/v1/users/preferences').set(user.auth);
    expect(stored.body.data).toEqual(second.body.data);
  });

  it('goes back to the default for a key sent as null', async () => {
    const user = await createUser(app());
    await app().request.put('/v1/users/preferences').set(user.auth).send({ preferences: { theme: 'auto', codeStyle: { tabWidth: 4 } } });
    const response = await app().request.put('/v1/users/preferences').set(user.auth).send({ preferences: { theme: null, codeStyle: null } });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ preferences: {} });
  });

  it('keeps each user’s preferences apart', async () => {
    const a = await createUser(app());
    const b = await createUser(app());
    await app().request.put('/v1/users/preferences').set(a.auth).send({ preferences: { theme: 'light' } });
    const other = await app().request.get('/v1/users/preferences').set(b.auth);
    expect(other.body.data).toEqual({ preferences: {} });
  });

  it('drops a stored value that no longer fits, keeping the rest', async () => {
    const user = await createUser(app());
    await app()
      .db('users')
      .where({ id: user.id })
      .update({ preferences: JSON.stringify({ theme: 'sepia', emailNotifications: true }) });
    const response = await app().request.get('/v1/users/preferences').set(user.auth);
    expect(response.body.data).toEqual({ preferences: { emailNotifications: true } });
  });

  it.each([
    [{}, 'preferences'],
    [{ preferences: { theme: 'sepia' } }, 'preferences.theme'],
    [{ preferences: { codeStyle: { printWidth: 39 } } }, 'preferences.codeStyle.printWidth'],
    [{ preferences: { codeStyle: { printWidth: 201 } } }, 'preferences.codeStyle.printWidth'],
    [{ preferences: { codeStyle: { printWidth: 80.5 } } }, 'whole number'],
    [{ preferences: { codeStyle: { quotes: 'single' } } }, 'quotes'],
    [{ preferences: { defaultExportFormats: ['css', 'pdf'] } }, 'preferences.defaultExportFormats.1'],
    [{ preferences: { defaultExportFormats: ['css', 'css'] } }, 'list each format once'],
    [{ preferences: { emailNotifications: 'yes' } }, 'preferences.emailNotifications'],
    [{ preferences: { colour: 'red' } }, 'colour'],
    [{ preferences: 'dark' }, 'preferences'],
  ])('answers %j with 422 naming the field', async (body, field) => {
    const user = await createUser(app());
    const response = await app().request.put('/v1/users/preferences').set(user.auth).send(body);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toContain(field);
    const stored = await app().request.get('/v1/users/preferences').set(user.auth);
    expect(stored.body.data).toEqual({ preferences: {} });
  });

  it('needs a bearer token', async () => {
    expect((await app().request.get('/v1/users/preferences')).status).toBe(401);
    expect((await app().request.put('/v1/users/preferences').send({ preferences: { theme: 'dark' } })).status).toBe(401);
  });
});
