/** The storage keys of the spec (section 7): the web app and the CLI read the same names. */
export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

/** Where the client keeps its tokens: localStorage in the browser, memory or a file in the CLI. */
export interface TokenStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Tokens that live as long as the object: tests, scripts, server-side use. */
export function memoryStorage(initial: Record<string, string> = {}): TokenStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** The browser's `window.localStorage` (or another Web Storage object). */
export function browserStorage(storage: Storage = window.localStorage): TokenStorage {
  return {
    get: (key) => storage.getItem(key),
    set: (key, value) => storage.setItem(key, value),
    remove: (key) => storage.removeItem(key),
  };
}

/** The access and refresh tokens, read and written together. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export function storeTokens(storage: TokenStorage, tokens: TokenPair): void {
  storage.set(ACCESS_TOKEN_KEY, tokens.access_token);
  storage.set(REFRESH_TOKEN_KEY, tokens.refresh_token);
}

export function clearTokens(storage: TokenStorage): void {
  storage.remove(ACCESS_TOKEN_KEY);
  storage.remove(REFRESH_TOKEN_KEY);
}
