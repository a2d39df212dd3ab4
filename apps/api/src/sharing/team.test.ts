import { expect, it } from 'vitest';
import { createTeam } from '../projects/test-factories.ts';
import { describeEachDatabase } from '../test-support/test-app.ts';

describeEachDatabase('teams', (app) => {
  it('lists the owner first, then members; pending invitations only for the owner and admins', async () => {
    const team = await createTeam(app());
    const url = `/v1/projects/${team.project.id}/team`;
    await app()
      .request.post(`/v1/projects/${team.project.id}/share`)
      .set(team.owner.auth)
      .send({ invite: { email: 'new@example.com', role: 'viewer' } });

    const asOwner = await app().request.get(url).set(team.owner.auth);
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.data.members[0]).toEqual({
      user_id: team.owner.id,
      email: team.owner.email,
      full_name: 'Olive Owner',
      avatar_url: null,
      role: 'owner',
      joined_at: team.project.created_at,
    });
    // Then members in the order they joined.
    expect(asOwner.body.data.members.slice(1)).toEqual(
      [team.admin, team.editor, team.viewer].map((member) =>
        expect.objectContaining({ user_id: member.id, email: member.email }),
      ),
    );
    expect(asOwner.body.data.members[3].joined_at).toBe(app().clock.now.toISOString());
    expect(asOwner.body.data.members.find((m: { user_id: string }) => m.user_id === team.admin.id)).toMatchObject({
      role: 'admin',
      full_name: 'Ada Admin',
    });
    expect(asOwner.body.data.invitations).toEqual([expect.objectContaining({ email: 'new@example.com', role: 'viewer' })]);
    expect(JSON.stringify(asOwner.body)).not.toMatch(/token|password|hash/i);

    const asAdmin = await app().request.get(url).set(team.admin.auth);
    expect(asAdmin.body.data.invitations).toHaveLength(1);
    for (const member of [team.editor, team.viewer]) {
      const response = await app().request.get(url).set(member.auth);
      expect(response.status).toBe(200);
      expect(response.body.data.members).toHaveLength(4);
      expect(response.body.data.invitations).toBeUndefined();
    }
  });

  it('changes a member’s role for the owner and admins only; never the owner’s', async () => {
    const team = await createTeam(app());
    const url = (id: string) => `/v1/projects/${team.project.id}/team/${id}`;
    const promoted = await app().request.put(url(team.viewer.id)).set(team.admin.auth).send({ role: 'editor' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ user_id: team.viewer.id, role: 'editor', email: team.viewer.email });
    expect((await app().request.get(`/v1/projects/${team.project.id}`).set(team.viewer.auth)).body.data.role).toBe('editor');

    const byEditor = await app().request.put(url(team.viewer.id)).set(team.editor.auth).send({ role: 'admin' });
    expect(byEditor.status).toBe(403);
    const ownerRole = await app().request.put(url(team.owner.id)).set(team.owner.auth).send({ role: 'viewer' });
    expect(ownerRole.status).toBe(400);
    expect(ownerRole.body.error.message).toContain('owner’s role cannot be changed');
    const unknown = await app().request.put(url(team.stranger.id)).set(team.owner.auth).send({ role: 'viewer' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Team member not found.');
    expect((await app().request.put(url(team.viewer.id)).set(team.owner.auth).send({ role: 'owner' })).status).toBe(422);
    expect((await app().request.put(url(team.viewer.id)).set(team.owner.auth).send({})).status).toBe(422);
  });

  it('removes members (owner/admin), lets a member leave, and never removes the owner', async () => {
    const team = await createTeam(app());
    const url = (id: string) => `/v1/projects/${team.project.id}/team/${id}`;
    const byEditor = await app().request.delete(url(team.viewer.id)).set(team.editor.auth);
    expect(byEditor.status).toBe(403);

    const removed = await app().request.delete(url(team.editor.id)).set(team.admin.auth);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ user_id: team.editor.id, removed: true });
    expect((await app().request.get(`/v1/projects/${team.project.id}`).set(team.editor.auth)).status).toBe(404);

    const left = await app().request.delete(url(team.viewer.id)).set(team.viewer.auth);
    expect(left.status).toBe(200);
    expect((await app().request.get(`/v1/projects/${team.project.id}`).set(team.viewer.auth)).status).toBe(404);

    for (const caller of [team.owner, team.admin]) {
      const owner = await app().request.delete(url(team.owner.id)).set(caller.auth);
      expect(owner.status).toBe(400);
      expect(owner.body.error.message).toBe('The owner cannot be removed from the project.');
    }
    expect((await app().request.delete(url(team.editor.id)).set(team.owner.auth)).status).toBe(404);
    expect(await app().db('project_members').where({ project_id: team.project.id })).toHaveLength(1);
  });

  it('withdraws a pending invitation (owner/admin), after which its link fails', async () => {
    const team = await createTeam(app());
    const shared = await app()
      .request.post(`/v1/projects/${team.project.id}/share`)
      .set(team.owner.auth)
      .send({ invite: { email: team.stranger.email, role: 'editor' } });
    const invitationId = shared.body.data.invitation.id as string;
    const url = `/v1/projects/${team.project.id}/invitations/${invitationId}`;
    expect((await app().request.delete(url).set(team.editor.auth)).status).toBe(403);
    const revoked = await app().request.delete(url).set(team.admin.auth);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ id: invitationId, revoked: true });
    expect((await app().request.delete(url).set(team.admin.auth)).status).toBe(404);

    const mail = await app().db('outbox').where({ to_address: team.stranger.email }).first();
    const token = /token=([A-Za-z0-9_-]+)/.exec(String(mail?.text))?.[1];
    const accept = await app().request.post('/v1/invitations/accept').set(team.stranger.auth).send({ token });
    expect(accept.status).toBe(400);
  });
});
