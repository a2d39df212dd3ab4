import { randomUUID } from 'node:crypto';
import { countChanges, designContentHash, diffDesigns, type DesignSystem } from '@kitsmith/core';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Db } from '../db/connect.ts';
import { readProjectDesign, readStoredDesign } from '../projects/design.ts';
import type { ProjectRecord } from '../projects/queries.ts';
import {
  deleteUnreferencedSnapshots,
  deleteVersions,
  findNewestVersion,
  findNewestVersionTime,
  findSnapshots,
  findVersionAfter,
  findVersionBefore,
  findVersionByRef,
  insertSnapshot,
  insertVersion,
  listCheckpointsBefore,
  updateVersionChanges,
  type VersionInsert,
  type VersionRecord,
} from './queries.ts';
import type { VersionKind } from '@kitsmith/contract';

type Executor = Db | Knex.Transaction;

/** At most one automatic checkpoint per this much editing. */
export const CHECKPOINT_INTERVAL_MS = 10 * 60 * 1000;
/** Automatic checkpoints older than this thin to the newest one per UTC day. */
export const CHECKPOINT_THINNING_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const metadataOf = (project: Pick<ProjectRecord, 'name' | 'description'>) => ({ name: project.name, description: project.description });

/** The changes from the design a version keeps to another (name and description included; the version number is not a change). */
export function changesBetween(
  before: { design: DesignSystem; name: string; description: string },
  after: { design: DesignSystem; name: string; description: string },
) {
  return diffDesigns(before.design, after.design, { before: metadataOf(before), after: metadataOf(after) });
}

/** The design a version keeps, migrated to the current schema (an unreadable one reads as the default design, logged). */
export async function readVersionDesign(db: Executor, version: VersionRecord, logger?: Logger): Promise<DesignSystem> {
  const stored = (await findSnapshots(db, version.project_id, [version.content_hash])).get(version.content_hash);
  return readStoredDesign(stored, version.project_id, logger);
}

export interface NewVersion {
  project: ProjectRecord;
  design: DesignSystem;
  kind: VersionKind;
  /** The project's version the new one records (set by it, or taken at). */
  version: string;
  message: string;
  authorId: string | null;
  now: Date;
  logger?: Logger;
}

/**
 * Stores the design (once per project) and a version keeping it, as the newest
 * of the project, with its changes against the version before it. Callers run
 * it in the transaction that wrote the project, so versions of one project are
 * numbered one at a time.
 */
export async function recordVersion(db: Executor, entry: NewVersion, hash = designContentHash(entry.design)): Promise<VersionRecord> {
  const { project, design, now } = entry;
  const createdAt = now.toISOString();
  const previous = await findNewestVersion(db, project.id);
  const current = { design, name: project.name, description: project.description };
  const changes = previous
    ? countChanges(changesBetween({ design: await readVersionDesign(db, previous, entry.logger), name: previous.name, description: previous.description }, current))
    : countChanges(changesBetween(current, current));
  await insertSnapshot(db, { project_id: project.id, content_hash: hash, design, created_at: createdAt });
  const row: VersionInsert = {
    id: randomUUID(),
    project_id: project.id,
    version: entry.version,
    message: entry.message,
    kind: entry.kind,
    author_id: entry.authorId,
    content_hash: hash,
    name: project.name,
    description: project.description,
    changes,
    created_at: createdAt,
  };
  await insertVersion(db, row);
  const stored = await findNewestVersion(db, project.id);
  if (!stored || stored.id !== row.id) throw new Error(`version ${row.id} of project ${project.id} was not stored as the newest`);
  return stored;
}

const templateKey = (design: DesignSystem): string => JSON.stringify([design.template.application, design.template.version]);

export interface CheckpointInput {
  /** The project as it was before the write (its design is the one a checkpoint keeps). */
  project: ProjectRecord;
  /** The design after the write. */
  after: DesignSystem;
  authorId: string | null;
  now: Date;
  logger?: Logger;
  /** A restore checkpoints whatever the time since the last version. */
  force?: boolean;
}

const checkpointDue = (newestAt: string | undefined, now: Date): boolean =>
  newestAt === undefined || now.getTime() - Date.parse(newestAt) >= CHECKPOINT_INTERVAL_MS;

