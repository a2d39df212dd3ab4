import { authContracts, type SessionResponse } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { notImplemented } from '../http/errors.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { clientIp, limitFailures } from '../http/rate-limit.ts';
import { presentServerUser, type UserRow } from '../users/presenter.ts';
import { logIn, registerAccount } from './service/accounts.ts';
import { createDemoAccount } from './service/demo-accounts.ts';
import { confirmEmailChange, revertEmailChange } from './service/email-change.ts';
import { verifyEmail } from './service/email-verification.ts';
import { FORGOT_PASSWORD_MESSAGE, PASSWORD_RESET_MESSAGE, requestPasswordReset, resetPassword } from './service/password-reset.ts';
import { findUserById } from './queries.ts';
import { createAuthRateLimiters } from './rate-limits.ts';
import { endSession, rotateSession, type SessionTokens } from './service/sessions.ts';
import { registerTokenRoutes } from './token-routes.ts';

async function presentSession(deps: Deps, user: UserRow, tokens: SessionTokens, origin: string): Promise<SessionResponse> {
  return { ...tokens, user: await presentServerUser(deps.db, user, origin) };
}

/** `/auth/*` (accounts, sessions, passwords, demo) and `/tokens` (personal access tokens). */
export function authRoutes(deps: Deps): ApiRouter {
  const limits = createAuthRateLimiters(deps.rateLimits);
  const router = new ApiRouter(deps);

  router
    .route(
      authContracts.register,
      async ({ body, ctx }) => {
        await limits.register.consume(clientIp(ctx));
        const origin = linkOrigin(ctx, deps.config);
        const { user, tokens } = await registerAccount(deps, body, origin);
        return presentSession(deps, user, tokens, origin);
      },
    )
    .route(
      authContracts.login,
      async ({ body, ctx }) => {
        const ip = clientIp(ctx);
        const { user, tokens } = await limitFailures(limits.loginFailures, [ip], async () => {
          await limits.login.consume(`${ip}|${body.email}`);
          return logIn(deps, body);
        });
        return presentSession(deps, user, tokens, linkOrigin(ctx, deps.config));
      },
    )
    .route(
      authContracts.refresh,
      async ({ body, ctx }) => {
        const { userId, tokens } = await rotateSession(deps, body.refresh_token);
        const user = await findUserById(deps.db, userId);
        if (!user) throw new Error(`user ${userId} vanished during refresh`);
        return presentSession(deps, user, tokens, linkOrigin(ctx, deps.config));
      },
    )
    .route(
      authContracts.logout,
      async ({ body }) => {
        if (body.refresh_token !== undefined) await endSession(deps, body.refresh_token);
        return { message: 'Signed out.' };
      },
    )
    .route(
      authContracts.forgotPassword,
      async ({ body, ctx }) => {
        await limits.forgotPassword.consume(clientIp(ctx));
        await requestPasswordReset(deps, body.email, linkOrigin(ctx, deps.config));
        return { message: FORGOT_PASSWORD_MESSAGE };
      },
    )
    .route(
      authContracts.resetPassword,
      async ({ body }) => {
        await resetPassword(deps, body.token, body.password);
        return { message: PASSWORD_RESET_MESSAGE };
      },
    )
    .route(
      authContracts.verifyEmail,
      async ({ body, ctx }) => {
        const user = await verifyEmail(deps, body.token);
        return { message: 'Your email address is verified.', user: await presentServerUser(deps.db, user, linkOrigin(ctx, deps.config)) };
      },
    )
    .route(
      authContracts.confirmEmailChange,
      async ({ body, ctx }) => {
        const user = await confirmEmailChange(deps, body.token);
        return { message: `Your account now uses ${user.email}.`, user: await presentServerUser(deps.db, user, linkOrigin(ctx, deps.config)) };
      },
    )
    .route(
      authContracts.revertEmailChange,
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
      authContracts.demo,
      async ({ ctx }) => {
        await limits.demo.consume(clientIp(ctx));
        const { user, tokens } = await createDemoAccount(deps);
        return presentSession(deps, user, tokens, linkOrigin(ctx, deps.config));
      },
    )
    .route(
      authContracts.google,
      () => {
        throw notImplemented('Google sign-in not implemented yet. Please use email/password authentication.');
      },
    )
    .route(
      authContracts.github,
      () => {
        throw notImplemented('GitHub sign-in not implemented yet. Please use email/password authentication.');
      },
    );

  registerTokenRoutes(router, deps);
  return router;
}
