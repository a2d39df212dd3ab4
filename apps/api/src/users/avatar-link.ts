/** Where a user's avatar is served, as `users.avatar_url` keeps it: a path, so each answer can put its own origin in front. */
export const avatarPath = (userId: string, version: number): string => `/v1/users/${encodeURIComponent(userId)}/avatar?v=${version}`;

/** The stored avatar as an answer shows it: a path made absolute on the request's link origin (http/link-origin.ts). */
export function avatarLink(stored: string | null, origin: string): string | null {
  return stored !== null && stored.startsWith('/') ? `${origin}${stored}` : stored;
}
