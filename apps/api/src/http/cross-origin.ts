import type { Middleware } from 'koa';

/**
 * Runs the CORS middleware only for requests that carry an Origin header:
 * browsers send one on every cross-origin request, and CORS headers on any
 * other answer are bytes nobody reads. `Vary: Origin` still goes on every
 * answer, so a shared cache never hands one origin's answer to another.
 */
export function crossOrigin(cors: Middleware): Middleware {
  return (ctx, next) => {
    if (ctx.get('origin')) return cors(ctx, next);
    ctx.vary('Origin');
    return next();
  };
}
