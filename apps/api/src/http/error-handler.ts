import type { Context } from 'koa';
import { ApiError } from './errors.ts';

interface HttpLikeError {
  status?: number;
  expose?: boolean;
  message?: string;
  type?: string;
}

/** Turns a Koa/body-parser HTTP error (bad JSON, too large) into an answer a person can act on. */
function fromHttpError(error: HttpLikeError): ApiError | undefined {
  if (typeof error.status !== 'number' || error.status >= 500 || error.status < 400) return undefined;
  if (error.status === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (error.type === 'entity.parse.failed' || /JSON/i.test(error.message ?? '')) {
    return new ApiError(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
  if (error.status === 415) return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  return new ApiError(error.status, 'BAD_REQUEST', error.expose && error.message ? error.message : 'Bad request.');
}

/** A request no route answered. */
export const noRoute = (ctx: Context) => new ApiError(404, 'NOT_FOUND', `No route for ${ctx.method} ${ctx.path}.`);

/**
 * Answers a failure as `{success: false, error: {code, message, details?}}`.
 * Unknown errors are logged with the request id and answered with a generic message, never shown.
 */
export function answerError(ctx: Context, caught: unknown): void {
  const error = caught instanceof ApiError ? caught : fromHttpError(caught as HttpLikeError);
  if (error) {
    ctx.status = error.status;
    ctx.set(error.headers);
    ctx.body = {
      success: false,
      error: { code: error.code, message: error.message, ...(error.details === undefined ? {} : { details: error.details }) },
    };
    return;
  }
  ctx.state.log?.error({ err: caught, requestId: ctx.state.requestId }, 'unhandled error');
  ctx.status = 500;
  ctx.body = {
    success: false,
    error: {
      code: 'INTERNAL',
      message: `Something went wrong on our side. Please try again; if it keeps happening, quote request ${ctx.state.requestId ?? ''}.`.replace(' .', '.'),
    },
  };
}
