import type { Db } from '../db/connect.ts';

export interface EventRow {
  user_id: string | null;
  name: string;
  properties: Record<string, string | number | boolean> | null;
  occurred_at: string;
  received_at: string;
}

export async function insertEvents(db: Db, rows: readonly EventRow[]): Promise<void> {
  await db('analytics_events').insert(
    rows.map((row) => ({ ...row, properties: row.properties === null ? null : JSON.stringify(row.properties) })),
  );
}

export interface EventCount {
  name: string;
  day: string;
  count: number;
}

/** The user's events in [from, to) counted per name and UTC day (timestamps are ISO text, so the day is its first 10 characters). */
export async function countUserEvents(
  db: Db,
  filter: { userId: string; from: string; to: string; name?: string | undefined },
): Promise<EventCount[]> {
  const query = db('analytics_events')
    .where('user_id', filter.userId)
    .andWhere('occurred_at', '>=', filter.from)
    .andWhere('occurred_at', '<', filter.to)
    .select('name', db.raw('substr(occurred_at, 1, 10) as day'), db.raw('count(*) as count'))
    .groupByRaw('name, substr(occurred_at, 1, 10)');
  if (filter.name) query.andWhere('name', filter.name);
  const rows: { name: string; day: string; count: number | string }[] = await query;
  return rows.map((row) => ({ name: String(row.name), day: String(row.day), count: Number(row.count) }));
}
