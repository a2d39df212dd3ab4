import { serverUserSchema } from '@kitsmith/core';
import { z } from 'zod';
import { TOKEN_SCOPES } from './token-scopes.ts';

/** A required text field: "X is required" when missing or blank, "X must be text" for anything else. */
const text = (label: string) =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`),
  });

/** Trimmed and lower-cased, so one address is one account whatever the caller typed. */
export const emailSchema = text('Email')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(320, 'Email must be at most 320 characters')
  .pipe(z.email({ error: 'Invalid email address' }));

export const MIN_PASSWORD_LENGTH = 8;
export const newPasswordSchema = text('Password')
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(1024, 'Password must be at most 1024 characters');

const opaqueToken = (label: string) => text(label).trim().min(1, `${label} is required`).max(512, `${label} is too long`);

export const registerBody = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  full_name: text('Full name').trim().min(1, 'Full name is required').max(200, 'Full name must be at most 200 characters'),
});

export const loginBody = z.object({
  email: emailSchema,
  password: text('Password').min(1, 'Password is required').max(1024, 'Password must be at most 1024 characters'),
});

export const refreshBody = z.object({ refresh_token: opaqueToken('refresh_token') });
export const logoutBody = z.object({ refresh_token: opaqueToken('refresh_token').optional() });
export const forgotPasswordBody = z.object({ email: emailSchema });
export const resetPasswordBody = z.object({ token: opaqueToken('token'), password: newPasswordSchema });
export const verifyEmailBody = z.object({ token: opaqueToken('token') });
/** The token of a link in an email-change mail: the confirmation (to the new address) or the undo (to the old one). */
export const emailChangeTokenBody = z.object({ token: opaqueToken('token') });

export const sessionResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: serverUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const messageResponse = z.object({ message: z.string() });
export const verifiedResponse = z.object({ message: z.string(), user: serverUserSchema });
export const revertedEmailChangeResponse = z.object({
  message: z.string(),
  /** The address the account uses again. */
  email: z.string(),
  /** Sign-ins that were signed out. */
  signed_out_sessions: z.number().int().min(0),
  /** Personal access tokens that were revoked. */
  revoked_tokens: z.number().int().min(0),
});

// Personal access tokens

const SCOPES_DESCRIPTION =
  'What the token may do: `read` (every GET route you could call), `write` (also changes; implies `read`). No token manages the account (tokens, password, e-mail, deletion, billing).';
const tokenScope = z.enum(TOKEN_SCOPES, { error: 'scopes must be "read" and/or "write"' });
const tokenScopes = z.array(tokenScope).describe(SCOPES_DESCRIPTION);

export const createTokenBody = z.object({
  name: text('Name').trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  scopes: z
    .array(tokenScope, { error: 'scopes is required: ["read"] or ["read", "write"]' })
    .min(1, 'Choose at least one scope: read or write')
    .max(TOKEN_SCOPES.length, 'scopes lists each scope at most once')
    .describe(SCOPES_DESCRIPTION),
  expires_in_days: z
    .number({ error: 'expires_in_days must be a whole number of days' })
    .int('expires_in_days must be a whole number of days')
    .min(1, 'expires_in_days must be at least 1')
    .max(365, 'expires_in_days must be at most 365')
    .optional(),
});

export const tokenParams = z.object({ id: z.uuid({ error: 'id must be a token id (a UUID)' }) });

const isoOrNull = z.string().nullable();
export const personalTokenSummary = z.object({
  id: z.string(),
  name: z.string(),
  scopes: tokenScopes,
  created_at: z.string(),
  expires_at: isoOrNull,
  last_used_at: isoOrNull,
});
export const createdTokenResponse = z.object({
  id: z.string(),
  name: z.string(),
  token: z.string().describe('Shown once; store it now.'),
  scopes: tokenScopes,
  created_at: z.string(),
  expires_at: isoOrNull,
});
export const tokenListResponse = z.object({ tokens: z.array(personalTokenSummary) });
