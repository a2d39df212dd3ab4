import type { Env } from '../config/config-dir.ts';
import { usageError } from '../errors.ts';

/** The product's own server as `npm start` runs it. */
export const DEFAULT_API_URL = 'http://localhost:3000/v1';

/**
 * An API address as the client wants it: http(s), no trailing slash, ending
 * in `/v1` (added when the server's origin is given, such as `https://kitsmith.example`).
 */
export function normalizeApiUrl(input: string, source: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw usageError(
      'INVALID_API_URL',
      `${source}: "${input}" is not a URL.`,
      `Give the API address, such as ${DEFAULT_API_URL}.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw usageError(
      'INVALID_API_URL',
      `${source}: "${input}" is not an http or https address.`,
      `Give the API address, such as ${DEFAULT_API_URL}.`,
    );
  }
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith('/v1') ? path : `${path}/v1`;
  url.search = '';
  url.hash = '';
  return url.toString().replace(/\/+$/, '');
}

/** Which API to talk to: --api-url, else KITSMITH_API_URL, else where the user signed in, else the local server. */
export function resolveApiUrl(flag: string | undefined, env: Env, signedInTo: string | undefined): string {
  if (flag) return normalizeApiUrl(flag, '--api-url');
  if (env.KITSMITH_API_URL) return normalizeApiUrl(env.KITSMITH_API_URL, 'KITSMITH_API_URL');
  return signedInTo ?? DEFAULT_API_URL;
}
