import type { Context } from 'koa';

/** A serialized answer and its strong ETag. */
export interface SerializedAnswer {
  body: string;
  etag: string;
}

/**
 * Writes a serialized JSON answer, or a bodiless 304 when the caller's
 * If-None-Match holds its ETag (Koa's `ctx.fresh`). Koa works `fresh` out
 * from a copy of every response header, so it is asked only when the caller
 * sent an If-None-Match at all.
 */
export function sendSerialized(ctx: Context, answer: SerializedAnswer, cacheControl: string): void {
  ctx.set('ETag', answer.etag);
  ctx.set('Cache-Control', cacheControl);
  ctx.status = 200;
  if (ctx.headers['if-none-match'] !== undefined && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  ctx.body = answer.body;
}
