import type { Middleware, Context } from 'koa';
import type { Deps } from '../deps.ts';
import { unauthorized } from '../http/errors.ts';
import { verifyAccessToken } from './access-token.ts';

export interface AuthUser {
  id: string;
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
  const userId = await verifyAccessToken(deps.config, token);
  if (!userId) return undefined;
  const user = await deps.db('users').where({ id: userId }).first('id');
  return user ? { id: String(user.id) } : undefined;
}

/** Requires a valid bearer token; sets `ctx.state.user`. */
export function authenticate(deps: Deps): Middleware {
  return async (ctx, next) => {
    const user = await optionalUser(deps, ctx);
    if (!user) throw unauthorized(bearer(ctx) ? 'Your session has expired. Sign in again.' : 'Sign in to continue.');
    ctx.state.user = user;
    await next();
  };
}
