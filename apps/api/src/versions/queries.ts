import type { DiffCounts } from '@kitsmith/core';
import type { Knex } from 'knex';
import { readJson } from '../db/columns.ts';
import type { Db } from '../db/connect.ts';
import { readFirst } from '../db/statements.ts';
import { readProjectRow, type ProjectRecord } from '../projects/queries.ts';
import type { ProjectRole, VersionKind } from '@kitsmith/contract';

type Executor = Db | Knex.Transaction;
type Row = Record<string, unknown>;

/** A `project_versions` row with its author (from `users`; null when that account is gone). */
export interface VersionRecord {
  id: string;
  project_id: string;
  /** The version's place in its project's history (several versions can share a timestamp). */
  seq: number;
  version: string;
  message: string;
  kind: VersionKind;
  author: { id: string; name: string; avatar_url: string | null } | null;
  content_hash: string;
  name: string;
  description: string;
  changes: DiffCounts;
  created_at: string;
}

/** What inserting a version needs: the row without its place (the next one in its project) and without the author's card. */
export type VersionInsert = Omit<VersionRecord, 'seq' | 'author'> & { author_id: string | null };

const NAMED_KINDS: VersionKind[] = ['manual', 'restore'];

const versionColumns = [
  'v.id',
  'v.project_id',
  'v.seq',
  'v.version',
  'v.message',
  'v.kind',
  'v.author_id',
  'v.content_hash',
  'v.name',
  'v.description',
  'v.changes',
  'v.created_at',
  'u.full_name as author_full_name',
  'u.email as author_email',
  'u.avatar_url as author_avatar_url',
];

function readVersion(row: Row): VersionRecord {
  const authorId = row.author_id === null || row.author_id === undefined || row.author_email === null ? null : String(row.author_id);
  return {
    id: String(row.id),
    project_id: String(row.project_id),
    seq: Number(row.seq),
    version: String(row.version),
    message: String(row.message ?? ''),
    kind: String(row.kind) as VersionKind,
    author:
      authorId === null
        ? null
        : {
            id: authorId,
            // As the team list and invitations name a person: their name, else their e-mail.
            name: row.author_full_name ? String(row.author_full_name) : String(row.author_email),
            avatar_url: row.author_avatar_url === null || row.author_avatar_url === undefined ? null : String(row.author_avatar_url),
          },
    content_hash: String(row.content_hash),
    name: String(row.name),
    description: String(row.description ?? ''),
    changes: readJson<DiffCounts>(row.changes) as DiffCounts,
    created_at: String(row.created_at),
  };
}

const versionsOf = (db: Executor, projectId: string) =>
  db('project_versions as v').leftJoin('users as u', 'u.id', 'v.author_id').where('v.project_id', projectId);

/** Stores a design once per project: a second snapshot with the same hash changes nothing. */
export async function insertSnapshot(
  db: Executor,
  snapshot: { project_id: string; content_hash: string; design: unknown; created_at: string },
): Promise<void> {
  await db('project_snapshots')
    .insert({ ...snapshot, design: JSON.stringify(snapshot.design) })
    .onConflict(['project_id', 'content_hash'])
    .ignore();
}

/** The stored designs of a project by content hash (as stored: the caller migrates them). */
export async function findSnapshots(db: Executor, projectId: string, hashes: string[]): Promise<Map<string, unknown>> {
  const designs = new Map<string, unknown>();
  const unique = [...new Set(hashes)];
  // In chunks, under every database's limit on bound parameters.
  for (let start = 0; start < unique.length; start += 500) {
    const rows = (await db('project_snapshots')
      .where('project_id', projectId)
      .whereIn('content_hash', unique.slice(start, start + 500))
      .select('content_hash', 'design')) as Row[];
    for (const row of rows) designs.set(String(row.content_hash), readJson(row.design));
  }
  return designs;
}

/**
 * Marks the project's versions as changed, after the change itself (or in its transaction): a reader that
 * sees the new stamp reads the new versions, so a page cached under a stamp is never older than the stamp.
 */
