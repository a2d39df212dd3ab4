import { createHash, timingSafeEqual } from 'node:crypto';

/** The query parameters Creem adds to the success URL, in the order it adds them; `signature` comes last. */
export const REDIRECT_PARAMS = ['checkout_id', 'order_id', 'customer_id', 'subscription_id', 'product_id', 'request_id'] as const;

/**
 * Creem's redirect signature (docs: Return URLs): the parameters as
 * `key=value` in the order they arrive, empty ones left out, then
 * `salt=<API key>`, joined with `|`, SHA-256, hex.
 */
export function signRedirect(params: readonly (readonly [string, string])[], apiKey: string): string {
  const data = params
    .filter(([key, value]) => key !== 'signature' && value !== '')
    .map(([key, value]) => `${key}=${value}`)
    .concat(`salt=${apiKey}`)
    .join('|');
  return createHash('sha256').update(data).digest('hex');
}

/** Creem's parameters of a return URL's query string, in their own order (other parameters are not signed). */
export function redirectParams(search: string): [string, string][] {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  return [...params.entries()].filter(([key]) => (REDIRECT_PARAMS as readonly string[]).includes(key));
}

/** Whether a return URL's query string carries a valid signature. */
export function verifyRedirect(search: string, apiKey: string): boolean {
  const signature = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('signature');
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = signRedirect(redirectParams(search), apiKey);
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(signature.toLowerCase(), 'hex'));
}

/** The success URL with the parameters and their signature appended (the sandbox's redirect). */
export function signedReturnUrl(successUrl: string, params: readonly (readonly [string, string | undefined])[], apiKey: string): string {
  const present = params.filter((entry): entry is readonly [string, string] => entry[1] !== undefined && entry[1] !== '');
  const url = new URL(successUrl);
  for (const [key, value] of present) url.searchParams.append(key, value);
  url.searchParams.append('signature', signRedirect(redirectParams(url.search), apiKey));
  return url.toString();
}
