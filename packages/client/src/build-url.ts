/** Query parameters; strings, numbers and booleans are sent, anything else (`undefined`, `null`) is left out. */
export type Query = Readonly<Record<string, unknown>>;

/** `baseUrl` + `path` + the query string; works with a relative base (`/v1`) as in the browser. */
export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}
