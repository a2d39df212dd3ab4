import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { notImplemented } from '../http/errors.ts';
import { clientIp, limitFailures } from '../http/rate-limit.ts';
import { presentServerUser, type UserRow } from '../users/present-user.ts';
import { logIn, registerAccount } from './accounts.ts';
import { createDemoAccount } from './demo-accounts.ts';
import { confirmEmailChange, revertEmailChange } from './email-change.ts';
import { verifyEmail } from './email-verification.ts';
import { FORGOT_PASSWORD_MESSAGE, PASSWORD_RESET_MESSAGE, requestPasswordReset, resetPassword } from './password-reset.ts';
import { findUserById } from './queries.ts';
import { createAuthRateLimiters } from './rate-limits.ts';
import {
  emailChangeTokenBody,
  forgotPasswordBody,
  loginBody,
  logoutBody,
  messageResponse,
  refreshBody,
  registerBody,
  resetPasswordBody,
  revertedEmailChangeResponse,
  sessionResponse,
  verifiedResponse,
  verifyEmailBody,
  type SessionResponse,
} from './schema.ts';
import { endSession, rotateSession, type SessionTokens } from './sessions.ts';
import { registerTokenRoutes } from './token-routes.ts';

const TAG = 'Auth';

async function presentSession(deps: Deps, user: UserRow, tokens: SessionTokens): Promise<SessionResponse> {
  return { ...tokens, user: await presentServerUser(deps.db, user) };
}

/** `/auth/*` (accounts, sessions, passwords, demo) and `/tokens` (personal access tokens). */
export function authRoutes(deps: Deps): ApiRouter {
  const limits = createAuthRateLimiters(deps.rateLimits);
  const router = new ApiRouter(deps);

  router
    .route(
      {
        method: 'post',
        path: '/auth/register',
        summary: 'Create an account and sign in',
        tag: TAG,
        auth: 'none',
        body: registerBody,
        response: sessionResponse,
        status: 201,
      },
      async ({ body, ctx }) => {
        await limits.register.consume(clientIp(ctx));
        const { user, tokens } = await registerAccount(deps, body);
        return presentSession(deps, user, tokens);
      },
    )
    .route(
      {
        method: 'post',
        path: '/auth/login',
        summary: 'Sign in with email and password',
        tag: TAG,
        auth: 'none',
        body: loginBody,
        response: sessionResponse,
      },
      async ({ body, ctx }) => {
        const ip = clientIp(ctx);
        const { user, tokens } = await limitFailures(limits.loginFailures, [ip], async () => {
          await limits.login.consume(`${ip}|${body.email}`);
          return logIn(deps, body);
        });
        return presentSession(deps, user, tokens);
      },
    )
    .route(
      {
        method: 'post',
        path: '/auth/refresh',
        summary: 'Exchange a refresh token for a new pair (rotation)',
        tag: TAG,
        auth: 'none',
        body: refreshBody,
        response: sessionResponse,
      },
      async ({ body }) => {
        const { userId, tokens } = await rotateSession(deps, body.refresh_token);
        const user = await findUserById(deps.db, userId);
        if (!user) throw new Error(`user ${userId} vanished during refresh`);
        return presentSession(deps, user, tokens);
      },
    )
    .route(
      {
        method: 'post',
        path: '/auth/logout',
        summary: 'Sign out the session of a refresh token',
        tag: TAG,
        auth: 'optional',
        // It acts on the refresh token in the body, never on the caller's data: any token may call it.
        tokens: 'read',
        body: logoutBody,
        response: messageResponse,
      },
      async ({ body }) => {
        if (body.refresh_token !== undefined) await endSession(deps, body.refresh_token);
        return { message: 'Signed out.' };
      },
    )
    .route(
      {
        method: 'post',
        path: '/auth/forgot-password',
        summary: 'Mail a password reset link',
        tag: TAG,
        auth: 'none',
        body: forgotPasswordBody,
        response: messageResponse,
      },
      async ({ body, ctx }) => {
        await limits.forgotPassword.consume(clientIp(ctx));
        await requestPasswordReset(deps, body.email);
        return { message: FORGOT_PASSWORD_MESSAGE };
      },
    )
    .route(
      {
        method: 'post',
        path: '/auth/reset-password',
        summary: 'Set a new password with a reset token; every session is signed out and every personal access token revoked',
        tag: TAG,
        auth: 'none',
        body: resetPasswordBody,
        response: messageResponse,
      },
      async ({ body }) => {
        await resetPassword(deps, body.token, body.password);
        return { message: PASSWORD_RESET_MESSAGE };
      },
    )
    .route(
      {
        method: 'post',
        path: '/auth/verify-email',
        summary: 'Verify an email address with its token',
        tag: TAG,
        auth: 'none',
        body: verifyEmailBody,
        response: verifiedResponse,
      },
      async ({ body }) => {
        const user = await verifyEmail(deps, body.token);
        return { message: 'Your email address is verified.', user: await presentServerUser(deps.db, user) };
      },
    )
    .route(
      {
        method: 'post',
        path: '/auth/confirm-email-change',
        summary: 'Confirm a new email address with the token mailed to it; the account then uses it',
        tag: TAG,
        auth: 'none',
        body: emailChangeTokenBody,
        response: verifiedResponse,
      },
      async ({ body }) => {
        const user = await confirmEmailChange(deps, body.token);
        return { message: `Your account now uses ${user.email}.`, user: await presentServerUser(deps.db, user) };
      },
    )
    .route(
      {
        method: 'post',
        path: '/auth/revert-email-change',
        summary:
          'Undo an email change with the token mailed to the old address: the old address is back, and every session and personal access token is signed out',
        tag: TAG,
        auth: 'none',
        body: emailChangeTokenBody,
        response: revertedEmailChangeResponse,
      },
      async ({ body }) => {
        const { user, signedOut } = await revertEmailChange(deps, body.token);
        return {
          message: `Your account uses ${user.email} again, and every session and personal access token has been signed out. If you did not change the address yourself, choose a new password now.`,
          email: user.email,
          signed_out_sessions: signedOut.sessions,
          revoked_tokens: signedOut.personalTokens,
        };
      },
    )
    .route(
      {
        method: 'post',
        path: '/auth/demo',
        summary: 'Create a fresh 24-hour demo account with sample projects and sign in',
        tag: TAG,
        auth: 'none',
        response: sessionResponse,
        status: 201,
      },
      async ({ ctx }) => {
        await limits.demo.consume(clientIp(ctx));
        const { user, tokens } = await createDemoAccount(deps);
        return presentSession(deps, user, tokens);
      },
    )
    .route(
      { method: 'post', path: '/auth/google', summary: 'Google sign-in (not available yet)', tag: TAG, auth: 'none' },
      () => {
        throw notImplemented('Google sign-in not implemented yet. Please use email/password authentication.');
      },
    )
    .route(
      { method: 'post', path: '/auth/github', summary: 'GitHub sign-in (not available yet)', tag: TAG, auth: 'none' },
      () => {
        throw notImplemented('GitHub sign-in not implemented yet. Please use email/password authentication.');
      },
    );

  registerTokenRoutes(router, deps);
  return router;
}
