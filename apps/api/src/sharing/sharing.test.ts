import { expect, it } from 'vitest';
import { addMember, createProjectAs } from '../projects/test-factories.ts';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { INVITATION_MAILS_PER_HOUR } from './routes.ts';

/** The token in the last invitation e-mail to `email`, read from the outbox. */
async function invitationToken(app: TestApp, email: string): Promise<string> {
  const mail = await app.db('outbox').where({ to_address: email }).orderBy('id', 'desc').first();
  const match = /\/invitations\/accept\?token=([A-Za-z0-9_-]+)/.exec(String(mail?.text));
  if (!match?.[1]) throw new Error(`no invitation mail to ${email}`);
  return match[1];
}

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('sharing: visibility and invitations', (app) => {
  it('toggles public for the owner and an admin', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const admin = await createUser(app());
    const project = await createProjectAs(app(), owner);
    await addMember(app(), project.id, admin.id, 'admin');
    const shown = await app().request.post(`/v1/projects/${project.id}/share`).set(owner.auth).send({ is_public: true });
    expect(shown.status).toBe(200);
    expect(shown.body.data.project).toMatchObject({
      is_public: true,
      revision: 2,
      shareable_link: `http://kitsmith.test/p/${project.id}`,
    });
    expect(shown.body.data.invitation).toBeUndefined();
    const hidden = await app().request.post(`/v1/projects/${project.id}/share`).set(admin.auth).send({ is_public: false });
    expect(hidden.body.data.project).toMatchObject({ is_public: false, shareable_link: null, role: 'admin' });
    const empty = await app().request.post(`/v1/projects/${project.id}/share`).set(owner.auth).send({});
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toContain('send is_public, invite, or both');
  });

  it('invites by e-mail with a hashed, single-use token, and the invitee joins with the role', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro', full_name: 'Olive Owner' });
    const invitee = await createUser(app(), { email: `Invitee-${Date.now()}@Example.com` });
    const project = await createProjectAs(app(), owner, { name: 'Kit' });
    const email = invitee.email.toLowerCase();
    const shared = await app()
      .request.post(`/v1/projects/${project.id}/share`)
      .set(owner.auth)
      .send({ invite: { email: invitee.email, role: 'editor' } });
    expect(shared.status).toBe(200);
    expect(shared.body.data.invitation).toMatchObject({ email, role: 'editor', invited_by: owner.id });
    expect(shared.body.data.invitation.expires_at).toBe(new Date(app().clock.now.getTime() + 7 * DAY).toISOString());
    expect(JSON.stringify(shared.body)).not.toMatch(/token/i);

    const mail = await app().db('outbox').where({ to_address: email }).first();
    expect(mail.subject).toContain('Olive Owner invited you to “Kit”');
    expect(mail.text).toContain('as an editor');
    const token = await invitationToken(app(), email);
    const stored = await app().db('project_invitations').where({ project_id: project.id }).first();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const accepted = await app().request.post('/v1/invitations/accept').set(invitee.auth).send({ token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.project).toMatchObject({ id: project.id, role: 'editor' });
    const seen = await app().request.get(`/v1/projects/${project.id}`).set(invitee.auth);
    expect(seen.body.data.role).toBe('editor');

    const again = await app().request.post('/v1/invitations/accept').set(invitee.auth).send({ token });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'INVALID_INVITATION', message: expect.stringContaining('already been used') });
  });

  it('refuses expired, unknown and missing tokens with 400/422, and needs a signed-in user', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const invitee = await createUser(app());
    const project = await createProjectAs(app(), owner);
    await app()
      .request.post(`/v1/projects/${project.id}/share`)
      .set(owner.auth)
      .send({ invite: { email: invitee.email, role: 'viewer' } });
    const token = await invitationToken(app(), invitee.email);
    expect((await app().request.post('/v1/invitations/accept').send({ token })).status).toBe(401);
    app().clock.advance(7 * DAY + 1);
    const later = await createUser(app()); // a fresh session: the first ones expired with the clock
    const expired = await app().request.post('/v1/invitations/accept').set(later.auth).send({ token });
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toContain('expired');
    const unknown = await app().request.post('/v1/invitations/accept').set(later.auth).send({ token: 'not-a-real-token' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('INVALID_INVITATION');
    const missing = await app().request.post('/v1/invitations/accept').set(later.auth).send({});
    expect(missing.status).toBe(422);
    expect(await app().db('project_members').where({ project_id: project.id })).toHaveLength(0);
  });

  it('previews what a link is for without signing in, and why it cannot be used once it cannot', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro', full_name: 'Olive Owner' });
    const invitee = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: 'Acme UI' });
    await app().request.post(`/v1/projects/${project.id}/share`).set(owner.auth).send({ invite: { email: invitee.email, role: 'editor' } });
    const token = await invitationToken(app(), invitee.email);

    const preview = await app().request.get('/v1/invitations/preview').query({ token });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({
      project_name: 'Acme UI',
      role: 'editor',
      invited_by: 'Olive Owner',
      email: invitee.email,
      expires_at: new Date(app().clock.now.getTime() + 7 * DAY).toISOString(),
    });
    expect(JSON.stringify(preview.body)).not.toMatch(/token|hash|user_id/i);

    const unknown = await app().request.get('/v1/invitations/preview').query({ token: 'not-a-real-token' });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'INVALID_INVITATION']);
    expect((await app().request.get('/v1/invitations/preview')).status).toBe(422);
    expect((await app().request.post('/v1/invitations/accept').set(invitee.auth).send({ token })).status).toBe(200);
    const used = await app().request.get('/v1/invitations/preview').query({ token });
    expect(used.status).toBe(400);
    expect(used.body.error.message).toContain('already been used');
  });

  it('replaces a pending invitation to the same address; the old link stops working', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const invitee = await createUser(app());
    const project = await createProjectAs(app(), owner);
    const share = (role: string) =>
      app()
        .request.post(`/v1/projects/${project.id}/share`)
        .set(owner.auth)
        .send({ invite: { email: invitee.email, role } });
    await share('viewer');
    const first = await invitationToken(app(), invitee.email);
    await share('admin');
    const second = await invitationToken(app(), invitee.email);
    expect(await app().db('project_invitations').where({ project_id: project.id })).toHaveLength(1);
    expect((await app().request.post('/v1/invitations/accept').set(invitee.auth).send({ token: first })).status).toBe(400);
    const accepted = await app().request.post('/v1/invitations/accept').set(invitee.auth).send({ token: second });
    expect(accepted.body.data.project.role).toBe('admin');
  });

  it('refuses inviting the owner, a current member, or a bad address or role', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const member = await createUser(app());
    const project = await createProjectAs(app(), owner);
    await addMember(app(), project.id, member.id, 'viewer');
    const invite = (email: string, role = 'editor') =>
      app().request.post(`/v1/projects/${project.id}/share`).set(owner.auth).send({ invite: { email, role } });
    const self = await invite(owner.email.toUpperCase());
    expect(self.status).toBe(422);
    expect(self.body.error.message).toContain('project owner');
    const existing = await invite(member.email);
    expect(existing.status).toBe(409);
    expect(existing.body.error.code).toBe('ALREADY_MEMBER');
    expect((await invite('not-an-address')).status).toBe(422);
    const badRole = await invite('someone@example.com', 'owner');
    expect(badRole.status).toBe(422);
    expect(badRole.body.error.message).toContain('admin, editor or viewer');
    expect(await app().db('project_invitations').where({ project_id: project.id })).toHaveLength(0);
  });

  it('binds an invitation to the invited address: another signed-in account gets 403 naming it and joins nothing', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const project = await createProjectAs(app(), owner);
    const invited = `invited-${Date.now()}@example.com`;
    await app().request.post(`/v1/projects/${project.id}/share`).set(owner.auth).send({ invite: { email: invited, role: 'admin' } });
    const token = await invitationToken(app(), invited);

    // Someone the link was forwarded to (or who found it) is signed in with another address.
    const stranger = await createUser(app(), { email: `stranger-${Date.now()}@example.com`, is_email_verified: true });
    const refused = await app().request.post('/v1/invitations/accept').set(stranger.auth).send({ token });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'INVITATION_FOR_ANOTHER_ADDRESS',
      message: `This invitation was sent to ${invited}, and you are signed in as ${stranger.email}. Sign in with ${invited} (or create an account with it) to accept.`,
      details: { invited_email: invited },
    });
    expect(await app().db('project_members').where({ project_id: project.id })).toHaveLength(0);

    // The invitation is still there for the person it was sent to, whatever the case of their address.
    const invitee = await createUser(app(), { email: invited.toUpperCase() });
    const accepted = await app().request.post('/v1/invitations/accept').set(invitee.auth).send({ token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.project.role).toBe('admin');
  });

  it('limits invitation e-mails per account per hour, across projects', async () => {
    const owner = await createUser(app(), { subscription_plan: 'enterprise' });
    const projects = [await createProjectAs(app(), owner), await createProjectAs(app(), owner)];
    const invite = (index: number) =>
      app()
        .request.post(`/v1/projects/${projects[index % 2]?.id}/share`)
        .set(owner.auth)
        .send({ invite: { email: `bulk-${index}-${Date.now()}@example.com`, role: 'viewer' } });
    for (let index = 0; index < INVITATION_MAILS_PER_HOUR; index += 1) expect((await invite(index)).status).toBe(200);
    const before = await app().db('project_invitations').whereIn('project_id', projects.map((project) => project.id));
    const limited = await invite(INVITATION_MAILS_PER_HOUR);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.body.error.message).toBe('You have sent as many invitations as one account may in an hour. Try again in 60 minutes.');
    expect(limited.headers['retry-after']).toBe('3600');
    expect(await app().db('project_invitations').whereIn('project_id', projects.map((project) => project.id))).toHaveLength(before.length);
    // Another account is not held up; visibility changes need no mail and are not limited.
    const other = await createUser(app(), { subscription_plan: 'pro' });
    const theirs = await createProjectAs(app(), other);
    expect((await app().request.post(`/v1/projects/${theirs.id}/share`).set(other.auth).send({ invite: { email: 'x@example.com', role: 'viewer' } })).status).toBe(200);
    expect((await app().request.post(`/v1/projects/${projects[0]?.id}/share`).set(owner.auth).send({ is_public: true })).status).toBe(200);
  });

  it('does not let the owner accept an invitation to their own project', async () => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const project = await createProjectAs(app(), owner);
    await app()
      .request.post(`/v1/projects/${project.id}/share`)
      .set(owner.auth)
      .send({ invite: { email: 'friend@example.com', role: 'editor' } });
    const token = await invitationToken(app(), 'friend@example.com');
    const response = await app().request.post('/v1/invitations/accept').set(owner.auth).send({ token });
    // The owner's address is never the invited one (inviting it is refused), so the address decides first.
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('INVITATION_FOR_ANOTHER_ADDRESS');
    expect(await app().db('project_members').where({ project_id: project.id })).toHaveLength(0);
  });

  it('holds the plan’s team limit: none on free, 5 per project on pro, none for demo accounts', async () => {
    const free = await createUser(app());
    const freeProject = await createProjectAs(app(), free);
    const refused = await app()
      .request.post(`/v1/projects/${freeProject.id}/share`)
      .set(free.auth)
      .send({ invite: { email: 'a@example.com', role: 'viewer' } });
    expect(refused.status).toBe(403);
    const alsoPublic = await app()
      .request.post(`/v1/projects/${freeProject.id}/share`)
      .set(free.auth)
      .send({ is_public: true, invite: { email: 'a@example.com', role: 'viewer' } });
    expect(alsoPublic.status).toBe(403);
    expect((await app().db('projects').where({ id: freeProject.id }).first()).revision).toBe(1); // nothing changed
    expect(refused.body.error).toEqual({
      code: 'PLAN_LIMIT',
      message: 'The Free plan does not include team members. Upgrade to invite people to this project.',
    });

    const pro = await createUser(app(), { subscription_plan: 'pro' });
    const proProject = await createProjectAs(app(), pro);
    for (let index = 0; index < 3; index += 1) await addMember(app(), proProject.id, (await createUser(app())).id, 'viewer');
    const invite = (email: string) =>
      app()
        .request.post(`/v1/projects/${proProject.id}/share`)
        .set(pro.auth)
        .send({ invite: { email, role: 'viewer' } });
    expect((await invite('four@example.com')).status).toBe(200);
    expect((await invite('five@example.com')).status).toBe(200);
    expect((await invite('five@example.com')).status).toBe(200); // re-inviting does not take another seat
    const sixth = await invite('six@example.com');
    expect(sixth.status).toBe(403);
    expect(sixth.body.error.message).toBe('The Pro plan allows 5 team members per project. Upgrade to invite more.');

    const demo = await createUser(app(), { is_demo: true });
    const demoProject = await createProjectAs(app(), demo);
    const demoInvite = await app()
      .request.post(`/v1/projects/${demoProject.id}/share`)
      .set(demo.auth)
      .send({ invite: { email: 'x@example.com', role: 'viewer' } });
    expect(demoInvite.status).toBe(200);
  });
});
