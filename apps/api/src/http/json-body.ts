import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { ApiError } from './errors.ts';

/** Body size limit for JSON unless a route declares its own `bodyLimit` (uploads have theirs, in users/read-upload.ts). */
export const JSON_LIMIT_BYTES = 1024 * 1024;

const sizeLabel = (bytes: number): string =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;

const isTooLarge = (error: unknown): boolean => (error as { type?: unknown } | null)?.type === 'entity.too.large';

/**
 * The JSON body parser, on the routes that take a body only (every method but
 * GET): a read goes through one layer less. A body over `limitBytes` is
 * refused with 413 naming the limit before any of it is parsed. It keeps the
 * raw text as `ctx.request.rawBody` for signature checks (webhooks).
 */
export function jsonBodyWithin(limitBytes: number): Middleware {
  const parse = bodyParser({ jsonLimit: limitBytes, enableTypes: ['json'], parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] });
  const message = `The request body is too large: the limit is ${sizeLabel(limitBytes)} for this request. Send less in one request.`;
  return (ctx, next) =>
    (parse(ctx, next) as Promise<void>).catch((error: unknown) => {
      throw isTooLarge(error) ? new ApiError(413, 'PAYLOAD_TOO_LARGE', message) : error;
    });
}

export const jsonBody = jsonBodyWithin(JSON_LIMIT_BYTES);
