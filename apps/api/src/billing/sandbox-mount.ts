import type { Context, Middleware } from 'koa';
import type { Deps } from '../deps.ts';
import { documentSecurityHeaders } from '../http/security-headers.ts';
import { SANDBOX_PATH } from './billing-config.ts';
import type { CreemSandbox } from './sandbox/creem-sandbox.ts';

const BODY_LIMIT = 64 * 1024;
const hopByHop = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade']);

async function readBody(ctx: Context): Promise<string | undefined> {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return undefined;
  // JSON was already read by the body parser, which keeps the raw text.
  const raw = (ctx.request as { rawBody?: unknown }).rawBody;
  if (typeof raw === 'string') return raw;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > BODY_LIMIT) ctx.throw(413, 'The request body is too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Serves the Creem sandbox under /v1/creem-sandbox (its API for the SDK, its
 * checkout and portal pages, its control calls) when billing runs without a
 * Creem API key; otherwise, and for every other path, it passes through.
 */
export function creemSandboxMount(deps: Deps): Middleware {
  // Its checkout and portal pages are documents, like Creem's own. The checkout page is on PUBLIC_URL and its Pay
  // redirects to the success URL, on the buyer's own origin (http/link-origin.ts): one the policy must let a form reach.
  const documentHeaders = documentSecurityHeaders(() => [...new Set([new URL(deps.config.publicUrl).origin, ...deps.config.publicOrigins])]);
  // Every request passes through here: the pass-through stays synchronous (no promise of its own).
  return (ctx, next) => {
    const path = ctx.path;
    if (path !== SANDBOX_PATH && !path.startsWith(`${SANDBOX_PATH}/`)) return next();
    // Billing's runtime (and the Creem SDK with it) loads on first use, not at start.
    return import('./runtime.ts').then(({ billingRuntime }) => {
      const sandbox = billingRuntime(deps).sandbox;
      return sandbox ? documentHeaders(ctx, () => serveSandbox(deps, sandbox, ctx)) : next();
    });
  };
}

async function serveSandbox(deps: Deps, sandbox: CreemSandbox, ctx: Context): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.headers)) {
    if (hopByHop.has(name)) continue;
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const body = await readBody(ctx);
  const response = await sandbox.handle(new Request(`${deps.config.publicUrl}${ctx.url}`, { method: ctx.method, headers, body }));
  ctx.status = response.status;
  response.headers.forEach((value, name) => ctx.set(name, value));
  ctx.body = Buffer.from(await response.arrayBuffer());
}