/**
 * Whether a write of `after` over the project's design may keep a checkpoint (`checkpointBeforeWrite` decides
 * for certain), asked before the write, outside any transaction: most saves come within ten minutes of the last
 * version and apply no template, and those are one conditional UPDATE, holding SQLite's one connection for a
 * statement rather than a transaction. The answer holds for a write at this project's revision: the stored
 * design is the one read, and the newest version only gets newer (none is deleted but old checkpoints).
 */
export async function mayCheckpoint(db: Db, input: Pick<CheckpointInput, 'project' | 'after' | 'now' | 'logger' | 'force'>): Promise<boolean> {
  if (input.force) return true;
  const before = readProjectDesign({ db, logger: input.logger }, input.project);
  if (templateKey(before) !== templateKey(input.after)) return true;
  return checkpointDue(await findNewestVersionTime(db, input.project.id), input.now);
}

/**
 * The automatic checkpoint before a write that changes the design: the design
 * as it was is kept when the newest version is older than ten minutes (or
 * there is none), and always before a template application or a restore;
 * never twice in a row for the same design. Inserting one thins the old
 * checkpoints. Returns the checkpoint, or undefined when none was due.
 */
export async function checkpointBeforeWrite(db: Executor, input: CheckpointInput): Promise<VersionRecord | undefined> {
  const { project, after, now } = input;
  const before = readStoredDesign(project.design, project.id, input.logger);
  const newest = await findNewestVersion(db, project.id);
  const templateApplied = templateKey(before) !== templateKey(after);
  const due = checkpointDue(newest?.created_at, now);
  // Most saves come within ten minutes of the last version: they are done before any hashing.
  if (!input.force && !templateApplied && !due) return undefined;
  const beforeHash = designContentHash(before);
  if (!input.force && beforeHash === designContentHash(after)) return undefined;
  if (newest?.content_hash === beforeHash) return undefined;
  const checkpoint = await recordVersion(
    db,
    { project, design: before, kind: 'auto', version: project.version, message: '', authorId: input.authorId, now, ...(input.logger ? { logger: input.logger } : {}) },
    beforeHash,
  );
  await thinCheckpoints(db, project.id, now, input.logger);
  return checkpoint;
}

/**
 * Automatic checkpoints older than 30 days thin to the newest one per UTC
 * day; a version whose predecessor went has its changes counted again against
 * the one now before it; then the designs no version keeps are deleted.
 * Manual and restore versions are never deleted.
 */
export async function thinCheckpoints(db: Executor, projectId: string, now: Date, logger?: Logger): Promise<number> {
  const cutoff = new Date(now.getTime() - CHECKPOINT_THINNING_AGE_MS).toISOString();
  const old = await listCheckpointsBefore(db, projectId, cutoff);
  const newestOfDay = new Map<string, string>();
  // Oldest first: the last one seen of a day is its newest. Timestamps are ISO UTC text, so a day is its first ten characters.
  for (const checkpoint of old) newestOfDay.set(checkpoint.created_at.slice(0, 10), checkpoint.id);
  const kept = new Set(newestOfDay.values());
  const gone = old.filter((checkpoint) => !kept.has(checkpoint.id));
  if (gone.length === 0) return 0;
  await deleteVersions(db, projectId, gone.map((checkpoint) => checkpoint.id));
  const recount = new Set<string>();
  for (const checkpoint of gone) {
    const next = await findVersionAfter(db, projectId, checkpoint.seq);
    if (next) recount.add(next.id);
  }
  for (const id of recount) await recountChanges(db, projectId, id, logger);
  await deleteUnreferencedSnapshots(db, projectId);
  return gone.length;
}

async function recountChanges(db: Executor, projectId: string, versionId: string, logger?: Logger): Promise<void> {
  const version = await findVersionByRef(db, projectId, versionId, false);
  if (!version) return;
  const previous = await findVersionBefore(db, projectId, version.seq);
  const design = await readVersionDesign(db, version, logger);
  const before = previous ? await readVersionDesign(db, previous, logger) : design;
  const changes = countChanges(
    changesBetween(
      { design: before, name: previous?.name ?? version.name, description: previous?.description ?? version.description },
      { design, name: version.name, description: version.description },
    ),
  );
  await updateVersionChanges(db, version, changes);
}
