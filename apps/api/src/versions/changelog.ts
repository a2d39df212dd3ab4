import { changelogMarkdown, type ChangelogEntry } from '@kitsmith/core';
import type { Logger } from 'pino';
import type { Db } from '../db/connect.ts';
import { readStoredDesign } from '../projects/design.ts';
import { changesBetween } from './checkpoints.ts';
import { findOldestVersion, findSnapshots, listNamedVersions, type VersionRecord } from './queries.ts';

/**
 * The project's CHANGELOG.md (core's Keep a Changelog markdown) from its named
 * versions, newest first: each with the changes since the named version
 * before it (the oldest: since the project's first version). '' when the
 * project has no named version yet.
 */
export async function projectChangelog(db: Db, projectId: string, logger?: Logger): Promise<string> {
  const named = await listNamedVersions(db, projectId);
  if (named.length === 0) return '';
  const oldest = await findOldestVersion(db, projectId);
  const designs = await findSnapshots(db, projectId, [...named.map((version) => version.content_hash), ...(oldest ? [oldest.content_hash] : [])]);
  const sideOf = (version: VersionRecord) => ({
    design: readStoredDesign(designs.get(version.content_hash), projectId, logger),
    name: version.name,
    description: version.description,
  });
  const entries: ChangelogEntry[] = named.map((version, index) => {
    const previous = named[index + 1] ?? (oldest && oldest.seq < version.seq ? oldest : version);
    return {
      version: version.version,
      message: version.message,
      date: version.created_at,
      kind: version.kind,
      diff: changesBetween(sideOf(previous), sideOf(version)),
    };
  });
  return changelogMarkdown(entries);
}
