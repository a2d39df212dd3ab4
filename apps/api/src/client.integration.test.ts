import { ApiClientError, createClient, memoryStorage, type KitsmithClient, type TokenStorage } from '@kitsmith/client';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

/** The real API on a fresh in-memory SQLite, listening on a free local port, driven with Node's fetch. */
describe('client against the real API [sqlite]', () => {
  let testApp: TestApp;
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    server = createApp(testApp.deps).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    await testApp.close();
  });

  function newClient(): { client: KitsmithClient; storage: TokenStorage; onSignedOut: () => void } {
    const storage = memoryStorage();
    const onSignedOut = vi.fn();
    return { client: createClient({ baseUrl, storage, onSignedOut }), storage, onSignedOut };
  }

  it('registers, logs in, edits a project with revisions, refreshes an expired token and logs out', async () => {
    const { client, storage, onSignedOut } = newClient();
    const email = 'ada@example.com';
    const registered = await client.auth.register({ email, password: 'correct-horse', full_name: 'Ada Lovelace' });
    expect(registered.user.email).toBe(email);

    await client.auth.logout();
    expect(client.isSignedIn()).toBe(false);
    const session = await client.auth.login({ email, password: 'correct-horse' });
    expect(storage.get('access_token')).toBe(session.access_token);

    const profile = await client.users.profile();
    expect([profile.email, profile.full_name]).toEqual([email, 'Ada Lovelace']);

    const created = await client.projects.create({ name: 'Acme UI', tags: ['brand'] });
    expect([created.name, created.role, created.tags]).toEqual(['Acme UI', 'owner', ['brand']]);
    expect(created.revision).toBeGreaterThanOrEqual(1);
    const updated = await client.projects.update(created.id, { name: 'Acme UI 2', revision: created.revision });
    expect(updated.revision).toBeGreaterThan(created.revision);
    const list = await client.projects.list({ search: 'Acme', sort: 'name' });
    expect(list.projects.map((project) => project.name)).toEqual(['Acme UI 2']);
    expect(list.total).toBe(1);

    const stale = await client.projects.update(created.id, { name: 'Lost edit', revision: created.revision }).then(
      () => expect.fail('a stale revision must be refused'),
      (error: unknown) => error,
    );
    expect(stale).toBeInstanceOf(ApiClientError);
    expect(stale).toMatchObject({ status: 409, code: 'REVISION_CONFLICT', details: { current: { name: 'Acme UI 2' } } });
    expect((stale as ApiClientError).message).toMatch(/changed by someone else/);

    // The access token lives 15 minutes: past that the client refreshes on the 401 and retries, unseen by the caller.
    const expiredAccess = storage.get('access_token');
    const oldRefresh = storage.get('refresh_token');
    testApp.clock.advance(16 * 60 * 1000);
    const afterExpiry = await client.projects.get(created.id);
    expect(afterExpiry.name).toBe('Acme UI 2');
    expect(storage.get('access_token')).not.toBe(expiredAccess);
    expect(storage.get('refresh_token')).not.toBe(oldRefresh);
    expect(onSignedOut).not.toHaveBeenCalled();

    const spentRefresh = storage.get('refresh_token');
    await client.auth.logout();
    expect([storage.get('access_token'), storage.get('refresh_token')]).toEqual([null, null]);
    // The logged-out session's refresh token no longer works.
    storage.set('refresh_token', spentRefresh ?? '');
    await expect(client.auth.refresh()).rejects.toMatchObject({ status: 401 });
  });

  it('shows an invitation as a notification, marks it read, and accepts it once the address is verified', async () => {
    const owner = newClient().client;
    await owner.auth.register({ email: 'olive@example.com', password: 'correct-horse', full_name: 'Olive Owner' });
    await testApp.db('users').where({ email: 'olive@example.com' }).update({ subscription_plan: 'pro' });
    const project = await owner.projects.create({ name: 'Shared UI' });
    const invitee = newClient().client;
    await invitee.auth.register({ email: 'ivy@example.com', password: 'correct-horse', full_name: 'Ivy' });
    await owner.projects.share(project.id, { invite: { email: 'ivy@example.com', role: 'editor' } });

    const { notifications, unread_count } = await invitee.notifications.list();
    expect(unread_count).toBe(1);
    expect(notifications[0]).toMatchObject({ kind: 'invitation', project_name: 'Shared UI', role: 'editor', invited_by: 'Olive Owner' });
    await invitee.notifications.markRead();
    expect((await invitee.notifications.list()).unread_count).toBe(0);

    const refused = await invitee.notifications.acceptInvitation(notifications[0]!.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiClientError);
    expect((refused as ApiClientError).code).toBe('EMAIL_NOT_VERIFIED');
    await testApp.db('users').where({ email: 'ivy@example.com' }).update({ is_email_verified: true });
    const accepted = await invitee.notifications.acceptInvitation(notifications[0]!.id);
    expect([accepted.project.id, accepted.project.role]).toEqual([project.id, 'editor']);
    expect((await invitee.notifications.list()).notifications).toEqual([]);
  });

  /** The token of the newest link to `path` mailed to `to` (the API keeps mail in its outbox table without SMTP). */
  async function mailedToken(to: string, path: string): Promise<string> {
    const mail = await testApp.db('outbox').where({ to_address: to }).orderBy('id', 'desc').first('text');
    const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(String(mail?.text));
    if (!match?.[1]) throw new Error(`no ${path} link mailed to ${to}`);
    return match[1];
  }

  it('changes the e-mail address through its confirmation link, and a password change keeps this client signed in', async () => {
    const { client, storage } = newClient();
    await client.auth.register({ email: 'lin@example.com', password: 'correct-horse', full_name: 'Lin' });
    await expect(client.users.updateProfile({ email: 'lin@new.example.com' })).rejects.toMatchObject({ status: 422, code: 'PASSWORD_REQUIRED' });
    const kept = await client.users.updateProfile({ email: 'lin@new.example.com', current_password: 'correct-horse' });
    expect(kept.email).toBe('lin@example.com');
    expect((await client.users.emailChange()).pending).toMatchObject({ email: 'lin@new.example.com' });
    expect((await client.users.resendEmailChange()).pending.email).toBe('lin@new.example.com');

    const confirmed = await newClient().client.auth.confirmEmailChange({ token: await mailedToken('lin@new.example.com', '/confirm-email-change') });
    expect(confirmed.user.email).toBe('lin@new.example.com');
    expect((await client.users.profile()).email).toBe('lin@new.example.com');
    expect((await client.users.emailChange()).pending).toBeNull();

    const before = storage.get('access_token');
    const changed = await client.users.changePassword({ current_password: 'correct-horse', new_password: 'battery-staple' });
    expect(changed).toMatchObject({ signed_out_sessions: 0, revoked_tokens: 0 });
    expect(storage.get('access_token')).toBe(changed.session.access_token);
    expect(storage.get('access_token')).not.toBe(before);
    expect((await client.users.profile()).email).toBe('lin@new.example.com');

    // The old address's undo link gives it back and signs everything out, this client's session included.
    const reverted = await newClient().client.auth.revertEmailChange({ token: await mailedToken('lin@example.com', '/revert-email-change') });
    expect(reverted).toMatchObject({ email: 'lin@example.com', signed_out_sessions: 1 });
    await expect(client.users.profile()).rejects.toMatchObject({ status: 401 });
  });

  it('signs out when the session cannot be refreshed', async () => {
    const { client, storage, onSignedOut } = newClient();
    await client.auth.register({ email: 'grace@example.com', password: 'correct-horse', full_name: 'Grace Hopper' });
    storage.set('refresh_token', 'not-a-refresh-token');
    testApp.clock.advance(16 * 60 * 1000);
    await expect(client.users.profile()).rejects.toBeInstanceOf(ApiClientError);
    expect([storage.get('access_token'), storage.get('refresh_token')]).toEqual([null, null]);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('keeps a version history: saves versions, lists, reads, diffs, renames, restores and reads the changelog', async () => {
    const { client } = newClient();
    // The suites before registered as many accounts as an address may in an hour.
    testApp.clock.advance(60 * 60 * 1000);
    await client.auth.register({ email: 'versions@example.com', password: 'correct-horse', full_name: 'Vera Versions' });
    const project = await client.projects.create({ name: 'Versioned' });
    const first = await client.versions.create(project.id, { message: 'First', revision: project.revision });
    expect(first).toMatchObject({ version: '1.0.1', kind: 'manual', message: 'First', author: { name: 'Vera Versions' } });
    const changed = await client.projects.update(project.id, {
      config: { ...project.config, theme: { ...project.config.theme, primaryColor: '#ff00ff' } },
    });
    const second = await client.versions.create(project.id, { message: 'Magenta', bump: 'minor' });
    expect(second.version).toBe('1.1.0');

    const list = await client.versions.list(project.id, { kind: 'named' });
    expect(list.versions.map((version) => version.version)).toEqual(['1.1.0', '1.0.1']);
    const detail = await client.versions.get(project.id, '1.1.0');
    expect(detail.config.theme.primaryColor).toBe('#ff00ff');
    const diff = await client.versions.diff(project.id, { from: '1.0.1', to: '1.1.0' });
    expect(diff.counts.colours).toBe(1);
    expect(diff.suggested_bump).toBe('patch');
    const renamed = await client.versions.rename(project.id, first.id, 'The first one');
    expect(renamed.message).toBe('The first one');

    const restored = await client.versions.restore(project.id, '1.0.1', { revision: changed.revision + 1 });
    expect(restored.project.config.theme.primaryColor).toBe(project.config.theme.primaryColor);
    expect(restored.version).toMatchObject({ kind: 'restore', message: 'Restored 1.0.1', version: '1.1.1' });
    const changelog = await client.versions.changelog(project.id);
    expect(changelog.version).toBe('1.1.1');
    expect(changelog.markdown).toContain('The first one');

    await expect(client.versions.get(project.id, '9.9.9')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(client.versions.restore(project.id, first.id, { revision: 1 })).rejects.toMatchObject({ status: 409, code: 'REVISION_CONFLICT' });
  });

  it('logs in as a fresh demo user and reads the public catalogue', async () => {
    const { client } = newClient();
    const demo = await client.auth.demo();
    expect(demo.user.id).toBeTruthy();
    const projects = await client.projects.list();
    expect(projects.total).toBeGreaterThan(0);
    const templates = await client.catalogue.templates();
    expect(templates.templates.length).toBe(templates.total);
  });

  it("surfaces the 501 message of the social sign-ins", async () => {
    const { client } = newClient();
    await expect(client.auth.google()).rejects.toMatchObject({
      status: 501,
      message: 'Google sign-in not implemented yet. Please use email/password authentication.',
    });
    await expect(client.auth.github()).rejects.toMatchObject({
      status: 501,
      message: 'GitHub sign-in not implemented yet. Please use email/password authentication.',
    });
  });
});
