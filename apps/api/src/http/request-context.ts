import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { answerError, noRoute } from './error-handler.ts';
import { withDeadline } from './timeout.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A request slower than this is logged at warn whatever its answer. */
export const SLOW_REQUEST_MS = 1000;

export interface RequestContextOptions {
  logger: Logger;
  /** A request still running after this long is answered 503 (spec: 30 s). */
  timeoutMs: number;
}

/**
 * What every request gets, in one middleware (each Koa layer costs a few
 * per cent of a cached read): a request id (the caller's X-Request-Id when
 * sane), a deadline, failures answered in the envelope, and one log line.
 * The answer names the id when it failed (so it can be quoted), when its log
 * line was written, or when the caller sent one; a success logged nowhere
 * skips the header, which costs about 3 % of a cached read.
 * Refused or failed requests are logged at info, slow ones at warn, and the
 * rest at debug: a pino line costs about half of a whole bare Koa request on
 * our machines, so the successful majority is logged only when LOG_LEVEL=debug
 * asks for it (a load balancer's access log usually has them anyway).
 */
export function requestContext({ logger, timeoutMs }: RequestContextOptions): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // A child logger per request costs more than the request itself: bind the id per call instead.
    ctx.state.log = logger;
    const started = performance.now();
    try {
      await withDeadline(next(), timeoutMs);
      if (ctx.status === 404 && ctx.body === undefined) throw noRoute(ctx);
    } catch (caught) {
      answerError(ctx, caught);
    } finally {
      const ms = Math.round(performance.now() - started);
      const level = ms >= SLOW_REQUEST_MS ? 'warn' : ctx.status >= 400 ? 'info' : 'debug';
      const logged = logger.isLevelEnabled(level);
      if (logged) logger[level]({ requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
      // The id is worth a header on a failure (to quote), where a log line carries it, or where the caller tracks its own.
      if (ctx.status >= 400 || logged || incoming) ctx.set('X-Request-Id', requestId);
    }
  };
}
