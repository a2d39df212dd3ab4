import { signedIn } from '../auth/authenticate.ts';
import { cancelEmailChange, findPendingEmailChange, resendEmailChange } from '../auth/email-change.ts';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { clientIp } from '../http/rate-limit.ts';
import { changePassword, deleteAccount } from './account-service.ts';
import { AVATAR_MAX_BYTES, readAvatar, uploadAvatar } from './avatar-service.ts';
import {
  getPreferences,
  getProfile,
  getStats,
  loadCurrentUser,
  resendVerification,
  updatePreferences,
  updateProfile,
} from './profile-service.ts';
import { createUsersRateLimiters } from './rate-limits.ts';
import { readSingleUpload } from './read-upload.ts';
import {
  avatarQuery,
  changePasswordBody,
  deleteAccountBody,
  emailChangeResentResponse,
  emailChangeResponse,
  messageResponse,
  passwordChangedResponse,
  preferencesResponse,
  statsResponse,
  updatePreferencesBody,
  updateProfileBody,
  userIdParams,
  userResponse,
} from './schema.ts';

const tag = 'Users';

/** The signed-in user's own account: profile, email change, preferences, password, avatar, stats, verification, deletion. */
export function usersRoutes(deps: Deps): ApiRouter {
  const limits = createUsersRateLimiters(deps.rateLimits);
  const api = new ApiRouter(deps);
  return api
    .route(
      { method: 'get', path: '/users/profile', summary: 'Your account, with its usage counters', tag, auth: 'required', response: userResponse },
      ({ user }) => getProfile(deps, signedIn(user)),
    )
    .route(
      {
        method: 'put',
        path: '/users/profile',
        summary:
          'Change your name, and/or start changing your email address (needs current_password): the address changes once confirmed from the link mailed to it',
        tag,
        auth: 'required',
        tokens: 'never',
        body: updateProfileBody,
        response: userResponse,
      },
      ({ body, user, ctx }) => updateProfile(deps, limits, { userId: signedIn(user), ip: clientIp(ctx) }, body),
    )
    .route(
      {
        method: 'get',
        path: '/users/email-change',
        summary: 'The email change waiting for confirmation, if any',
        tag,
        auth: 'required',
        tokens: 'never',
        response: emailChangeResponse,
      },
      async ({ user }) => ({ pending: await findPendingEmailChange(deps, signedIn(user)) }),
    )
    .route(
      {
        method: 'post',
        path: '/users/email-change/resend',
        summary: 'Mail a new confirmation link for the pending email change (the older link stops working)',
        tag,
        auth: 'required',
        tokens: 'never',
        response: emailChangeResentResponse,
      },
      async ({ user }) => {
        const userId = signedIn(user);
        const current = await loadCurrentUser(deps, userId);
        await limits.emailChangeMails.consume(userId);
        const pending = await resendEmailChange(deps, current);
        return { message: `We sent a new confirmation link to ${pending.email}.`, pending };
      },
    )
    .route(
      {
        method: 'delete',
        path: '/users/email-change',
        summary: 'Cancel the pending email change: its confirmation link stops working',
        tag,
        auth: 'required',
        tokens: 'never',
        response: messageResponse,
      },
      async ({ user }) => ({
        message: (await cancelEmailChange(deps, signedIn(user)))
          ? 'The email change was canceled. Your address stays as it is.'
          : 'No email change was waiting. Your address stays as it is.',
      }),
    )
    .route(
      {
        method: 'delete',
        path: '/users/profile',
        summary: 'Delete your account and everything in it (confirm with your password if it has one)',
        tag,
        auth: 'required',
        tokens: 'never',
        body: deleteAccountBody,
        response: messageResponse,
      },
      async ({ body, user }) => {
        await deleteAccount(deps, limits.passwordChecks, signedIn(user), body.password);
        return { message: 'Your account and everything in it have been deleted.' };
      },
    )
    .route(
      { method: 'get', path: '/users/preferences', summary: 'Your preferences', tag, auth: 'required', response: preferencesResponse },
      async ({ user }) => ({ preferences: await getPreferences(deps, signedIn(user)) }),
    )
    .route(
      {
        method: 'put',
        path: '/users/preferences',
        summary: 'Change some preferences (merged into the stored ones; null resets one)',
        tag,
        auth: 'required',
        body: updatePreferencesBody,
        response: preferencesResponse,
      },
      async ({ body, user }) => ({ preferences: await updatePreferences(deps, signedIn(user), body.preferences) }),
    )
    .route(
      {
        method: 'put',
        path: '/users/password',
        summary: 'Change your password: every session and personal access token is revoked; the answer holds your new session',
        tag,
        auth: 'required',
        tokens: 'never',
        body: changePasswordBody,
        response: passwordChangedResponse,
      },
      ({ body, user }) => changePassword(deps, limits.passwordChecks, signedIn(user), body),
    )
    .route(
      {
        method: 'post',
        path: '/users/avatar',
        summary: `Upload your avatar: multipart/form-data, field "avatar", a PNG, JPEG, WebP or GIF of at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB`,
        tag,
        auth: 'required',
        response: userResponse,
      },
      async ({ ctx, user }) => {
        const userId = signedIn(user);
        const bytes = await readSingleUpload(ctx, { field: 'avatar', maxBytes: AVATAR_MAX_BYTES, noun: 'image' });
        return uploadAvatar(deps, userId, bytes);
      },
    )
    .route(
      {
        method: 'get',
        path: '/users/:id/avatar',
        summary: 'A user’s avatar image (the avatar_url of their profile)',
        tag,
        auth: 'none',
        params: userIdParams,
        query: avatarQuery,
      },
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
      { method: 'get', path: '/users/stats', summary: 'Your usage figures', tag, auth: 'required', response: statsResponse },
      ({ user }) => getStats(deps, signedIn(user)),
    )
    .route(
      {
        method: 'post',
        path: '/users/resend-verification',
        summary: 'Send a new email verification link',
        tag,
        auth: 'required',
        response: messageResponse,
      },
      async ({ user }) => {
        await resendVerification(deps, limits.verificationMails, signedIn(user));
        return { message: 'We sent a new verification link. Check your inbox.' };
      },
    );
}
