import type { VersionSummary } from '@kitsmith/client';
import { describe, expect, it } from 'vitest';
import { groupByDay, isNamed, versionName, versionTitle } from './history-labels.ts';

const counts = { colours: 0, typography: 0, spacing: 0, other: 0, tokens: 0, components: 0, template: 0, metadata: 0, total: 0 };
const version = (id: string, created: Date, fields: Partial<VersionSummary> = {}): VersionSummary => ({
  id,
  project_id: 'p1',
  version: '1.0.0',
  message: '',
  kind: 'manual',
  author: null,
  created_at: created.toISOString(),
  content_hash: id,
  changes: counts,
  summary: 'No changes',
  ...fields,
});
/** A local time on a day relative to `now` (days back). */
const at = (now: Date, daysBack: number, hour: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack, hour, 30);

describe('grouping versions by day', () => {
  const now = new Date(2026, 2, 4, 15, 0);

  it('puts newest-first versions under Today, Yesterday and their dates, keeping their order', () => {
    const versions = [version('a', at(now, 0, 14)), version('b', at(now, 0, 9)), version('c', at(now, 1, 23)), version('d', at(now, 6, 8)), version('e', at(now, 6, 7))];
    const days = groupByDay(versions, now);
    expect(days.map((day) => [day.label, day.versions.map((entry) => entry.id)])).toEqual([
      ['Today', ['a', 'b']],
      ['Yesterday', ['c']],
      [at(now, 6, 8).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }), ['d', 'e']],
    ]);
    expect(days[2]?.key).toBe('2026-02-26');
  });

  it('groups by the reader’s local day, across a month boundary', () => {
    const first = new Date(2026, 3, 1, 0, 10);
    const days = groupByDay([version('a', first), version('b', new Date(2026, 2, 31, 23, 50))], first);
    expect(days.map((day) => day.label)).toEqual(['Today', 'Yesterday']);
  });

  it('has no groups for no versions, and a group for a date it cannot read', () => {
    expect(groupByDay([], now)).toEqual([]);
    expect(groupByDay([{ ...version('a', now), created_at: 'not a date' }], now)[0]?.label).toBe('Unknown date');
  });
});

describe('version labels', () => {
  it('names a version by its message, else by what made it', () => {
    const created = new Date(2026, 2, 4, 14, 5);
    expect(versionTitle(version('a', created, { message: '  New brand colours ' }))).toBe('New brand colours');
    expect(versionTitle(version('a', created, { kind: 'auto' }))).toBe('Automatic checkpoint');
    expect(versionTitle(version('a', created, { kind: 'restore', message: 'Restored 1.1.0' }))).toBe('Restored 1.1.0');
    expect(versionTitle(version('a', created, { kind: 'manual', version: '1.2.0' }))).toBe('Version 1.2.0');
  });

  it('treats saved and restore versions as named, checkpoints by their time', () => {
    const created = new Date(2026, 2, 4, 14, 5);
    expect([isNamed({ kind: 'manual' }), isNamed({ kind: 'restore' }), isNamed({ kind: 'auto' })]).toEqual([true, true, false]);
    expect(versionName(version('a', created, { version: '1.1.0' }))).toBe('1.1.0');
    expect(versionName(version('a', created, { kind: 'auto', version: '1.1.0' }))).toBe(
      `the checkpoint of ${created.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`,
    );
  });
});
