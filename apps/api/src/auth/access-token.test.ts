import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { ACCESS_TOKEN_SECONDS } from './access-token.ts';

describeEachDatabase('access tokens', (app) => {
  /** A token signed with the app's own secret, with exactly the claims given (as someone holding a leaked secret or an old build might make). */
  async function handMade(claims: { sub: string; exp?: number; iat?: number; sv?: number }): Promise<string> {
    const { sub, exp, iat, ...rest } = claims;
    let jwt = new SignJWT(rest).setProtectedHeader({ alg: 'HS256' }).setSubject(sub);
    if (iat !== undefined) jwt = jwt.setIssuedAt(iat);
    if (exp !== undefined) jwt = jwt.setExpirationTime(exp);
    return jwt.sign(app().deps.config.jwtSecret);
  }
  const profileWith = (token: string) => app().request.get('/v1/users/profile').set('Authorization', `Bearer ${token}`);
  const nowSeconds = () => Math.floor(app().clock.now.getTime() / 1000);

  it('refuses a correctly signed token without exp: it would never expire', async () => {
    const user = await createUser(app());
    const forever = await handMade({ sub: user.id, iat: nowSeconds() });
    const response = await profileWith(forever);
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({ code: 'UNAUTHORIZED', message: 'Your session has expired. Sign in again.' });

    // The same token with an expiry is fine, so it is the missing exp that is refused.
    expect((await profileWith(await handMade({ sub: user.id, iat: nowSeconds(), exp: nowSeconds() + ACCESS_TOKEN_SECONDS }))).status).toBe(200);
  });

  it('refuses a token without a subject', async () => {
    const user = await createUser(app());
    const anonymous = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(nowSeconds() + 60)
      .sign(app().deps.config.jwtSecret);
    expect((await profileWith(anonymous)).status).toBe(401);
    expect((await profileWith(user.token)).status).toBe(200);
  });

  it('refuses a token from an older session version (issued before the account signed out everywhere)', async () => {
    const user = await createUser(app());
    const beforeBump = await handMade({ sub: user.id, exp: nowSeconds() + 60, sv: 0 });
    expect((await profileWith(beforeBump)).status).toBe(200);
    await app().db('users').where({ id: user.id }).increment('session_version', 1);
    expect((await profileWith(beforeBump)).status).toBe(401);
    expect((await profileWith(await handMade({ sub: user.id, exp: nowSeconds() + 60, sv: 1 }))).status).toBe(200);
  });

  it('remembers a checked token only until it expires, and never a token whose signature differs', async () => {
    const user = await createUser(app());
    const token = await handMade({ sub: user.id, iat: nowSeconds(), exp: nowSeconds() + 60 });
    expect((await profileWith(token)).status).toBe(200);
    expect((await profileWith(token)).status).toBe(200);
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    expect((await profileWith(tampered)).status).toBe(401);
    app().clock.advance(61_000);
    expect((await profileWith(token)).status).toBe(401);
  });
});
