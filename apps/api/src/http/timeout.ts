import type { Middleware } from 'koa';
import { ApiError } from './errors.ts';

/** Answers 503 when a request takes longer than `ms` (spec: 30 s). */
export function requestTimeout(ms: number): Middleware {
  return async (_ctx, next) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ApiError(503, 'TIMEOUT', 'The request took too long. Please try again.')),
        ms,
      );
    });
    try {
      await Promise.race([next(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
