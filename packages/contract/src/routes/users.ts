import { EXPORT_FORMATS, serverUserSchema, type CodeStyle } from '@kitsmith/core';
import { z } from 'zod';
import { emailSchema, messageResponseSchema, newPasswordSchema } from './auth.ts';
import { AVATAR_MAX_BYTES } from '../rules/limits.ts';
import { defineRoute } from './define-route.ts';
import { routePaths } from './paths/index.ts';

/** A user's code style for exports (core's CodeStyle: prettier's options). */
export const codeStyleSchema = z
  .object({
    singleQuote: z.boolean(),
    semi: z.boolean(),
    printWidth: z.number().int('printWidth must be a whole number').min(40).max(200),
    tabWidth: z.number().int('tabWidth must be a whole number').min(1).max(8),
    useTabs: z.boolean(),
    trailingComma: z.enum(['all', 'es5', 'none']),
    bracketSpacing: z.boolean(),
  })
  .partial()
  .strict() satisfies z.ZodType<CodeStyle>;

/** The stored preferences: every field optional, unknown fields refused (a typo should not vanish silently). */
export const preferencesSchema = z
  .object({
    theme: z.enum(['light', 'dark', 'auto']),
    codeStyle: codeStyleSchema,
    emailNotifications: z.boolean(),
    defaultExportFormats: z
      .array(z.enum(EXPORT_FORMATS))
      .max(EXPORT_FORMATS.length)
      .refine((formats) => new Set(formats).size === formats.length, 'list each format once'),
  })
  .partial()
  .strict();
export type Preferences = z.infer<typeof preferencesSchema>;

/**
 * A change, merged into what is stored: `codeStyle` merges field by field; a
 * top-level `null` goes back to the default (the key is removed).
 */
export const preferencesPatchSchema = z
  .object({
    theme: preferencesSchema.shape.theme.unwrap().nullable(),
    codeStyle: codeStyleSchema.nullable(),
    emailNotifications: z.boolean().nullable(),
    defaultExportFormats: preferencesSchema.shape.defaultExportFormats.unwrap().nullable(),
  })
  .partial()
  .strict();
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

export const updatePreferencesBodySchema = z.object({ preferences: preferencesPatchSchema }).strict();
export const preferencesResponseSchema = z.object({ preferences: preferencesSchema });

const fullNameSchema = z.string().trim().min(1, 'full_name cannot be empty').max(200, 'full_name can be at most 200 characters');
const currentPasswordSchema = z.string().min(1, 'enter your current password').max(1024);
export const updateProfileBodySchema = z
  .object({
    full_name: fullNameSchema.optional(),
    /** A new address is not used until it is confirmed from the link mailed to it (see GET /users/email-change). */
    email: emailSchema.optional(),
    /** Needed to change the email address. */
    current_password: currentPasswordSchema.optional(),
  })
  .strict()
  .refine((body) => body.full_name !== undefined || body.email !== undefined, 'send full_name or email (or both) to change');

export const pendingEmailChangeSchema = z.object({
  /** The new address, used once confirmed from the link mailed to it. */
  email: z.string(),
  requested_at: z.string(),
  /** When the confirmation link stops working. */
  expires_at: z.string(),
});
export const emailChangeResponseSchema = z.object({ pending: pendingEmailChangeSchema.nullable() });
export const emailChangeResentResponseSchema = z.object({ message: z.string(), pending: pendingEmailChangeSchema });

export const changePasswordBodySchema = z
  .object({
    current_password: currentPasswordSchema,
    new_password: newPasswordSchema,
    /** The caller's current refresh token, so its session is not counted among the others signed out. */
    refresh_token: z.string().min(1).max(512).optional(),
  })
  .strict();

export const passwordChangedResponseSchema = z.object({
  /** Other sign-ins that were signed out. */
  signed_out_sessions: z.number().int().min(0),
  /** Personal access tokens that were revoked. */
  revoked_tokens: z.number().int().min(0),
  /** The caller's new session: every earlier one has ended, this request's included. */
  session: z.object({ access_token: z.string(), refresh_token: z.string() }),
});

export const deleteAccountBodySchema = z.object({ password: z.string().min(1).max(1024).optional() }).strict();

