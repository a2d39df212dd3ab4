/**
 * What a personal access token may do, chosen when it is made:
 * `read` calls every GET route its owner could call; `write` also the
 * changing ones (projects, sharing, exports, analytics...). `write` implies
 * `read`: both are stored. No scope reaches the account itself (tokens,
 * password, e-mail, deletion, billing): that needs a signed-in session.
 */
export const TOKEN_SCOPES = ['read', 'write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/**
 * Which scope a route needs from a personal access token: `read` or `write`,
 * or `never` for account management (a session's access token only).
 */
export type TokenAccess = TokenScope | 'never';
