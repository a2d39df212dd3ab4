// Limits the API enforces and the app's forms announce before sending. Free of zod, so a form can read
// them without loading the schemas.

/** A project's name and description, in characters (after trimming). */
export const PROJECT_NAME_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 2000;

/** An avatar upload: its size in bytes and the image types accepted (the server also checks the bytes). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
