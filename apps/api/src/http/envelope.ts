import type { Context } from 'koa';

/** Answers `{success: true, data}` (spec section 7). */
export function ok(ctx: Context, data: unknown, status = 200): void {
  ctx.status = status;
  ctx.body = { success: true, data };
}
