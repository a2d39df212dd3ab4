import type { Db } from '../db/connect.ts';

const TABLE = 'generation_usage';

/** Descriptions the user has had turned into preferences on `day` (UTC, `YYYY-MM-DD`). */
export async function countDescriptions(db: Db, userId: string, day: string): Promise<number> {
  const row: { descriptions: number | string } | undefined = await db(TABLE).where({ user_id: userId, day }).first('descriptions');
  return row ? Number(row.descriptions) : 0;
}

/**
 * Counts one description for the user's day, in one statement, unless the day already holds
 * `limit` (null: no limit). Answers the new count, or undefined when the allowance is used up.
 */
export async function reserveDescription(db: Db, userId: string, day: string, limit: number | null, now: string): Promise<number | undefined> {
  if (limit === 0) return undefined;
  const query = db(TABLE)
    .insert({ user_id: userId, day, descriptions: 1, updated_at: now })
    .onConflict(['user_id', 'day'])
    .merge({ descriptions: db.raw('??.?? + 1', [TABLE, 'descriptions']), updated_at: now });
  if (limit !== null) query.where(`${TABLE}.descriptions`, '<', limit);
  const rows: { descriptions: number | string }[] = await query.returning('descriptions');
  const first = rows[0];
  return first ? Number(first.descriptions) : undefined;
}

/** Gives back a description counted for a request whose model call failed. */
export async function releaseDescription(db: Db, userId: string, day: string, now: string): Promise<void> {
  await db(TABLE)
    .where({ user_id: userId, day })
    .andWhere('descriptions', '>', 0)
    .update({ descriptions: db.raw('?? - 1', ['descriptions']), updated_at: now });
}
