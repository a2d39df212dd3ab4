/** The schemes a link in a design may use; a link without a scheme is a path (`/pricing`, `docs/`) or a `#fragment`. */
export const SAFE_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

export const UNSAFE_URL_MESSAGE =
  'must be a web address (http:, https: or mailto:), a path such as /pricing or a #fragment; other schemes (javascript:, data:, vbscript:) are not allowed';

/**
 * Whether a link is one exported code may carry. A browser drops tabs and line
 * breaks anywhere in a URL and strips control characters and spaces around it
 * before it reads the scheme (`java\tscript:` runs as `javascript:`): a link
 * holding a control character is refused outright, and the scheme is read
 * after trimming the spaces around it.
 */
export function isSafeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u001f\u007f]/.test(url)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim());
  return !scheme || (SAFE_URL_SCHEMES as readonly string[]).includes((scheme[1] ?? '').toLowerCase());
}
