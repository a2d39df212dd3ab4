import type { Context } from 'koa';
import { z } from 'zod';

/**
 * The origins absolute links may start with (PUBLIC_ORIGINS), and where a
 * request that came in on none of them is sent (PUBLIC_URL). The web app keeps
 * its session in the origin's localStorage, so a person who came in on
 * http://127.0.0.1:3000 and is sent to http://localhost:3000 (a checkout's
 * return, a link in a mail) arrives signed out.
 */
export interface LinkOrigins {
  /** Where links point when the request's origin is not listed (and outside requests): PUBLIC_URL, no trailing slash. */
  publicUrl: string;
  /** Every origin a link may use, PUBLIC_URL's among them; each as `URL.origin` spells it. */
  publicOrigins: readonly string[];
}

/** PUBLIC_ORIGINS: origins separated by commas, each only a scheme (http or https), a host and a port. */
export const publicOriginsVariable = z
  .string()
  .optional()
  .transform((value, ctx): string[] | undefined => {
    if (value === undefined || value.trim() === '') return undefined;
    const origins: string[] = [];
    for (const entry of value.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
      const problem = originProblem(entry);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: `${problem}; list origins separated by commas, such as https://kitsmith.example.com,http://localhost:3000` });
        return z.NEVER;
      }
      origins.push(new URL(entry).origin);
    }
    return origins;
  });

function originProblem(entry: string): string | undefined {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return `"${entry}" is not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${entry}" is not an http or https origin`;
  // Not echoed: the entry holds a secret.
  if (url.username || url.password) return `an entry holds a user name or password: give only the scheme, host and port (${url.origin})`;
  if (url.pathname !== '/' || url.search || url.hash || entry.endsWith('?') || entry.endsWith('#')) {
    return `"${entry}" is more than an origin: give only the scheme, host and port (${url.origin})`;
  }
  return undefined;
}

/**
 * The origins links may use: PUBLIC_URL's always; then PUBLIC_ORIGINS when set, else (outside production) the
 * server's own port on localhost and 127.0.0.1, the two names a developer's browser reaches it by.
 */
export function resolvePublicOrigins(input: {
  publicUrl: string;
  listed: readonly string[] | undefined;
  port: number;
  production: boolean;
  /** The web dev server (CORS_ORIGIN), whose proxy passes its own Host on: `npm run dev`'s links stay on it. */
  devServer?: string;
}): string[] {
  const devServer = input.devServer && URL.canParse(input.devServer) ? [new URL(input.devServer).origin] : [];
  const local = input.production ? [] : [`http://localhost:${input.port}`, `http://127.0.0.1:${input.port}`, ...devServer];
  return [...new Set([new URL(input.publicUrl).origin, ...(input.listed ?? local)])];
}

const DEFAULT_PORT: Record<string, string | undefined> = { http: '80', https: '443' };
/** A Host header's host (a name, an IPv4 address or a bracketed IPv6 one) and port. */
const HOST = /^(\[[0-9a-f:.]+\]|[^:[\]/?#@\s]+)(?::(\d{1,5}))?$/;

/**
 * The origin this request's absolute links start with: the origin it came in on (its Host, or with TRUST_PROXY its
 * X-Forwarded-Host and X-Forwarded-Proto) when that is one of PUBLIC_ORIGINS, else PUBLIC_URL. An unlisted host is
 * never reflected: whoever can send a Host header would otherwise choose where our mails' reset links point.
 * Worked out once per request; handlers pass it on to presenters and services.
 */
export function linkOrigin(ctx: Context, origins: LinkOrigins): string {
  const state = ctx.state as { linkOrigin?: string };
  state.linkOrigin ??= matchOrigin(ctx, origins);
  return state.linkOrigin;
}

function matchOrigin(ctx: Context, { publicUrl, publicOrigins }: LinkOrigins): string {
  const host = HOST.exec(ctx.host.toLowerCase());
  if (!host) return publicUrl;
  const [, name, port] = host;
  const protocol = ctx.protocol;
  const origin = `${protocol}://${name}${port === undefined || port === DEFAULT_PORT[protocol] ? '' : `:${port}`}`;
  return publicOrigins.includes(origin) ? origin : publicUrl;
}
