import { serverUserSchema } from '@kitsmith/core';
import { z } from 'zod';
import { defineRoute } from './define-route.ts';
import { routePaths } from './paths/index.ts';
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

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  full_name: text('Full name').trim().min(1, 'Full name is required').max(200, 'Full name must be at most 200 characters'),
});

export const loginBodySchema = z.object({
  email: emailSchema,
  password: text('Password').min(1, 'Password is required').max(1024, 'Password must be at most 1024 characters'),
});

export const refreshBodySchema = z.object({ refresh_token: opaqueToken('refresh_token') });
export const logoutBodySchema = z.object({ refresh_token: opaqueToken('refresh_token').optional() });
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({ token: opaqueToken('token'), password: newPasswordSchema });
export const verifyEmailBodySchema = z.object({ token: opaqueToken('token') });
/** The token of a link in an email-change mail: the confirmation (to the new address) or the undo (to the old one). */
export const emailChangeTokenBodySchema = z.object({ token: opaqueToken('token') });

export const sessionResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: serverUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export const verifiedResponseSchema = z.object({ message: z.string(), user: serverUserSchema });
export const revertedEmailChangeResponseSchema = z.object({
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
const tokenScopeSchema = z.enum(TOKEN_SCOPES, { error: 'scopes must be "read" and/or "write"' });
const tokenScopesSchema = z.array(tokenScopeSchema).describe(SCOPES_DESCRIPTION);

export const createTokenBodySchema = z.object({
  name: text('Name').trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  scopes: z
    .array(tokenScopeSchema, { error: 'scopes is required: ["read"] or ["read", "write"]' })
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

export const tokenParamsSchema = z.object({ id: z.uuid({ error: 'id must be a token id (a UUID)' }) });

const isoOrNull = z.string().nullable();
export const personalTokenSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: tokenScopesSchema,
  created_at: z.string(),
  expires_at: isoOrNull,
  last_used_at: isoOrNull,
});
export const createdTokenResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  token: z.string().describe('Shown once; store it now.'),
  scopes: tokenScopesSchema,
  created_at: z.string(),
  expires_at: isoOrNull,
});
export const tokenListResponseSchema = z.object({ tokens: z.array(personalTokenSummarySchema) });

const authAt = routePaths.auth;
const AUTH = 'Auth';
const ONE_TIME_TOKEN_ERRORS = ['TOKEN_INVALID', 'TOKEN_USED', 'TOKEN_EXPIRED'] as const;

/** `/auth/*`: accounts, sessions, passwords, e-mail links and the demo. */
export const authContracts = {
  register: defineRoute(authAt.register, {
    summary: 'Create an account and sign in',
    tag: AUTH,
    auth: 'none',
    body: registerBodySchema,
    response: sessionResponseSchema,
    status: 201,
    errors: ['EMAIL_TAKEN'],
  }),
  login: defineRoute(authAt.login, {
    summary: 'Sign in with email and password',
    tag: AUTH,
    auth: 'none',
    body: loginBodySchema,
    response: sessionResponseSchema,
  }),
  refresh: defineRoute(authAt.refresh, {
    summary: 'Exchange a refresh token for a new pair (rotation)',
    tag: AUTH,
    auth: 'none',
    body: refreshBodySchema,
    response: sessionResponseSchema,
  }),
  logout: defineRoute(authAt.logout, {
    summary: 'Sign out the session of a refresh token',
    tag: AUTH,
    auth: 'optional',
    // It acts on the refresh token in the body, never on the caller's data: any token may call it.
    tokens: 'read',
    body: logoutBodySchema,
    response: messageResponseSchema,
  }),
  forgotPassword: defineRoute(authAt.forgotPassword, {
    summary: 'Mail a password reset link',
    tag: AUTH,
    auth: 'none',
    body: forgotPasswordBodySchema,
    response: messageResponseSchema,
  }),
  resetPassword: defineRoute(authAt.resetPassword, {
    summary: 'Set a new password with a reset token; every session is signed out and every personal access token revoked',
    tag: AUTH,
    auth: 'none',
    body: resetPasswordBodySchema,
    response: messageResponseSchema,
    errors: ONE_TIME_TOKEN_ERRORS,
  }),
  verifyEmail: defineRoute(authAt.verifyEmail, {
    summary: 'Verify an email address with its token',
    tag: AUTH,
    auth: 'none',
    body: verifyEmailBodySchema,
    response: verifiedResponseSchema,
    errors: ONE_TIME_TOKEN_ERRORS,
  }),
  confirmEmailChange: defineRoute(authAt.confirmEmailChange, {
    summary: 'Confirm a new email address with the token mailed to it; the account then uses it',
    tag: AUTH,
    auth: 'none',
    body: emailChangeTokenBodySchema,
    response: verifiedResponseSchema,
    errors: [...ONE_TIME_TOKEN_ERRORS, 'EMAIL_TAKEN'],
  }),
  revertEmailChange: defineRoute(authAt.revertEmailChange, {
    summary:
      'Undo an email change with the token mailed to the old address: the old address is back, and every session and personal access token is signed out',
    tag: AUTH,
    auth: 'none',
    body: emailChangeTokenBodySchema,
    response: revertedEmailChangeResponseSchema,
    errors: [...ONE_TIME_TOKEN_ERRORS, 'EMAIL_TAKEN'],
  }),
  demo: defineRoute(authAt.demo, {
    summary: 'Create a fresh 24-hour demo account with sample projects and sign in',
    tag: AUTH,
    auth: 'none',
    response: sessionResponseSchema,
    status: 201,
  }),
  google: defineRoute(authAt.google, { summary: 'Google sign-in (not available yet)', tag: AUTH, auth: 'none', errors: ['NOT_IMPLEMENTED'] }),
  github: defineRoute(authAt.github, { summary: 'GitHub sign-in (not available yet)', tag: AUTH, auth: 'none', errors: ['NOT_IMPLEMENTED'] }),
};

const tokensAt = routePaths.tokens;
const TOKENS = 'Tokens';

/**
 * `/tokens`: personal access tokens for the CLI and CI, scoped, shown once,
 * stored hashed, revocable. Managed only from a signed-in session (`tokens:
 * 'never'`): a leaked token can neither mint successors that outlive its
 * revocation nor list or revoke the others. A token may read about itself
 * (`/tokens/current`, for `kitsmith whoami`).
 */
export const tokenContracts = {
  create: defineRoute(tokensAt.create, {
    summary: 'Create a personal access token (shown once)',
    tag: TOKENS,
    auth: 'required',
    tokens: 'never',
    body: createTokenBodySchema,
    response: createdTokenResponseSchema,
    status: 201,
    errors: ['TOO_MANY_TOKENS'],
  }),
  list: defineRoute(tokensAt.list, {
    summary: 'List your personal access tokens (without their values)',
    tag: TOKENS,
    auth: 'required',
    tokens: 'never',
    response: tokenListResponseSchema,
  }),
  current: defineRoute(tokensAt.current, {
    summary: 'The personal access token this request is signed with: name, scopes, dates (404 for a session)',
    tag: TOKENS,
    auth: 'required',
    tokens: 'read',
    response: personalTokenSummarySchema,
    errors: ['NOT_FOUND'],
  }),
  remove: defineRoute(tokensAt.remove, {
    summary: 'Revoke one of your personal access tokens',
    tag: TOKENS,
    auth: 'required',
    tokens: 'never',
    params: tokenParamsSchema,
    response: messageResponseSchema,
    errors: ['NOT_FOUND'],
  }),
};
