import type { VersionSummary } from '@kitsmith/client';

/** Versions of one day, as the History panel lists them under a heading. */
export interface VersionDay {
  /** The local date (`2026-03-04`), stable as more pages load. */
  key: string;
  /** "Today", "Yesterday", else the date as the reader's locale writes it ("Mar 4, 2026"). */
  label: string;
  versions: VersionSummary[];
}

const dayKey = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The versions (newest first) under their local day, in the order they come; `now` decides Today and Yesterday. */
export function groupByDay(versions: readonly VersionSummary[], now: Date = new Date()): VersionDay[] {
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const days: VersionDay[] = [];
  for (const version of versions) {
    const date = new Date(version.created_at);
    const key = Number.isNaN(date.getTime()) ? 'unknown' : dayKey(date);
    const last = days.at(-1);
    if (last?.key === key) {
      last.versions.push(version);
      continue;
    }
    const label =
      key === today
        ? 'Today'
        : key === yesterday
          ? 'Yesterday'
          : key === 'unknown'
            ? 'Unknown date'
            : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
    days.push({ key, label, versions: [version] });
  }
  return days;
}

/** Named versions (saved by hand or by a restore) are releases; automatic checkpoints are not. */
export const isNamed = (version: Pick<VersionSummary, 'kind'>): boolean => version.kind !== 'auto';

/** The line a version is listed by: its message, else what made it ("Automatic checkpoint", "Version 1.2.0"). */
export function versionTitle(version: Pick<VersionSummary, 'kind' | 'message' | 'version'>): string {
  const message = version.message.trim();
  if (message) return message;
  if (version.kind === 'auto') return 'Automatic checkpoint';
  if (version.kind === 'restore') return 'Restored an earlier version';
  return `Version ${version.version}`;
}

/** What kind of version it is, in a word or two. */
export const KIND_LABELS: Record<VersionSummary['kind'], string> = {
  manual: 'Saved version',
  auto: 'Checkpoint',
  restore: 'Restore',
};

/** How a version is named to the user: its semver when it is named, else "the checkpoint of 14:05". */
export function versionName(version: Pick<VersionSummary, 'kind' | 'version' | 'created_at'>): string {
  if (isNamed(version)) return version.version;
  return `the checkpoint of ${versionTime(version.created_at)}`;
}

/** A version's time of day in the reader's locale ("14:05"). */
export function versionTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}
