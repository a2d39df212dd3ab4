import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../../test-support/test-app.ts';
import { up } from './120-avatar-paths.ts';

describeEachDatabase('migration 120: avatars stored as paths', (app) => {
  it('turns the avatar URLs this API stored on PUBLIC_URL into paths, and leaves everything else as it is', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(app())));
    const [onLocalhost, onSite, already, none, foreign] = users.map((user) => user.id) as [string, string, string, string, string];
    const stored: Record<string, string | null> = {
      [onLocalhost]: `http://localhost:3000/v1/users/${onLocalhost}/avatar?v=1760000000000`,
      [onSite]: `https://kitsmith.example.com/v1/users/${onSite}/avatar?v=1760000000001`,
      [already]: `/v1/users/${already}/avatar?v=1760000000002`,
      [none]: null,
      // Not an avatar this API serves (none can be stored today, but such a value is not ours to rewrite).
      [foreign]: 'https://images.example.com/ada.png',
    };
    for (const [id, avatar_url] of Object.entries(stored)) await app().db('users').where({ id }).update({ avatar_url });

    await up(app().db);

    const after = Object.fromEntries(
      ((await app().db('users').whereIn('id', Object.keys(stored)).select('id', 'avatar_url')) as { id: string; avatar_url: string | null }[]).map((row) => [row.id, row.avatar_url]),
    );
    expect(after).toEqual({
      [onLocalhost]: `/v1/users/${onLocalhost}/avatar?v=1760000000000`,
      [onSite]: `/v1/users/${onSite}/avatar?v=1760000000001`,
      [already]: `/v1/users/${already}/avatar?v=1760000000002`,
      [none]: null,
      [foreign]: 'https://images.example.com/ada.png',
    });
    // Run again, it changes nothing.
    await up(app().db);
    expect((await app().db('users').where({ id: onSite }).first('avatar_url')).avatar_url).toBe(`/v1/users/${onSite}/avatar?v=1760000000001`);
  });
});
