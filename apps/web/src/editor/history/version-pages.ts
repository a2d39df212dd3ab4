import type { VersionSummary } from '@kitsmith/client';

/** Versions per page of the History panel ("Show older" loads the next). */
export const VERSIONS_PAGE_SIZE = 20;

/** A fresh first page, then the versions loaded before that are older than its last one. */
export function withOlder(firstPage: readonly VersionSummary[], loaded: readonly VersionSummary[]): VersionSummary[] {
  const last = firstPage.at(-1);
  if (!last || firstPage.length < VERSIONS_PAGE_SIZE) return [...firstPage];
  const known = new Set(firstPage.map((version) => version.id));
  return [...firstPage, ...loaded.filter((version) => !known.has(version.id) && version.created_at < last.created_at)];
}
