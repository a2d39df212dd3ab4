import { createHash } from 'node:crypto';
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

/**
 * The Content-Security-Policy of every document (the web app, the public project
 * page, the billing sandbox's pages). Everything comes from this origin; no
 * inline script, no eval, no plugins, no <base>, no framing by other sites, forms
 * post here only. An XSS would be costly (the session's tokens are in
 * localStorage), so script is the strict part.
 *
 * Styles allow 'unsafe-inline': the editor's canvas, the template gallery and
 * the example previews are srcdoc frames holding each design's own CSS in
 * <style> and style="" (an avatar's colour), and a srcdoc frame inherits this
 * policy, so no hash could list them. Injected CSS could only restyle the page:
 * images, fonts and requests may go to this origin only (and data:/blob: for
 * previews and avatars picked from disk), which closes CSS's ways to send data out.
 *
 * One inline script is allowed, by its hash: the editor's preview frame's (core's `previewFrameScript`), which
 * runs the components' behaviour inside that srcdoc frame (sandboxed on an opaque origin, its own policy
 * narrower still). A srcdoc frame inherits this policy, so the frame's script must pass it too.
 */
let frameScriptHash: Promise<string> | undefined;
/** That script's hash as the policy names it. Core loads on the first page served, never at start-up (issue 18). */
export const previewFrameScriptHash = (): Promise<string> =>
  (frameScriptHash ??= import('@kitsmith/core').then(({ previewFrameScript }) => `'sha256-${createHash('sha256').update(previewFrameScript()).digest('base64')}'`));

const documentPolicy = (frameHash: string, formTargets: readonly string[]) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'", frameHash],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  // As X-Frame-Options SAMEORIGIN: only this origin may frame its pages.
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'", ...formTargets],
});

/**
 * For pages a browser renders: the policy above, no framing by other sites, no referrer, same-origin resources.
 * `formTargets`, read on the first page: origins besides this one a form may end up on (browsers hold a form's
 * redirects to form-action too), for the billing sandbox's checkout, which returns the buyer to the site.
 */
export function documentSecurityHeaders(formTargets: () => readonly string[] = () => []): Middleware {
  let headers: Middleware | undefined;
  return async (ctx, next) => {
    headers ??= securityHeaders({
      ...NONE,
      contentSecurityPolicy: { useDefaults: false, directives: documentPolicy(await previewFrameScriptHash(), formTargets()) },
      crossOriginResourcePolicy: true,
      referrerPolicy: true,
      xFrameOptions: true,
    });
    return headers(ctx, next);
  };
}
