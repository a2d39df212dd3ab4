import type { Knex } from 'knex';

/** Rows read at a time. */
const BATCH = 500;

/** An avatar URL this API made before avatars were stored as paths: any origin, then the avatar route. */
const OWN_AVATAR = /^https?:\/\/[^/?#]+(\/v1\/users\/[^/?#]+\/avatar(?:\?v=\d+)?)$/;

/**
 * `users.avatar_url` becomes a path (`/v1/users/{id}/avatar?v=...`): it was stored absolute on PUBLIC_URL, so a
 * person who came in on another of the site's origins was shown an image from elsewhere (which the page's policy
 * refuses). Answers now put the request's own origin in front (users/avatar-link.ts).
 */
export async function up(db: Knex): Promise<void> {
  for (let after = ''; ; ) {
    const rows = (await db('users')
      .where('id', '>', after)
      .andWhere('avatar_url', 'like', 'http%')
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'avatar_url')) as { id: string; avatar_url: string }[];
    for (const { id, avatar_url: url } of rows) {
      const path = OWN_AVATAR.exec(url)?.[1];
      if (path) await db('users').where({ id }).update({ avatar_url: path });
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.id;
  }
}

/** Nothing to undo: the code before this serves a stored path as it is, and a path works as a link on the site. */
export async function down(): Promise<void> {}
