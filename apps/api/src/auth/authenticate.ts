import type { Middleware, Context } from 'koa';
import type { Deps } from '../deps.ts';
import { unauthorized } from '../http/errors.ts';
import { verifyAccessToken } from './access-token.ts';
import { authenticatePersonalToken, isPersonalToken } from './service/personal-tokens.ts';
import { findTokenOwner } from './queries.ts';
import { isExpiredDemo, sessionVersionOf } from './token-owner.ts';
import type { TokenAccess, TokenScope } from '@kitsmith/contract';
import { assertTokenAllows } from './token-scopes.ts';

export interface AuthUser {
  id: string;
  /** How the caller signed in: a session's access token (JWT) or a personal access token (`ks_pat_`). */
  via?: 'session' | 'personal-token';
  /** A personal access token's scopes (absent for a session, which may do everything). */
  scopes?: readonly TokenScope[];
  /** The personal access token's id (absent for a session). */
  tokenId?: string;
}

/**
 * The one place a personal access token's scopes are checked, for every route
 * (the ApiRouter calls it with the route's declared `tokens` access): 403
 * TOKEN_SCOPE when the token may not. Sessions pass.
 */
export function assertMayCall(user: AuthUser | undefined, access: TokenAccess): void {
  if (user?.via !== 'personal-token') return;
  assertTokenAllows(user.scopes ?? [], access);
}

function bearer(ctx: Context): string | undefined {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The signed-in user, or undefined (for routes that also serve anonymous callers). */
export async function optionalUser(deps: Deps, ctx: Context): Promise<AuthUser | undefined> {
  const token = bearer(ctx);
  if (!token) return undefined;
  if (isPersonalToken(token)) {
    const found = await authenticatePersonalToken(deps, token);
    return found ? { id: found.userId, via: 'personal-token', scopes: found.scopes, tokenId: found.tokenId } : undefined;
  }
  const claims = await verifyAccessToken(deps.config, token);
  if (!claims) return undefined;
  const owner = await findTokenOwner(deps.db, claims.userId);
  if (!owner || isExpiredDemo(owner, deps.config.now().toISOString())) return undefined;
  // Issued before the account last signed out everywhere (a password reset or change): refused.
  if (claims.sessionVersion !== sessionVersionOf(owner)) return undefined;
  return { id: String(owner.id), via: 'session' };
}

/**
 * Requires a valid bearer token (an access token, or a personal access token
 * with the scope `access` needs: 403 TOKEN_SCOPE otherwise); sets `ctx.state.user`.
 */
export function authenticate(deps: Deps, access: TokenAccess): Middleware {
  return async (ctx, next) => {
    const user = await optionalUser(deps, ctx);
    if (!user) {
      const token = bearer(ctx);
      throw unauthorized(
        token === undefined
          ? 'Sign in to continue.'
          : isPersonalToken(token)
            ? 'This personal access token is invalid, expired or revoked. Create a new one in your account settings.'
            : 'Your session has expired. Sign in again.',
      );
    }
    assertMayCall(user, access);
    ctx.state.user = user;
    await next();
  };
}
