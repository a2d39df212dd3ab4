import type { Deps } from '../deps.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { AuthUser } from './authenticate.ts';
import { createPersonalToken, currentPersonalToken, deletePersonalToken, listOwnPersonalTokens } from './personal-tokens.ts';
import { createdTokenResponse, createTokenBody, messageResponse, personalTokenSummary, tokenListResponse, tokenParams } from './schema.ts';

const TAG = 'Tokens';

/** The signed-in caller (auth: 'required' guarantees one). */
function caller(user: AuthUser | undefined): AuthUser {
  if (!user) throw new Error('an authenticated route ran without a user');
  return user;
}

/**
 * `/tokens`: personal access tokens for the CLI and CI, scoped, shown once,
 * stored hashed, revocable. Managed only from a signed-in session (`tokens:
 * 'never'`): a leaked token can neither mint successors that outlive its
 * revocation nor list or revoke the others. A token may read about itself
 * (`/tokens/current`, for `kitsmith whoami`).
 */
export function registerTokenRoutes(router: ApiRouter, deps: Deps): void {
  router
    .route(
      {
        method: 'post',
        path: '/tokens',
        summary: 'Create a personal access token (shown once)',
        tag: TAG,
        auth: 'required',
        tokens: 'never',
        body: createTokenBody,
        response: createdTokenResponse,
        status: 201,
      },
      async ({ body, user }) => createPersonalToken(deps, caller(user).id, body),
    )
    .route(
      {
        method: 'get',
        path: '/tokens',
        summary: 'List your personal access tokens (without their values)',
        tag: TAG,
        auth: 'required',
        tokens: 'never',
        response: tokenListResponse,
      },
      async ({ user }) => ({ tokens: await listOwnPersonalTokens(deps, caller(user).id) }),
    )
    .route(
      {
        method: 'get',
        path: '/tokens/current',
        summary: 'The personal access token this request is signed with: name, scopes, dates (404 for a session)',
        tag: TAG,
        auth: 'required',
        tokens: 'read',
        response: personalTokenSummary,
      },
      async ({ user }) => currentPersonalToken(deps, caller(user)),
    )
    .route(
      {
        method: 'delete',
        path: '/tokens/:id',
        summary: 'Revoke one of your personal access tokens',
        tag: TAG,
        auth: 'required',
        tokens: 'never',
        params: tokenParams,
        response: messageResponse,
      },
      async ({ params, user }) => {
        await deletePersonalToken(deps, caller(user).id, params.id);
        return { message: 'Token revoked.' };
      },
    );
}
