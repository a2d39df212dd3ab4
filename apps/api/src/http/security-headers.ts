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

/** Every helmet header off; the presets below turn on what each kind of answer needs. */
const NONE = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies HelmetOptions;

/**
 * For every answer, JSON included: no MIME sniffing, and HSTS where the site
 * is served over https. Framing, referrer and resource policies protect
 * documents; a bearer-token API's JSON gains nothing from them, and each
 * extra header costs about 3 % of a cached read (Node writes and checks it,
 * the client parses it).
 */
export const apiSecurityHeaders = (https: boolean): Middleware =>
  securityHeaders({ ...NONE, xContentTypeOptions: true, strictTransportSecurity: https });

/** For pages a browser renders (the web app, the billing sandbox's pages): no framing by other sites, no referrer, same-origin resources. */
export const documentSecurityHeaders = (): Middleware =>
  securityHeaders({ ...NONE, crossOriginResourcePolicy: true, referrerPolicy: true, xFrameOptions: true });
