import { createHash } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { avatarPath } from '../avatar-link.ts';
import { detectImageType } from '../image-type.ts';
import type { UserRow } from '../presenter.ts';
import { findAvatar, saveAvatar, updateUserFields } from '../queries.ts';
import { loadCurrentUser } from './profile.ts';

/** Stores the image (PNG, JPEG, WebP or GIF, judged by its bytes) as the user's avatar and points avatar_url at it (a path). */
export async function uploadAvatar(deps: Deps, userId: string, bytes: Buffer): Promise<UserRow> {
  await loadCurrentUser(deps, userId);
  if (bytes.length === 0) throw new ApiError(422, 'EMPTY_FILE', 'The image file is empty. Choose a PNG, JPEG, WebP or GIF image.');
  const contentType = detectImageType(bytes);
  if (!contentType) {
    throw new ApiError(
      422,
      'UNSUPPORTED_IMAGE',
      'This file is not a PNG, JPEG, WebP or GIF image (whatever its name says). Choose an image in one of those formats.',
    );
  }
  const now = deps.config.now();
  await deps.db.transaction(async (trx) => {
    await saveAvatar(trx, { user_id: userId, content_type: contentType, bytes, updated_at: now.toISOString() });
    await updateUserFields(trx, userId, {
      avatar_url: avatarPath(userId, now.getTime()),
      updated_at: now.toISOString(),
    });
  });
  return loadCurrentUser(deps, userId);
}

export interface AvatarFile {
  contentType: string;
  bytes: Buffer;
  etag: string;
  lastModified: Date;
  /** The `v` of the current avatar_url: a request carrying it may be cached for good. */
  version: string;
}

export async function readAvatar(deps: Deps, userId: string): Promise<AvatarFile> {
  const row = await findAvatar(deps.db, userId);
  if (!row) throw notFound('This user has no avatar.');
  const bytes = Buffer.from(row.bytes);
  const lastModified = new Date(row.updated_at);
  return {
    contentType: row.content_type,
    bytes,
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    lastModified,
    version: String(lastModified.getTime()),
  };
}