export const userIdParamsSchema = z.object({ id: z.uuid('not a user id') });
export const avatarQuerySchema = z.object({ v: z.string().max(64).optional() });

export const userResponseSchema = serverUserSchema;

export const statsResponseSchema = z.object({
  project_count: z.number().int().min(0),
  component_count: z.number().int().min(0),
  export_count: z.number().int().min(0),
  team_member_count: z.number().int().min(0),
  last_activity: z.string(),
});
export type UserStats = z.infer<typeof statsResponseSchema>;

const tag = 'Users';
const at = routePaths.users;

/** The signed-in user's own account: profile, email change, preferences, password, avatar, stats, verification, deletion. */
export const userContracts = {
  profile: defineRoute(at.profile, { summary: 'Your account, with its usage counters', tag, auth: 'required', response: userResponseSchema }),
  updateProfile: defineRoute(at.updateProfile, {
    summary:
      'Change your name, and/or start changing your email address (needs current_password): the address changes once confirmed from the link mailed to it',
    tag,
    auth: 'required',
    tokens: 'never',
    body: updateProfileBodySchema,
    response: userResponseSchema,
    errors: ['PASSWORD_REQUIRED', 'WRONG_PASSWORD', 'EMAIL_TAKEN', 'MAIL_FAILED', 'DEMO_ACCOUNT', 'NO_PASSWORD'],
  }),
  emailChange: defineRoute(at.emailChange, {
    summary: 'The email change waiting for confirmation, if any',
    tag,
    auth: 'required',
    tokens: 'never',
    response: emailChangeResponseSchema,
  }),
  resendEmailChange: defineRoute(at.resendEmailChange, {
    summary: 'Mail a new confirmation link for the pending email change (the older link stops working)',
    tag,
    auth: 'required',
    tokens: 'never',
    response: emailChangeResentResponseSchema,
    errors: ['BAD_REQUEST', 'MAIL_FAILED'],
  }),
  cancelEmailChange: defineRoute(at.cancelEmailChange, {
    summary: 'Cancel the pending email change: its confirmation link stops working',
    tag,
    auth: 'required',
    tokens: 'never',
    response: messageResponseSchema,
  }),
  deleteAccount: defineRoute(at.deleteAccount, {
    summary: 'Delete your account and everything in it (confirm with your password if it has one)',
    tag,
    auth: 'required',
    tokens: 'never',
    body: deleteAccountBodySchema,
    response: messageResponseSchema,
    errors: ['WRONG_PASSWORD'],
  }),
  preferences: defineRoute(at.preferences, { summary: 'Your preferences', tag, auth: 'required', response: preferencesResponseSchema }),
  updatePreferences: defineRoute(at.updatePreferences, {
    summary: 'Change some preferences (merged into the stored ones; null resets one)',
    tag,
    auth: 'required',
    body: updatePreferencesBodySchema,
    response: preferencesResponseSchema,
  }),
  changePassword: defineRoute(at.changePassword, {
    summary: 'Change your password: every session and personal access token is revoked; the answer holds your new session',
    tag,
    auth: 'required',
    tokens: 'never',
    body: changePasswordBodySchema,
    response: passwordChangedResponseSchema,
    errors: ['WRONG_PASSWORD', 'DEMO_ACCOUNT', 'NO_PASSWORD'],
  }),
  uploadAvatar: defineRoute(at.uploadAvatar, {
    summary: `Upload your avatar: multipart/form-data, field "avatar", a PNG, JPEG, WebP or GIF of at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB`,
    tag,
    auth: 'required',
    response: userResponseSchema,
    errors: ['BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'EMPTY_FILE', 'UNSUPPORTED_IMAGE'],
  }),
  avatar: defineRoute(at.avatar, {
    summary: 'A user’s avatar image (the avatar_url of their profile)',
    tag,
    auth: 'none',
    params: userIdParamsSchema,
    query: avatarQuerySchema,
    errors: ['NOT_FOUND'],
  }),
  stats: defineRoute(at.stats, { summary: 'Your usage figures', tag, auth: 'required', response: statsResponseSchema }),
  resendVerification: defineRoute(at.resendVerification, {
    summary: 'Send a new email verification link',
    tag,
    auth: 'required',
    response: messageResponseSchema,
    errors: ['BAD_REQUEST', 'DEMO_ACCOUNT'],
  }),
};
