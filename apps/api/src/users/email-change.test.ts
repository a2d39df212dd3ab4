import { expect, it } from 'vitest';
import { issueAccessToken } from '../auth/access-token.ts';
import { freshIp, latestMailedToken } from '../auth/auth-test-helpers.ts';
import { issueSession } from '../auth/service/sessions.ts';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { usersRateLimits } from './rate-limits.ts';
import { createUserWithPassword, PASSWORD, refreshStatus, type TestUser } from './test-helpers.ts';

const HOUR = 60 * 60 * 1000;
let addresses = 0;
const newAddress = (label = 'moved') => `${label}-${++addresses}-${Date.now()}@example.com`;

/** A new access token for the user (after the clock moved past the old one's 15 minutes). */
async function signInAgain(app: TestApp, user: { id: string }): Promise<TestUser['auth']> {
  return { Authorization: `Bearer ${await issueAccessToken(app.deps.config, user.id)}` };
}

async function profileOf(app: TestApp, auth: TestUser['auth']) {
  return (await app.request.get('/v1/users/profile').set(auth)).body.data as { email: string; is_email_verified: boolean };
}

describeEachDatabase('changing the e-mail address', (app) => {
  const changeEmail = (user: { auth: TestUser['auth'] }, email: string, current_password?: string, ip = freshIp()) =>
    app()
      .request.put('/v1/users/profile')
      .set(user.auth)
      .set('X-Forwarded-For', ip)
      .send({ email, ...(current_password === undefined ? {} : { current_password }) });
  const pending = async (user: { auth: TestUser['auth'] }) => (await app().request.get('/v1/users/email-change').set(user.auth)).body.data.pending;
  const confirm = (token: string | undefined) => app().request.post('/v1/auth/confirm-email-change').send({ token });
  const revert = (token: string | undefined) => app().request.post('/v1/auth/revert-email-change').send({ token });
  const login = (email: string, password = PASSWORD) =>
    app().request.post('/v1/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password });

  it('needs the current password: 422 PASSWORD_REQUIRED without it, WRONG_PASSWORD when wrong; nothing mailed or changed', async () => {
    const user = await createUserWithPassword(app());
    const target = newAddress();
    const without = await changeEmail(user, target);
    expect(without.status).toBe(422);
    expect(without.body.error).toEqual({ code: 'PASSWORD_REQUIRED', message: 'Enter your current password to change your email address.' });
    const wrong = await changeEmail(user, target, 'not my password');
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toEqual({ code: 'WRONG_PASSWORD', message: 'Current password is incorrect.' });
    expect(await app().db('outbox').whereIn('to_address', [user.email, target])).toHaveLength(0);
    expect((await profileOf(app(), user.auth)).email).toBe(user.email);
    expect(await pending(user)).toBeNull();
  });

  it('keeps the address until the new one is confirmed, tells the old one, and the confirmation link makes the change once', async () => {
    const user = await createUserWithPassword(app());
    await app().db('users').where({ id: user.id }).update({ is_email_verified: true });
    const target = newAddress();
    const response = await changeEmail(user, `  ${target.toUpperCase()} `, PASSWORD);
    expect(response.status).toBe(200);
    // Nothing changes yet: the account still signs in with, and is verified for, its old address.
    expect(response.body.data).toMatchObject({ email: user.email, is_email_verified: true });
    expect(await pending(user)).toEqual({
      email: target,
      requested_at: app().clock.now.toISOString(),
      expires_at: new Date(app().clock.now.getTime() + 48 * HOUR).toISOString(),
    });
    expect((await login(user.email)).status).toBe(200);
    expect((await login(target)).status).toBe(401);

    const notice = await app().db('outbox').where({ to_address: user.email }).orderBy('id', 'desc').first();
    expect(notice.subject).toBe('Your Kitsmith email address is being changed');
    expect(notice.text).toContain(`from ${user.email} to ${target}`);
    expect(await latestMailedToken(app(), user.email, '/revert-email-change')).toBeDefined();
    const confirmation = await app().db('outbox').where({ to_address: target }).orderBy('id', 'desc').first();
    expect(confirmation.subject).toBe('Confirm your new Kitsmith email address');
    const token = await latestMailedToken(app(), target, '/confirm-email-change');

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.message).toBe(`Your account now uses ${target}.`);
    expect(confirmed.body.data.user).toMatchObject({ id: user.id, email: target, is_email_verified: true });
    expect(await profileOf(app(), user.auth)).toMatchObject({ email: target, is_email_verified: true });
    expect(await pending(user)).toBeNull();
    expect((await login(target)).status).toBe(200);
    expect((await login(user.email)).status).toBe(401);

    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('TOKEN_USED');
  });

  it('expires the confirmation link after 48 hours', async () => {
    const user = await createUserWithPassword(app());
    const target = newAddress();
    await changeEmail(user, target, PASSWORD);
    const token = await latestMailedToken(app(), target, '/confirm-email-change');
    app().clock.advance(48 * HOUR);
    const auth = await signInAgain(app(), user);
    expect(await pending({ auth })).toBeNull();
    const late = await confirm(token);
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('TOKEN_EXPIRED');
    expect((await profileOf(app(), auth)).email).toBe(user.email);
  });

  it('cancels a pending change (its link stops working) and resends the link (only the newest works)', async () => {
    const user = await createUserWithPassword(app());
    const target = newAddress();
    await changeEmail(user, target, PASSWORD);
    const first = await latestMailedToken(app(), target, '/confirm-email-change');
    const resent = await app().request.post('/v1/users/email-change/resend').set(user.auth);
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ message: `We sent a new confirmation link to ${target}.`, pending: { email: target } });
    const second = await latestMailedToken(app(), target, '/confirm-email-change');
    expect(second).not.toBe(first);
    expect((await confirm(first)).body.error.code).toBe('TOKEN_INVALID');

    const canceled = await app().request.delete('/v1/users/email-change').set(user.auth);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.message).toBe('The email change was canceled. Your address stays as it is.');
    expect(await pending(user)).toBeNull();
    expect((await confirm(second)).body.error.code).toBe('TOKEN_INVALID');
    expect((await profileOf(app(), user.auth)).email).toBe(user.email);

    const nothing = await app().request.post('/v1/users/email-change/resend').set(user.auth);
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.message).toMatch(/No email change is waiting/);
  });

  it('undo from the old address, after the change: the old address is back and everything signed in is signed out', async () => {
    const user = await createUserWithPassword(app());
    const otherSession = await issueSession(app().deps, user.id);
    const pat = await app().request.post('/v1/tokens').set(user.auth).send({ name: 'CI', scopes: ['read'] });
    const target = newAddress('hijacker');
    await changeEmail(user, target, PASSWORD);
    const undo = await latestMailedToken(app(), user.email, '/revert-email-change');
    expect((await confirm(await latestMailedToken(app(), target, '/confirm-email-change'))).status).toBe(200);
    expect((await profileOf(app(), user.auth)).email).toBe(target);

    const reverted = await revert(undo);
    expect(reverted.status).toBe(200);
    expect(reverted.body.data).toMatchObject({ email: user.email, signed_out_sessions: 2, revoked_tokens: 1 });
    expect(reverted.body.data.message).toMatch(/choose a new password now/);
    const row = await app().db('users').where({ id: user.id }).first('email', 'is_email_verified');
    expect(row.email).toBe(user.email);
    expect(Boolean(row.is_email_verified)).toBe(true);
    // Sessions, personal access tokens and access tokens already issued all stop.
    expect(await refreshStatus(app(), user.session.refresh_token)).toBe(401);
    expect(await refreshStatus(app(), otherSession.refresh_token)).toBe(401);
    expect((await app().request.get('/v1/users/profile').set(user.auth)).status).toBe(401);
    expect((await app().request.get('/v1/users/profile').set({ Authorization: `Bearer ${pat.body.data.token}` })).status).toBe(401);
    expect((await login(target)).status).toBe(401);

    expect((await revert(undo)).body.error.code).toBe('TOKEN_USED');
  });

  it('undo before the change is confirmed: the pending change is dropped and its link no longer works', async () => {
    const user = await createUserWithPassword(app());
    const target = newAddress();
    await changeEmail(user, target, PASSWORD);
    const confirmation = await latestMailedToken(app(), target, '/confirm-email-change');
    const reverted = await revert(await latestMailedToken(app(), user.email, '/revert-email-change'));
    expect(reverted.status).toBe(200);
    expect(reverted.body.data.email).toBe(user.email);
    expect((await confirm(confirmation)).body.error.code).toBe('TOKEN_INVALID');
    expect((await login(user.email)).status).toBe(200);
  });

  it('keeps each notice’s undo link working even after the address is changed again', async () => {
    const user = await createUserWithPassword(app());
    const original = user.email;
    const first = newAddress('first');
    await changeEmail(user, first, PASSWORD);
    const undoToOriginal = await latestMailedToken(app(), original, '/revert-email-change');
    await confirm(await latestMailedToken(app(), first, '/confirm-email-change'));
    const second = newAddress('second');
    expect((await changeEmail(user, second, PASSWORD)).status).toBe(200);
    await confirm(await latestMailedToken(app(), second, '/confirm-email-change'));

    const reverted = await revert(undoToOriginal);
    expect(reverted.status).toBe(200);
    expect(reverted.body.data.email).toBe(original);
  });

  it('holds the old address while its undo link works: nobody else can register it or move to it', async () => {
    const user = await createUserWithPassword(app());
    const original = user.email;
    const target = newAddress();
    await changeEmail(user, target, PASSWORD);
    await confirm(await latestMailedToken(app(), target, '/confirm-email-change'));

    const register = await app()
      .request.post('/v1/auth/register')
      .set('X-Forwarded-For', freshIp())
      .send({ email: original, password: 'long enough pw', full_name: 'Squatter' });
    expect(register.status).toBe(409);
    expect(register.body.error.code).toBe('EMAIL_TAKEN');
    const other = await createUserWithPassword(app());
    expect((await changeEmail(other, original, PASSWORD)).body.error.code).toBe('EMAIL_TAKEN');
    // The account itself may go back to it.
    expect((await changeEmail(user, original, PASSWORD)).status).toBe(200);
  });

  it('answers a confirmation link with 409 when another account took the address meanwhile, changing nothing', async () => {
    const user = await createUserWithPassword(app());
    const target = newAddress();
    await changeEmail(user, target, PASSWORD);
    const token = await latestMailedToken(app(), target, '/confirm-email-change');
    await createUser(app(), { email: target });
    const response = await confirm(token);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('EMAIL_TAKEN');
    expect((await profileOf(app(), user.auth)).email).toBe(user.email);
  });

  it('stops verification links sent to the old address from verifying the new one', async () => {
    const user = await createUserWithPassword(app());
    await app().request.post('/v1/users/resend-verification').set(user.auth);
    const oldLink = await latestMailedToken(app(), user.email, '/verify-email');
    const target = newAddress();
    await changeEmail(user, target, PASSWORD);
    await confirm(await latestMailedToken(app(), target, '/confirm-email-change'));
    const response = await app().request.post('/v1/auth/verify-email').send({ token: oldLink });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('TOKEN_INVALID');
  });

  it('refuses a taken address with 409, and limits such refusals per account and per client address so accounts cannot be probed', async () => {
    const prober = await createUserWithPassword(app());
    const ip = freshIp();
    const taken = await Promise.all(Array.from({ length: usersRateLimits.takenEmails.limit + 1 }, () => createUser(app())));
    for (const victim of taken.slice(0, usersRateLimits.takenEmails.limit)) {
      const response = await changeEmail(prober, victim.email.toUpperCase(), PASSWORD, ip);
      expect(response.status).toBe(409);
      expect(response.body.error).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' });
    }
    const limited = await changeEmail(prober, taken.at(-1)?.email ?? '', PASSWORD, freshIp());
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same client address is held up too; from elsewhere it is not.
    const accomplice = await createUserWithPassword(app());
    expect((await changeEmail(accomplice, taken.at(-1)?.email ?? '', PASSWORD, ip)).status).toBe(429);
    expect((await changeEmail(accomplice, taken.at(-1)?.email ?? '', PASSWORD, freshIp())).status).toBe(409);
    // Addresses that are free do not count: the limit is on refusals.
    const honest = await createUserWithPassword(app());
    const honestIp = freshIp();
    for (let index = 0; index < usersRateLimits.takenEmails.limit; index += 1) {
      expect((await changeEmail(honest, newAddress(), PASSWORD, honestIp)).status).toBe(200);
    }
    app().clock.advance(usersRateLimits.takenEmails.windowMs);
    const later = { auth: await signInAgain(app(), prober) };
    expect((await changeEmail(later, taken.at(-1)?.email ?? '', PASSWORD, ip)).status).toBe(409);
  });

  it('limits confirmation mails per account', async () => {
    const user = await createUserWithPassword(app());
    for (let index = 0; index < usersRateLimits.emailChangeMails.limit; index += 1) {
      expect((await changeEmail(user, newAddress(), PASSWORD)).status).toBe(200);
    }
    expect((await changeEmail(user, newAddress(), PASSWORD)).status).toBe(429);
    expect((await app().request.post('/v1/users/email-change/resend').set(user.auth)).status).toBe(429);
  });

  it('refuses demo accounts and accounts without a password with 403, saying what to do', async () => {
    const demo = await createUser(app(), { is_demo: true });
    const fromDemo = await changeEmail(demo, newAddress(), 'whatever');
    expect(fromDemo.status).toBe(403);
    expect(fromDemo.body.error.code).toBe('DEMO_ACCOUNT');
    const passwordless = await createUser(app());
    const response = await changeEmail(passwordless, newAddress(), 'whatever');
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('NO_PASSWORD');
    expect(response.body.error.message).toMatch(/Forgot password/);
  });

  it('changes the name at once while the address waits for its confirmation', async () => {
    const user = await createUserWithPassword(app());
    const target = newAddress();
    const response = await app()
      .request.put('/v1/users/profile')
      .set(user.auth)
      .set('X-Forwarded-For', freshIp())
      .send({ full_name: 'Ada King', email: target, current_password: PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ full_name: 'Ada King', email: user.email });
    expect((await pending(user)).email).toBe(target);
  });

  it('answers bad or missing confirmation tokens with 400 and 422', async () => {
    expect((await confirm('not-a-real-token')).body.error.code).toBe('TOKEN_INVALID');
    expect((await revert('not-a-real-token')).body.error.code).toBe('TOKEN_INVALID');
    expect((await confirm(undefined)).status).toBe(422);
    expect((await app().request.get('/v1/users/email-change')).status).toBe(401);
  });
});
