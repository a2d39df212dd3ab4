import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Middleware } from 'koa';

/**
 * helmet's headers for these options, worked out once by helmet itself and
 * then set in one call per request. Without a CSP nonce they never depend on
 * the request, and running helmet (through koa-helmet's promise wrapper) on
 * every request cost about a tenth of a cached read.
 */
export function securityHeaders(options: HelmetOptions): Middleware {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be computed once');
  return (ctx, next) => {
    ctx.set(headers);
    return next();
  };
}
