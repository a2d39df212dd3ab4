import { expect, it } from 'vitest';
import { issueAccessToken } from '../auth/access-token.ts';
import { createProjectAs } from '../projects/test-factories.ts';
import { INVITATION_MS } from '../sharing/invitation-token.ts';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';

async function invite(app: TestApp, owner: { auth: { Authorization: string } }, projectId: string, email: string, role = 'editor') {
  const response = await app.request.post(`/v1/projects/${projectId}/share`).set(owner.auth).send({ invite: { email, role } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describeEachDatabase('notifications', (app) => {
  async function setup() {
    const owner = await createUser(app(), { subscription_plan: 'pro', full_name: 'Olive Owner' });
    const invitee = await createUser(app(), { full_name: 'Ivy Invitee', is_email_verified: true });
    const project = await createProjectAs(app(), owner, { name: 'Acme UI' });
    return { owner, invitee, project };
  }

  it('lists the invitations waiting for me, newest first, unread until I open them', async () => {
    const { owner, invitee, project } = await setup();
    const other = await createProjectAs(app(), owner, { name: 'Beta UI' });
    await invite(app(), owner, project.id, invitee.email.toUpperCase(), 'viewer');
    app().clock.advance(1000);
    await invite(app(), owner, other.id, invitee.email, 'admin');

    const listed = await app().request.get('/v1/notifications').set(invitee.auth);
    expect(listed.status).toBe(200);
    expect(listed.body.data.unread_count).toBe(2);
    expect(listed.body.data.notifications).toEqual([
      expect.objectContaining({ kind: 'invitation', project_id: other.id, project_name: 'Beta UI', role: 'admin', invited_by: 'Olive Owner', unread: true }),
      expect.objectContaining({ kind: 'invitation', project_id: project.id, project_name: 'Acme UI', role: 'viewer', unread: true }),
    ]);
    expect(JSON.stringify(listed.body)).not.toMatch(/token|hash/i);

    const read = await app().request.post('/v1/notifications/read').set(invitee.auth);
    expect(read.status).toBe(200);
    expect(read.body.data.read_at).toBe(app().clock.now.toISOString());
    const after = await app().request.get('/v1/notifications').set(invitee.auth);
    expect(after.body.data.unread_count).toBe(0);
    expect(after.body.data.notifications.map((n: { unread: boolean }) => n.unread)).toEqual([false, false]);

    // A newer invitation is unread again; the owner sees none of this.
    app().clock.advance(1000);
    const third = await createProjectAs(app(), owner, { name: 'Gamma UI' });
    await invite(app(), owner, third.id, invitee.email);
    expect((await app().request.get('/v1/notifications').set(invitee.auth)).body.data.unread_count).toBe(1);
    expect((await app().request.get('/v1/notifications').set(owner.auth)).body.data).toEqual({ notifications: [], unread_count: 0 });
  });

  it('drops expired invitations from the list', async () => {
    const { owner, invitee, project } = await setup();
    await invite(app(), owner, project.id, invitee.email);
    app().clock.advance(INVITATION_MS + 1000);
    const auth = { Authorization: `Bearer ${await issueAccessToken(app().deps.config, invitee.id)}` };
    const listed = await app().request.get('/v1/notifications').set(auth);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual({ notifications: [], unread_count: 0 });
  });

  it('accepts an invitation from the notifications: joins the team with the invited role, once', async () => {
    const { owner, invitee, project } = await setup();
    await invite(app(), owner, project.id, invitee.email, 'editor');
    const [notification] = (await app().request.get('/v1/notifications').set(invitee.auth)).body.data.notifications;

    const accepted = await app().request.post(`/v1/invitations/${notification.id}/accept`).set(invitee.auth);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.project).toMatchObject({ id: project.id, role: 'editor' });
    expect((await app().request.get(`/v1/projects/${project.id}`).set(invitee.auth)).body.data.role).toBe('editor');
    expect((await app().request.get('/v1/notifications').set(invitee.auth)).body.data.notifications).toEqual([]);

    const again = await app().request.post(`/v1/invitations/${notification.id}/accept`).set(invitee.auth);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toContain('already been used');
  });

  it('declines an invitation: it is gone for the invitee and from the team’s pending list', async () => {
    const { owner, invitee, project } = await setup();
    await invite(app(), owner, project.id, invitee.email);
    const [notification] = (await app().request.get('/v1/notifications').set(invitee.auth)).body.data.notifications;

    const declined = await app().request.delete(`/v1/invitations/${notification.id}`).set(invitee.auth);
    expect(declined.status).toBe(200);
    expect(declined.body.data).toEqual({ declined: true });
    expect((await app().request.get('/v1/notifications').set(invitee.auth)).body.data.notifications).toEqual([]);
    expect((await app().request.get(`/v1/projects/${project.id}/team`).set(owner.auth)).body.data.invitations).toEqual([]);
    expect((await app().request.get(`/v1/projects/${project.id}`).set(invitee.auth)).status).toBe(404);
  });

  it('never lets anyone act on an invitation addressed to someone else, and asks for a verified address', async () => {
    const { owner, invitee, project } = await setup();
    await invite(app(), owner, project.id, invitee.email);
    const [notification] = (await app().request.get('/v1/notifications').set(invitee.auth)).body.data.notifications;
    const stranger = await createUser(app(), { is_email_verified: true });
    for (const request of [
      app().request.post(`/v1/invitations/${notification.id}/accept`).set(stranger.auth),
      app().request.delete(`/v1/invitations/${notification.id}`).set(stranger.auth),
      app().request.post(`/v1/invitations/${notification.id}/accept`).set(owner.auth),
      app().request.post('/v1/invitations/no-such-invitation/accept').set(invitee.auth),
    ]) {
      const response = await request;
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Invitation not found.');
    }

    const unverified = await createUser(app());
    await invite(app(), owner, project.id, unverified.email);
    const [pending] = (await app().request.get('/v1/notifications').set(unverified.auth)).body.data.notifications;
    const refused = await app().request.post(`/v1/invitations/${pending.id}/accept`).set(unverified.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(refused.body.error.message).toContain('open the link in the invitation e-mail');
  });

  it('needs a signed-in caller', async () => {
    expect((await app().request.get('/v1/notifications')).status).toBe(401);
    expect((await app().request.post('/v1/notifications/read')).status).toBe(401);
    expect((await app().request.delete('/v1/invitations/abc')).status).toBe(401);
  });
});
