import { EXPORT_FORMATS, serverUserSchema, type CodeStyle } from '@kitsmith/core';
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '../auth/schema.ts';

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

export const updatePreferencesBody = z.object({ preferences: preferencesPatchSchema }).strict();
export const preferencesResponse = z.object({ preferences: preferencesSchema });

const fullName = z.string().trim().min(1, 'full_name cannot be empty').max(200, 'full_name can be at most 200 characters');
const currentPassword = z.string().min(1, 'enter your current password').max(1024);
export const updateProfileBody = z
  .object({
    full_name: fullName.optional(),
    /** A new address is not used until it is confirmed from the link mailed to it (see GET /users/email-change). */
    email: emailSchema.optional(),
    /** Needed to change the email address. */
    current_password: currentPassword.optional(),
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
export const emailChangeResponse = z.object({ pending: pendingEmailChangeSchema.nullable() });
export const emailChangeResentResponse = z.object({ message: z.string(), pending: pendingEmailChangeSchema });

export const changePasswordBody = z
  .object({
    current_password: currentPassword,
    new_password: newPasswordSchema,
    /** The caller's current refresh token, so its session is not counted among the others signed out. */
    refresh_token: z.string().min(1).max(512).optional(),
  })
  .strict();

export const passwordChangedResponse = z.object({
  /** Other sign-ins that were signed out. */
  signed_out_sessions: z.number().int().min(0),
  /** Personal access tokens that were revoked. */
  revoked_tokens: z.number().int().min(0),
  /** The caller's new session: every earlier one has ended, this request's included. */
  session: z.object({ access_token: z.string(), refresh_token: z.string() }),
});

export const deleteAccountBody = z.object({ password: z.string().min(1).max(1024).optional() }).strict();

export const userIdParams = z.object({ id: z.uuid('not a user id') });
export const avatarQuery = z.object({ v: z.string().max(64).optional() });

export const userResponse = serverUserSchema;

export const statsResponse = z.object({
  project_count: z.number().int().min(0),
  component_count: z.number().int().min(0),
  export_count: z.number().int().min(0),
  team_member_count: z.number().int().min(0),
  last_activity: z.string(),
});
export type UserStats = z.infer<typeof statsResponse>;

export const messageResponse = z.object({ message: z.string() });
