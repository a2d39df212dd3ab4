import type { VersionSummary } from '@kitsmith/client';
import { describe, expect, it } from 'vitest';
import { VERSIONS_PAGE_SIZE, withOlder } from './version-pages.ts';

const counts = { colours: 0, typography: 0, spacing: 0, other: 0, tokens: 0, components: 0, template: 0, metadata: 0, total: 0 };
/** Version `n` saved `n` minutes after a fixed start (larger: newer). */
const version = (n: number): VersionSummary => ({
  id: `v${n}`,
  project_id: 'p1',
  version: '1.0.0',
  message: '',
  kind: 'auto',
  author: null,
  created_at: new Date(Date.UTC(2026, 2, 4, 0, n)).toISOString(),
  content_hash: `h${n}`,
  changes: counts,
  summary: 'No changes',
});
/** Versions from `newest` down to `oldest`, newest first. */
const range = (newest: number, oldest: number) => Array.from({ length: newest - oldest + 1 }, (_, index) => version(newest - index));

describe('reloading the first page of the history', () => {
  it('keeps the older pages loaded before below it, without duplicates', () => {
    const loaded = range(40, 1);
    const firstPage = range(42, 42 - VERSIONS_PAGE_SIZE + 1);
    const merged = withOlder(firstPage, loaded);
    expect(merged.map((entry) => entry.id)).toEqual(range(42, 1).map((entry) => entry.id));
  });

  it('is the first page alone when it holds every version', () => {
    expect(withOlder(range(3, 1), range(30, 1)).map((entry) => entry.id)).toEqual(['v3', 'v2', 'v1']);
    expect(withOlder([], range(3, 1))).toEqual([]);
  });
});