async function stampHistory(db: Executor, projectId: string): Promise<void> {
  await db('projects').where({ id: projectId }).increment('history_stamp', 1);
}

/**
 * The caller's role on a project and the stamp of what its version list shows, in one query; undefined: no such
 * project. The stamp is `projects.history_stamp` (the versions) plus `version_author_stamps.stamp` (their authors'
 * names and avatars, raised by triggers: migration 130): each only grows, so their sum changes with either.
 */
export async function findRoleAndHistoryStamp(
  db: Db,
  projectId: string,
  userId: string,
): Promise<{ role: ProjectRole | undefined; stamp: number } | undefined> {
  // Every version-list request asks this first: a query written once (see readFirst).
  const row = await readFirst<Row>(
    db,
    'select p.user_id, p.history_stamp + coalesce(a.stamp, 0) as history_stamp, pm.role as member_role from projects as p ' +
      'left join version_author_stamps as a on a.project_id = p.id ' +
      'left join project_members as pm on pm.project_id = p.id and pm.user_id = ? where p.id = ? limit 1',
    [userId, projectId],
  );
  if (!row) return undefined;
  const role = row.user_id === userId ? 'owner' : ((row.member_role ?? undefined) as ProjectRole | undefined);
  return { role, stamp: Number(row.history_stamp) };
}

/** When the project's newest version was made (ISO text), or undefined when it has none: a query written once (see readFirst). */
export async function findNewestVersionTime(db: Db, projectId: string): Promise<string | undefined> {
  const row = await readFirst<{ created_at: string }>(
    db,
    'select created_at from project_versions where project_id = ? order by seq desc limit 1',
    [projectId],
  );
  return row ? String(row.created_at) : undefined;
}

/** Inserts a version as the newest of its project (its `seq` one past the newest; callers hold the project's row). */
export async function insertVersion(db: Executor, version: VersionInsert): Promise<void> {
  await db('project_versions').insert({
    ...version,
    changes: JSON.stringify(version.changes),
    seq: db.raw('(select coalesce(max(seq), 0) + 1 from project_versions where project_id = ?)', [version.project_id]),
  });
  await stampHistory(db, version.project_id);
}

export async function findNewestVersion(db: Executor, projectId: string, kinds?: VersionKind[]): Promise<VersionRecord | undefined> {
  const query = versionsOf(db, projectId).orderBy('v.seq', 'desc').first(versionColumns);
  if (kinds) query.whereIn('v.kind', kinds);
  const row = (await query) as Row | undefined;
  return row ? readVersion(row) : undefined;
}

export async function findOldestVersion(db: Executor, projectId: string): Promise<VersionRecord | undefined> {
  const row = (await versionsOf(db, projectId).orderBy('v.seq', 'asc').first(versionColumns)) as Row | undefined;
  return row ? readVersion(row) : undefined;
}

/** The version just before `seq` in its project, if any. */
export async function findVersionBefore(db: Executor, projectId: string, seq: number): Promise<VersionRecord | undefined> {
  const row = (await versionsOf(db, projectId).where('v.seq', '<', seq).orderBy('v.seq', 'desc').first(versionColumns)) as
    | Row
    | undefined;
  return row ? readVersion(row) : undefined;
}

/** A version by id, or by semver: the newest manual or restore version that set it. */
export async function findVersionByRef(db: Executor, projectId: string, ref: string, isSemver: boolean): Promise<VersionRecord | undefined> {
  const query = versionsOf(db, projectId);
  if (isSemver) query.where('v.version', ref).whereIn('v.kind', NAMED_KINDS).orderBy('v.seq', 'desc');
  else query.where('v.id', ref);
  const row = (await query.first(versionColumns)) as Row | undefined;
  return row ? readVersion(row) : undefined;
}

