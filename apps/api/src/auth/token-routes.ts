import { tokenContracts } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { createPersonalToken, currentPersonalToken, deletePersonalToken, listOwnPersonalTokens } from './service/personal-tokens.ts';


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
      tokenContracts.create,
      async ({ body, user }) => createPersonalToken(deps, user.id, body),
    )
    .route(
      tokenContracts.list,
      async ({ user }) => ({ tokens: await listOwnPersonalTokens(deps, user.id) }),
    )
    .route(
      tokenContracts.current,
      async ({ user }) => currentPersonalToken(deps, user),
    )
    .route(
      tokenContracts.remove,
      async ({ params, user }) => {
        await deletePersonalToken(deps, user.id, params.id);
        return { message: 'Token revoked.' };
      },
    );
}
