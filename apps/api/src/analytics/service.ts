import type { Deps } from '../deps.ts';
import { invalid } from '../http/errors.ts';
import { countUserEvents, insertEvents, type EventRow } from './queries.ts';
import {
  MAX_RANGE_DAYS,
  type AnalyticsQuery,
  type AnalyticsSummary,
  type EventBatch,
} from '@kitsmith/contract';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Stores a validated batch, under the signed-in user when there is one; answers how many were stored. */
export async function recordEvents(deps: Deps, userId: string | undefined, batch: EventBatch): Promise<number> {
  const receivedAt = deps.config.now().toISOString();
  const rows: EventRow[] = batch.events.map((event) => ({
    user_id: userId ?? null,
    name: event.name,
    properties: event.properties ?? null,
    occurred_at: event.occurred_at ? new Date(event.occurred_at).toISOString() : receivedAt,
    received_at: receivedAt,
  }));
  await insertEvents(deps.db, rows);
  return rows.length;
}

const startOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** [from, to): a day as `to` includes the whole day; by default the 30 UTC days ending today. */
export function resolveRange(query: AnalyticsQuery, now: Date): { from: Date; to: Date } {
  const to = query.to
    ? DATE_ONLY.test(query.to)
      ? new Date(Date.parse(query.to) + DAY_MS)
      : new Date(query.to)
    : new Date(startOfUtcDay(now).getTime() + DAY_MS);
  const from = query.from
    ? new Date(query.from)
    : new Date(startOfUtcDay(new Date(to.getTime() - 1)).getTime() - 29 * DAY_MS);
  if (from.getTime() >= to.getTime()) throw invalid('Invalid query: from must be before to.');
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw invalid(`Invalid query: the range may span at most ${MAX_RANGE_DAYS} days; move from or to closer together.`);
  }
  return { from, to };
}

/** Every UTC day the range touches, as `YYYY-MM-DD`. */
function daysOf(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let day = startOfUtcDay(from).getTime(); day < to.getTime(); day += DAY_MS) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

/** The caller's own event counts: per name (most first), per day (every day of the range) and in total. */
export async function summarizeEvents(deps: Deps, userId: string, query: AnalyticsQuery): Promise<AnalyticsSummary> {
  const { from, to } = resolveRange(query, deps.config.now());
  const counts = await countUserEvents(deps.db, {
    userId,
    from: from.toISOString(),
    to: to.toISOString(),
    name: query.name,
  });
  const byName = new Map<string, number>();
  const byDay = new Map<string, number>(daysOf(from, to).map((day) => [day, 0]));
  let total = 0;
  for (const { name, day, count } of counts) {
    byName.set(name, (byName.get(name) ?? 0) + count);
    byDay.set(day, (byDay.get(day) ?? 0) + count);
    total += count;
  }
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    name: query.name ?? null,
    total,
    by_name: [...byName]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    by_day: [...byDay].map(([date, count]) => ({ date, count })).sort((a, b) => a.date.localeCompare(b.date)),
  };
}
