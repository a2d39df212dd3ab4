import { TOKEN_SCOPES, type TokenAccess, type TokenScope } from '@kitsmith/contract';
import { forbidden } from '../http/errors.ts';

/** Everything a token made before scopes existed may do (the migration gives old rows this). */
export const ALL_TOKEN_SCOPES: readonly TokenScope[] = TOKEN_SCOPES;

/** The scopes as stored and answered: deduplicated, in TOKEN_SCOPES order, `read` added to `write`. */
export function normalizeScopes(scopes: Iterable<string>): TokenScope[] {
  const chosen = new Set(scopes);
  if (chosen.has('write')) chosen.add('read');
  return TOKEN_SCOPES.filter((scope) => chosen.has(scope));
}

/** Stored as one space-separated column (`read write`), like OAuth scopes. */
export const encodeScopes = (scopes: readonly TokenScope[]): string => normalizeScopes(scopes).join(' ');
export const decodeScopes = (stored: string | null | undefined): TokenScope[] => normalizeScopes((stored ?? '').split(/\s+/));

export const TOKEN_SCOPE_ERROR = 'TOKEN_SCOPE';

/** Throws 403 TOKEN_SCOPE when a personal access token with these scopes may not call a route needing `access`. */
export function assertTokenAllows(scopes: readonly TokenScope[], access: TokenAccess): void {
  if (access === 'never') {
    throw forbidden('Personal access tokens cannot manage your account. Sign in to Kitsmith to do this.', TOKEN_SCOPE_ERROR);
  }
  if (scopes.includes(access)) return;
  throw forbidden(
    access === 'write'
      ? 'This token can only read. Create a token with the write scope in Settings to make changes.'
      : 'This token does not have the read scope. Create a token with the read scope in Settings.',
    TOKEN_SCOPE_ERROR,
  );
}
