import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { createApp } from '../app.ts';
import { freshIp } from '../auth/auth-test-helpers.ts';
import { loadConfig } from '../config.ts';
import { createProjectAs } from '../projects/test-factories.ts';
import { createUser, describeEachDatabase, TEST_LINK_ORIGINS, type TestApp } from '../test-support/test-app.ts';
import { createUserWithPassword, images, PASSWORD } from '../users/test-helpers.ts';

/**
 * The Host a request comes in on and the origin its links must use: a listed one keeps it (the person's session
 * lives in that origin's storage); anything else gets PUBLIC_URL (the test app's http://kitsmith.test), never itself.
 */
const HOSTS = [
  { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
  { host: 'localhost:3000', origin: 'http://localhost:3000' },
  { host: 'evil.test', origin: 'http://kitsmith.test' },
] as const;

/** The newest mail to `to`: its text. */
async function mailTo(app: TestApp, to: string): Promise<string> {
  const mail = (await app.db('outbox').where({ to_address: to }).orderBy('id', 'desc').first('text')) as { text: string } | undefined;
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail.text;
}

/** The absolute links in a text, by their origin. */
const originsIn = (text: string): string[] => [...text.matchAll(/https?:\/\/[^\s/]+/g)].map(([link]) => link);

let addresses = 0;
const newAddress = (label: string) => `${label}-${++addresses}-${Date.now()}@example.com`;

describeEachDatabase('links from the request’s origin (PUBLIC_ORIGINS)', (app) => {
  const on = (host: string) => ({ Host: host, 'X-Forwarded-For': freshIp() });

  it.each(HOSTS)('avatar: stored as a path, shown on the origin of the request (Host $host)', async ({ host, origin }) => {
    const user = await createUser(app());
    const upload = await app().request.post('/v1/users/avatar').set(user.auth).set(on(host)).attach('avatar', images.png, 'me.png');
    expect(upload.status).toBe(200);
    const path = `/v1/users/${user.id}/avatar?v=${app().clock.now.getTime()}`;
    expect(upload.body.data.avatar_url).toBe(`${origin}${path}`);
    expect((await app().db('users').where({ id: user.id }).first('avatar_url')).avatar_url).toBe(path);
    // Each later answer puts its own request's origin in front, whichever origin uploaded it.
    for (const other of HOSTS) {
      const profile = await app().request.get('/v1/users/profile').set(user.auth).set(on(other.host));
      expect(profile.body.data.avatar_url).toBe(`${other.origin}${path}`);
    }
  });

  it.each(HOSTS)('avatar: of team members and of version authors (Host $host)', async ({ host, origin }) => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    await app().request.post('/v1/users/avatar').set(owner.auth).attach('avatar', images.png, 'me.png');
    const path = `/v1/users/${owner.id}/avatar?v=${app().clock.now.getTime()}`;
    const project = await createProjectAs(app(), owner, { name: 'Avatars' });
    const team = await app().request.get(`/v1/projects/${project.id}/team`).set(owner.auth).set(on(host));
    expect(team.body.data.members.find((member: { user_id: string }) => member.user_id === owner.id).avatar_url).toBe(`${origin}${path}`);
    const saved = await app().request.post(`/v1/projects/${project.id}/versions`).set(owner.auth).set(on(host)).send({ message: 'First' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data.author.avatar_url).toBe(`${origin}${path}`);
    const list = await app().request.get(`/v1/projects/${project.id}/versions`).set(owner.auth).set(on(host));
    expect(list.body.data.versions[0].author.avatar_url).toBe(`${origin}${path}`);
  });

  it('keeps the version list’s cached pages and ETags apart per origin', async () => {
    const owner = await createUser(app());
    await app().request.post('/v1/users/avatar').set(owner.auth).attach('avatar', images.png, 'me.png');
    const project = await createProjectAs(app(), owner, { name: 'Cached' });
    await app().request.post(`/v1/projects/${project.id}/versions`).set(owner.auth).send({ message: 'First' });
    const list = (host: string, etag?: string) =>
      app().request.get(`/v1/projects/${project.id}/versions`).set(owner.auth).set(on(host)).set(etag ? { 'If-None-Match': etag } : {});
    const local = await list('localhost:3000');
    const loopback = await list('127.0.0.1:3000');
    expect(local.body.data.versions[0].author.avatar_url).toMatch(/^http:\/\/localhost:3000\//);
    expect(loopback.body.data.versions[0].author.avatar_url).toMatch(/^http:\/\/127\.0\.0\.1:3000\//);
    expect(local.headers.etag).not.toBe(loopback.headers.etag);
    expect((await list('localhost:3000', local.headers.etag as string)).status).toBe(304);
    const elsewhere = await list('127.0.0.1:3000', local.headers.etag as string);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data.versions[0].author.avatar_url).toMatch(/^http:\/\/127\.0\.0\.1:3000\//);
  });

  it.each(HOSTS)('shareable_link of a project, in its answer and in the list (Host $host)', async ({ host, origin }) => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: 'Shared' });
    const shared = await app().request.post(`/v1/projects/${project.id}/share`).set(owner.auth).set(on(host)).send({ is_public: true });
    expect(shared.body.data.project.shareable_link).toBe(`${origin}/p/${project.id}`);
    const read = await app().request.get(`/v1/projects/${project.id}`).set(owner.auth).set(on(host));
    expect(read.body.data.shareable_link).toBe(`${origin}/p/${project.id}`);
    const list = await app().request.get('/v1/projects').set(owner.auth).set(on(host));
    expect(list.body.data.projects.find((listed: { id: string }) => listed.id === project.id).shareable_link).toBe(`${origin}/p/${project.id}`);
    // A stale save's 409 carries the project as it is now, links included.
    const seen = read.body.data.revision as number;
    expect((await app().request.put(`/v1/projects/${project.id}`).set(owner.auth).send({ name: 'Moved on' })).status).toBe(200);
    const stale = await app().request.put(`/v1/projects/${project.id}`).set(owner.auth).set(on(host)).send({ name: 'Late', revision: seen });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.current.shareable_link).toBe(`${origin}/p/${project.id}`);
  });

  it.each(HOSTS)('the verification mail of a registration and of a resend (Host $host)', async ({ host, origin }) => {
    const email = newAddress('verify');
    const registered = await app().request.post('/v1/auth/register').set(on(host)).send({ email, password: PASSWORD, full_name: 'Vera' });
    expect(registered.status).toBe(201);
    expect(originsIn(await mailTo(app(), email))).toEqual([origin]);
    expect(await mailTo(app(), email)).toContain(`${origin}/verify-email?token=`);
    await app().db('outbox').where({ to_address: email }).delete();
    const resent = await app()
      .request.post('/v1/users/resend-verification')
      .set({ Authorization: `Bearer ${registered.body.data.access_token}` })
      .set(on(host));
    expect(resent.status).toBe(200);
    expect(await mailTo(app(), email)).toContain(`${origin}/verify-email?token=`);
  });

  it.each(HOSTS)('the password reset mail (Host $host)', async ({ host, origin }) => {
    const user = await createUserWithPassword(app());
    expect((await app().request.post('/v1/auth/forgot-password').set(on(host)).send({ email: user.email })).status).toBe(200);
    const text = await mailTo(app(), user.email);
    expect(text).toContain(`${origin}/reset-password?token=`);
    expect(originsIn(text)).toEqual([origin]);
  });

  it.each(HOSTS)('the e-mail change’s confirmation and undo links (Host $host)', async ({ host, origin }) => {
    const user = await createUserWithPassword(app());
    const target = newAddress('moved');
    const changed = await app().request.put('/v1/users/profile').set(user.auth).set(on(host)).send({ email: target, current_password: PASSWORD });
    expect(changed.status).toBe(200);
    expect(await mailTo(app(), target)).toContain(`${origin}/confirm-email-change?token=`);
    expect(await mailTo(app(), user.email)).toContain(`${origin}/revert-email-change?token=`);
    await app().db('outbox').where({ to_address: target }).delete();
    expect((await app().request.post('/v1/users/email-change/resend').set(user.auth).set(on(host))).status).toBe(200);
    expect(await mailTo(app(), target)).toContain(`${origin}/confirm-email-change?token=`);
  });

  it.each(HOSTS)('the invitation mail (Host $host)', async ({ host, origin }) => {
    const owner = await createUser(app(), { subscription_plan: 'pro' });
    const project = await createProjectAs(app(), owner, { name: 'Team' });
    const invitee = newAddress('invitee');
    const invited = await app()
      .request.post(`/v1/projects/${project.id}/share`)
      .set(owner.auth)
      .set(on(host))
      .send({ invite: { email: invitee, role: 'editor' } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const text = await mailTo(app(), invitee);
    expect(text).toContain(`${origin}/invitations/accept?token=`);
    expect(originsIn(text)).toEqual([origin]);
  });

  it('reads the origin case-insensitively and without its default port, and reflects nothing that is not listed', async () => {
    const user = await createUser(app());
    const project = await createProjectAs(app(), user, { name: 'Hosts', is_public: true });
    const linkOn = async (headers: Record<string, string>) =>
      (await app().request.get(`/v1/projects/${project.id}`).set(user.auth).set({ 'X-Forwarded-For': freshIp(), ...headers })).body.data.shareable_link as string;
    expect(await linkOn({ Host: 'LocalHost:3000' })).toBe(`http://localhost:3000/p/${project.id}`);
    expect(await linkOn({ Host: 'kitsmith.test:80' })).toBe(`http://kitsmith.test/p/${project.id}`);
    for (const host of ['localhost:3000.evil.test', 'evil.test:3000', 'localhost:3001', 'localhost', 'localhost:3000:80', '[::1]:3000', '']) {
      expect(await linkOn({ Host: host }), host).toBe(`http://kitsmith.test/p/${project.id}`);
    }
  });

  it('with TRUST_PROXY, takes the origin from X-Forwarded-Proto and X-Forwarded-Host; without, ignores them', async () => {
    const user = await createUser(app());
    const project = await createProjectAs(app(), user, { name: 'Proxied', is_public: true });
    const forwarded = { Host: '127.0.0.1:3000', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'app.kitsmith.test', 'X-Forwarded-For': freshIp() };
    const proxied = await app().request.get(`/v1/projects/${project.id}`).set(user.auth).set(forwarded);
    expect(proxied.body.data.shareable_link).toBe(`https://app.kitsmith.test/p/${project.id}`);
    // An unlisted forwarded host is no better than an unlisted Host.
    const unlisted = await app().request.get(`/v1/projects/${project.id}`).set(user.auth).set({ ...forwarded, 'X-Forwarded-Host': 'evil.test' });
    expect(unlisted.body.data.shareable_link).toBe(`http://kitsmith.test/p/${project.id}`);

    const direct = supertest(createApp({ ...app().deps, config: { ...app().deps.config, trustProxy: false } }).callback());
    const ignored = await direct.get(`/v1/projects/${project.id}`).set(user.auth).set(forwarded);
    expect(ignored.body.data.shareable_link).toBe(`http://127.0.0.1:3000/p/${project.id}`);
  });

  it('lists the origins links may use, PUBLIC_URL’s first', () => {
    expect(app().deps.config.publicOrigins).toEqual(TEST_LINK_ORIGINS);
  });
});

describe('PUBLIC_ORIGINS', () => {
  const env = (vars: Record<string, string>) => ({ JWT_SECRET: 'x'.repeat(32), PORT: '4204', ...vars });

  it('defaults to PUBLIC_URL’s origin, and outside production to localhost and 127.0.0.1 on the port and the web dev server', () => {
    expect(loadConfig(env({})).publicOrigins).toEqual(['http://localhost:4204', 'http://127.0.0.1:4204', 'http://localhost:5173']);
    expect(loadConfig(env({ PUBLIC_URL: 'https://kitsmith.example.com/', CORS_ORIGIN: 'http://127.0.0.1:5174' })).publicOrigins).toEqual([
      'https://kitsmith.example.com',
      'http://localhost:4204',
      'http://127.0.0.1:4204',
      'http://127.0.0.1:5174',
    ]);
    expect(loadConfig(env({ NODE_ENV: 'production', PUBLIC_URL: 'https://kitsmith.example.com' })).publicOrigins).toEqual(['https://kitsmith.example.com']);
  });

  it('reads a comma-separated list of origins, spaces and trailing slashes allowed, always with PUBLIC_URL’s', () => {
    const config = loadConfig(env({ NODE_ENV: 'production', PUBLIC_URL: 'https://kitsmith.example.com', PUBLIC_ORIGINS: ' https://www.kitsmith.example.com/ , HTTP://Staging.Example.com:8080,' }));
    expect(config.publicOrigins).toEqual(['https://kitsmith.example.com', 'https://www.kitsmith.example.com', 'http://staging.example.com:8080']);
    expect(config.publicUrl).toBe('https://kitsmith.example.com');
    // Set, it replaces the development defaults; empty, it is unset.
    expect(loadConfig(env({ PUBLIC_ORIGINS: 'http://localhost:4204' })).publicOrigins).toEqual(['http://localhost:4204']);
    expect(loadConfig(env({ PUBLIC_ORIGINS: ' ' })).publicOrigins).toEqual(['http://localhost:4204', 'http://127.0.0.1:4204', 'http://localhost:5173']);
  });

  it.each([
    ['kitsmith.example.com', /PUBLIC_ORIGINS: "kitsmith\.example\.com" is not a URL/],
    ['ftp://files.example.com', /PUBLIC_ORIGINS: "ftp:\/\/files\.example\.com" is not an http or https origin/],
    ['https://kitsmith.example.com/app', /PUBLIC_ORIGINS: "https:\/\/kitsmith\.example\.com\/app" is more than an origin: give only the scheme, host and port \(https:\/\/kitsmith\.example\.com\)/],
    ['https://a.example.com,https://b.example.com?x=1', /PUBLIC_ORIGINS: "https:\/\/b\.example\.com\?x=1" is more than an origin/],
    ['https://user:secret@kitsmith.example.com', /PUBLIC_ORIGINS: an entry holds a user name or password: give only the scheme, host and port \(https:\/\/kitsmith\.example\.com\)/],
  ])('stops the server on %s, naming the variable and what to write', (value, message) => {
    expect(() => loadConfig(env({ PUBLIC_ORIGINS: value }))).toThrow(message);
    expect(() => loadConfig(env({ PUBLIC_ORIGINS: value }))).toThrow(/list origins separated by commas, such as https:\/\//);
    expect(() => loadConfig(env({ PUBLIC_ORIGINS: value }))).not.toThrow(/secret/);
  });
});
