import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A request slower than this is logged at warn whatever its answer. */
export const SLOW_REQUEST_MS = 1000;

/**
 * A request id (the caller's X-Request-Id when sane) and one log line per
 * request: refused or failed requests at info, slow ones at warn, and the
 * rest at debug. A pino line costs about half of a whole bare Koa request on
 * our machines, so the successful majority is logged only when LOG_LEVEL=debug
 * asks for it (a load balancer's access log usually has them anyway).
 */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // A child logger per request costs more than the request itself: bind the id per call instead.
    ctx.state.log = logger;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round(performance.now() - started);
      const level = ms >= SLOW_REQUEST_MS ? 'warn' : ctx.status >= 400 ? 'info' : 'debug';
      if (logger.isLevelEnabled(level)) logger[level]({ requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}
