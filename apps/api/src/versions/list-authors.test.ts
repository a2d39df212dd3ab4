import { expect, it } from 'vitest';
import { createTeam } from '../projects/test-factories.ts';
import { describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { images } from '../users/test-helpers.ts';
import { saveVersion } from './test-helpers.ts';
import type { VersionSummary } from '@kitsmith/contract';

/** The project's version list as `user` reads it: its authors, newest version first, and the page's ETag. */
async function listAuthors(app: TestApp, user: { auth: Record<string, string> }, projectId: string) {
  const response = await app.request.get(`/v1/projects/${projectId}/versions`).set(user.auth);
  expect(response.status).toBe(200);
  const versions = response.body.data.versions as VersionSummary[];
  return { authors: versions.map((version) => version.author), etag: response.headers.etag as string };
}

// The list is kept in memory under a stamp (list-cache.ts); these are changes to the authors, not to the history.
describeEachDatabase('versions: the list shows its authors as they are now', (app) => {
  it('after an author changes their name, e-mail or avatar, or deletes their account', async () => {
    const { owner, editor, viewer, project } = await createTeam(app());
    await saveVersion(app(), editor, project.id, { message: 'by the editor' });
    await saveVersion(app(), owner, project.id, { message: 'by the owner' });
    const first = await listAuthors(app(), viewer, project.id);
    expect(first.authors).toEqual([
      { id: owner.id, name: 'Olive Owner', avatar_url: null },
      { id: editor.id, name: 'Ed Editor', avatar_url: null },
    ]);

    await app().request.put('/v1/users/profile').set(editor.auth).send({ full_name: 'Edith Editor' }).expect(200);
    const renamed = await listAuthors(app(), viewer, project.id);
    expect(renamed.authors[1]).toEqual({ id: editor.id, name: 'Edith Editor', avatar_url: null });
    // The page changed, so its ETag did: a caller holding the old one gets the new page, not a 304.
    expect(renamed.etag).not.toBe(first.etag);
    const revalidated = await app().request.get(`/v1/projects/${project.id}/versions`).set(viewer.auth).set('If-None-Match', first.etag);
    expect(revalidated.status).toBe(200);

    const upload = await app().request.post('/v1/users/avatar').set(owner.auth).attach('avatar', images.png, 'me.png');
    expect(upload.status).toBe(200);
    const withAvatar = await listAuthors(app(), viewer, project.id);
    expect(withAvatar.authors[0]).toEqual({ id: owner.id, name: 'Olive Owner', avatar_url: upload.body.data.avatar_url });
    expect(withAvatar.authors[0]?.avatar_url).toMatch(new RegExp(`/v1/users/${owner.id}/avatar\\?v=\\d+$`));

    // A person with no name is shown by their address (as a confirmed e-mail change writes it).
    await app().db('users').where({ id: editor.id }).update({ full_name: null });
    expect((await listAuthors(app(), viewer, project.id)).authors[1]?.name).toBe(editor.email);
    await app().db('users').where({ id: editor.id }).update({ email: 'edith@example.com' });
    expect((await listAuthors(app(), viewer, project.id)).authors[1]?.name).toBe('edith@example.com');

    await app().db('users').where({ id: editor.id }).delete();
    expect((await listAuthors(app(), viewer, project.id)).authors).toEqual([withAvatar.authors[0], null]);
  });

  it('keeps answering from memory while nothing an author shows changes', async () => {
    const { editor, viewer, project } = await createTeam(app());
    await saveVersion(app(), editor, project.id);
    const first = await listAuthors(app(), viewer, project.id);
    // Preferences and sign-ins are not shown in the list: the page and its ETag stay.
    await app().request.put('/v1/users/preferences').set(editor.auth).send({ preferences: { theme: 'dark' } }).expect(200);
    await app().db('users').where({ id: editor.id }).update({ last_login_at: app().clock.now.toISOString() });
    const again = await app().request.get(`/v1/projects/${project.id}/versions`).set(viewer.auth).set('If-None-Match', first.etag);
    expect(again.status).toBe(304);
  });
});
