import { summarizeChanges, type DesignSystem } from '@kitsmith/core';
import { avatarLink } from '../users/avatar-link.ts';
import type { VersionRecord } from './queries.ts';
import type { VersionDetail, VersionSummary } from '@kitsmith/contract';

/**
 * A version as the list shows it: its number, message, kind, author (their avatar on `origin`, the request's link
 * origin), time and the changes against the version before it.
 */
export function presentVersion(version: VersionRecord, origin: string): VersionSummary {
  return {
    id: version.id,
    project_id: version.project_id,
    version: version.version,
    message: version.message,
    kind: version.kind,
    author: version.author && { ...version.author, avatar_url: avatarLink(version.author.avatar_url, origin) },
    created_at: version.created_at,
    content_hash: version.content_hash,
    changes: version.changes,
    summary: summarizeChanges(version.changes),
  };
}

/** One version with the design it keeps (migrated to the current schema) and the project's name and description then. */
export function presentVersionDetail(version: VersionRecord, design: DesignSystem, origin: string): VersionDetail {
  return { ...presentVersion(version, origin), config: design, name: version.name, description: version.description };
}