/** A page of a project's versions, newest first (only the named ones with `named`), and how many there are. */
export async function listVersions(
  db: Executor,
  projectId: string,
  { named, limit, offset }: { named: boolean; limit: number; offset: number },
): Promise<{ rows: VersionRecord[]; total: number }> {
  const page = versionsOf(db, projectId).select(versionColumns).orderBy('v.seq', 'desc').limit(limit).offset(offset);
  if (named) page.whereIn('v.kind', NAMED_KINDS);
  const rows = ((await page) as Row[]).map(readVersion);
  // A page that is not full ends the list, so the total needs no second query. (A window count in the page's
  // query sorts the whole history first: ten times slower than this count on the (project_id, seq) index.)
  const pageEndsList = rows.length < limit && (rows.length > 0 || offset === 0);
  if (pageEndsList) return { rows, total: offset + rows.length };
  const count = db('project_versions').where('project_id', projectId);
  if (named) count.whereIn('kind', NAMED_KINDS);
  const row = (await count.count({ count: '*' }).first()) as { count?: unknown } | undefined;
  return { rows, total: Number(row?.count ?? 0) };
}

/** Every named version of a project, newest first. */
export async function listNamedVersions(db: Executor, projectId: string): Promise<VersionRecord[]> {
  const rows = (await versionsOf(db, projectId).whereIn('v.kind', NAMED_KINDS).orderBy('v.seq', 'desc').select(versionColumns)) as Row[];
  return rows.map(readVersion);
}

export async function updateVersionMessage(db: Executor, version: Pick<VersionRecord, 'id' | 'project_id'>, message: string): Promise<void> {
  await db('project_versions').where({ id: version.id }).update({ message });
  await stampHistory(db, version.project_id);
}

export async function updateVersionChanges(db: Executor, version: Pick<VersionRecord, 'id' | 'project_id'>, changes: DiffCounts): Promise<void> {
  await db('project_versions').where({ id: version.id }).update({ changes: JSON.stringify(changes) });
  await stampHistory(db, version.project_id);
}

/** The automatic checkpoints of a project taken before `before` (ISO), oldest first: their id, place and time. */
export async function listCheckpointsBefore(
  db: Executor,
  projectId: string,
  before: string,
): Promise<{ id: string; seq: number; created_at: string }[]> {
  const rows = (await db('project_versions')
    .where({ project_id: projectId, kind: 'auto' })
    .where('created_at', '<', before)
    .orderBy('seq', 'asc')
    .select('id', 'seq', 'created_at')) as Row[];
  return rows.map((row) => ({ id: String(row.id), seq: Number(row.seq), created_at: String(row.created_at) }));
}

export async function deleteVersions(db: Executor, projectId: string, ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += 500) {
    await db('project_versions').where('project_id', projectId).whereIn('id', ids.slice(start, start + 500)).delete();
  }
  await stampHistory(db, projectId);
}

/** The version that now follows `seq` (after deletions), if any. */
export async function findVersionAfter(db: Executor, projectId: string, seq: number): Promise<VersionRecord | undefined> {
  const row = (await versionsOf(db, projectId).where('v.seq', '>', seq).orderBy('v.seq', 'asc').first(versionColumns)) as
    | Row
    | undefined;
  return row ? readVersion(row) : undefined;
}

/** Deletes the project's snapshots no version keeps any more. */
export async function deleteUnreferencedSnapshots(db: Executor, projectId: string): Promise<number> {
  return db('project_snapshots')
    .where('project_id', projectId)
    .whereNotIn('content_hash', db('project_versions').where('project_id', projectId).select('content_hash'))
    .delete();
}

/** The project row, locked until the transaction ends on PostgreSQL (SQLite has one writer at a time anyway). */
export async function lockProject(trx: Knex.Transaction, projectId: string): Promise<ProjectRecord | undefined> {
  let query = trx('projects').where({ id: projectId }).first();
  if (trx.client.config.client === 'pg') query = query.forUpdate();
  const row = (await query) as Row | undefined;
  return row ? readProjectRow(row) : undefined;
}
