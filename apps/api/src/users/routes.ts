import { AVATAR_MAX_BYTES, userContracts } from '@kitsmith/contract';
import { cancelEmailChange, findPendingEmailChange, resendEmailChange } from '../auth/service/email-change.ts';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { clientIp } from '../http/rate-limit.ts';
import { changePassword, deleteAccount } from './service/account.ts';
import { presentServerUser } from './presenter.ts';
import { readAvatar, uploadAvatar } from './service/avatar.ts';
import {
  getPreferences,
  getStats,
  loadCurrentUser,
  resendVerification,
  updatePreferences,
  updateProfile,
} from './service/profile.ts';
import { createUsersRateLimiters } from './rate-limits.ts';
import { readSingleUpload } from './read-upload.ts';

/** The signed-in user's own account: profile, email change, preferences, password, avatar, stats, verification, deletion. */
export function usersRoutes(deps: Deps): ApiRouter {
  const limits = createUsersRateLimiters(deps.rateLimits);
  const api = new ApiRouter(deps);
  return api
    .route(
      userContracts.profile,
      async ({ user, ctx }) => presentServerUser(deps.db, await loadCurrentUser(deps, user.id), linkOrigin(ctx, deps.config)),
    )
    .route(
      userContracts.updateProfile,
      async ({ body, user, ctx }) => {
        const origin = linkOrigin(ctx, deps.config);
        return presentServerUser(deps.db, await updateProfile(deps, limits, { userId: user.id, ip: clientIp(ctx), origin }, body), origin);
      },
    )
    .route(
      userContracts.emailChange,
      async ({ user }) => ({ pending: await findPendingEmailChange(deps, user.id) }),
    )
    .route(
      userContracts.resendEmailChange,
      async ({ user, ctx }) => {
        const userId = user.id;
        const current = await loadCurrentUser(deps, userId);
        await limits.emailChangeMails.consume(userId);
        const pending = await resendEmailChange(deps, current, linkOrigin(ctx, deps.config));
        return { message: `We sent a new confirmation link to ${pending.email}.`, pending };
      },
    )
    .route(
      userContracts.cancelEmailChange,
      async ({ user }) => ({
        message: (await cancelEmailChange(deps, user.id))
          ? 'The email change was canceled. Your address stays as it is.'
          : 'No email change was waiting. Your address stays as it is.',
      }),
    )
    .route(
      userContracts.deleteAccount,
      async ({ body, user }) => {
        await deleteAccount(deps, limits.passwordChecks, user.id, body.password);
        return { message: 'Your account and everything in it have been deleted.' };
      },
    )
    .route(
      userContracts.preferences,
      async ({ user }) => ({ preferences: await getPreferences(deps, user.id) }),
    )
    .route(
      userContracts.updatePreferences,
      async ({ body, user }) => ({ preferences: await updatePreferences(deps, user.id, body.preferences) }),
    )
    .route(
      userContracts.changePassword,
      ({ body, user }) => changePassword(deps, limits.passwordChecks, user.id, body),
    )
    .route(
      userContracts.uploadAvatar,
      async ({ ctx, user }) => {
        const bytes = await readSingleUpload(ctx, { field: 'avatar', maxBytes: AVATAR_MAX_BYTES, noun: 'image' });
        return presentServerUser(deps.db, await uploadAvatar(deps, user.id, bytes), linkOrigin(ctx, deps.config));
      },
    )
    .route(
      userContracts.avatar,
      async ({ params, query, ctx }) => {
        const avatar = await readAvatar(deps, params.id);
        ctx.status = 200;
        ctx.set('Cache-Control', query.v === avatar.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate');
        // Shown by the web app from another origin in development.
        ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
        ctx.etag = avatar.etag;
        ctx.lastModified = avatar.lastModified;
        if (ctx.fresh) {
          ctx.status = 304;
          return;
        }
        ctx.type = avatar.contentType;
        ctx.body = avatar.bytes;
      },
    )
    .route(
      userContracts.stats,
      ({ user }) => getStats(deps, user.id),
    )
    .route(
      userContracts.resendVerification,
      async ({ user, ctx }) => {
        await resendVerification(deps, limits.verificationMails, user.id, linkOrigin(ctx, deps.config));
        return { message: 'We sent a new verification link. Check your inbox.' };
      },
    );
}
