import { createHash } from 'node:crypto';
import { InvalidVersionError, bumpVersion, designContentHash, countChanges, suggestBump, summarizeChanges, type Bump, type DesignSystem } from '@kitsmith/core';
import type { Knex } from 'knex';
import type { Deps } from '../deps.ts';
import { invalid, notFound } from '../http/errors.ts';
import { readStoredDesign, summaryColumns } from '../projects/design.ts';
import { PROJECT_NOT_FOUND, denyRole, hasRole, type ProjectAccess } from '../projects/policy.ts';
import { invalidatePublicProject } from '../projects/public-cache.ts';
import { updateProjectIfRevision, type ProjectRecord, type ProjectWrite } from '../projects/queries.ts';
import { expectedRevision, staleRevision } from '../projects/service.ts';
import { changesBetween, checkpointBeforeWrite, readVersionDesign, recordVersion, thinCheckpoints } from './checkpoints.ts';
import { versionListCache, type VersionListPage } from './list-cache.ts';
import { presentVersion } from './presenter.ts';
import {
  findNewestVersion,
  findOldestVersion,
  findRoleAndHistoryStamp,
  findVersionByRef,
  listVersions,
  lockProject,
  updateVersionMessage,
  type VersionRecord,
} from './queries.ts';
import type { CreateVersionBody, ListVersionsQuery } from '@kitsmith/contract';

export const VERSION_NOT_FOUND = 'Version not found.';

/** A short name for a link origin, fit for a cache key and an ETag. */
const originTag = (origin: string): string => createHash('sha256').update(origin).digest('base64url').slice(0, 10);

type Executor = Deps['db'] | Knex.Transaction;

/** A semver names a version by the project version it set; an id (which has no dots) names one exactly. */
const isSemver = (ref: string): boolean => ref.includes('.');

/** The version `ref` (an id, or a semver: the newest manual or restore version that set it) of the project; else 404. */
export async function findVersion(db: Executor, projectId: string, ref: string): Promise<VersionRecord> {
  const version = await findVersionByRef(db, projectId, ref, isSemver(ref));
  if (!version) throw notFound(isSemver(ref) ? `No saved version ${ref} in this project.` : VERSION_NOT_FOUND);
  return version;
}

/**
 * A page of the project's versions, newest first, for a caller with any role
 * on it (else 404). The page is kept in memory under the project's history
 * stamp (which a change to its authors' names or avatars also raises), read
 * with the role, so a history that has not changed is answered without
 * reading it again; serialized with its envelope and an ETag. Pages
 * differ by `origin` (the request's link origin, in front of the authors'
 * avatars), so it is part of their key and ETag.
 */
export async function listProjectVersions(deps: Deps, projectId: string, userId: string, query: ListVersionsQuery, origin: string): Promise<VersionListPage> {
  const found = await findRoleAndHistoryStamp(deps.db, projectId, userId);
  if (!found?.role) throw notFound(PROJECT_NOT_FOUND);
  if (!hasRole(found.role, 'viewer')) throw denyRole('viewer');
  const cache = versionListCache(deps);
  const key = `${query.kind}:${query.page}:${query.page_size}:${originTag(origin)}`;
  const cached = cache.get(projectId, found.stamp, key);
  if (cached) return cached;
  const { rows, total } = await listVersions(deps.db, projectId, {
    named: query.kind === 'named',
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const page = {
    body: JSON.stringify({ success: true, data: { versions: rows.map((row) => presentVersion(row, origin)), total } }),
    // The same history and query give the same page, whoever asks (the role check above is per caller).
    etag: `"${found.stamp}-${key.replaceAll(':', '-')}"`,
  };
  cache.set(projectId, found.stamp, key, page);
  return page;
}

/** One version and its design, migrated to the current schema as a project's is. */
export async function getVersion(deps: Deps, projectId: string, ref: string): Promise<{ version: VersionRecord; design: DesignSystem }> {
  const version = await findVersion(deps.db, projectId, ref);
  return { version, design: await readVersionDesign(deps.db, version, deps.logger) };
}

/** The project's next version; a stored version that is not semver (an older rule allowed `01.0.0`) is a 422 saying how to fix it. */
function nextVersion(current: string, bump: Bump): string {
  try {
    return bumpVersion(current, bump);
  } catch (error) {
    if (!(error instanceof InvalidVersionError)) throw error;
    throw invalid(`The project's version "${current}" is not a semantic version, so it cannot be bumped. Set it to one such as 1.0.0 and try again.`, [
      { field: 'version', message: 'must be a semantic version such as 1.0.0' },
    ]);
  }
}

/**
 * The project locked for a versioning write, at the revision its caller saw when it names one (else 409 with the
 * current project, its links on the request's link origin).
 */
async function lockAtRevision(trx: Knex.Transaction, deps: Deps, { project, role }: ProjectAccess, at: { expected: number | undefined; origin: string } | undefined) {
  const locked = await lockProject(trx, project.id);
  if (!locked) throw notFound(PROJECT_NOT_FOUND);
  if (at?.expected !== undefined && at.expected !== locked.revision) throw staleRevision(deps, locked, role, at.expected, at.origin);
  return locked;
}

/** Writes the project (it is locked, so its revision is the one read) and answers it as stored. */
async function writeProject(trx: Knex.Transaction, locked: ProjectRecord, write: ProjectWrite): Promise<ProjectRecord> {
  const applied = await updateProjectIfRevision(trx, locked.id, locked.revision, write);
  if (!applied) throw new Error(`project ${locked.id} changed while locked`);
  return { ...locked, ...write, revision: locked.revision + 1 } as ProjectRecord;
}

/**
 * Saves the design stored now as a manual version. The project's version is
 * bumped by `bump`, or by the bump the changes since the last named version
 * (else the first version) call for, and set on the project (a new revision).
 */
export async function createVersion(
  deps: Deps,
  access: ProjectAccess,
  authorId: string,
  body: CreateVersionBody,
  ifMatch: string | undefined,
  origin: string,
): Promise<{ project: ProjectRecord; version: VersionRecord }> {
  const expected = expectedRevision(body.revision, ifMatch);
  const result = await deps.db.transaction(async (trx) => {
    const locked = await lockAtRevision(trx, deps, access, { expected, origin });
    const now = deps.config.now();
    const design = readStoredDesign(locked.design, locked.id, deps.logger);
    const current = { design, name: locked.name, description: locked.description };
    const base = (await findNewestVersion(trx, locked.id, ['manual', 'restore'])) ?? (await findOldestVersion(trx, locked.id));
    const bump =
      body.bump ??
      suggestBump(base ? changesBetween({ design: await readVersionDesign(trx, base, deps.logger), name: base.name, description: base.description }, current) : changesBetween(current, current));
    const version = nextVersion(locked.version, bump);
    const project = await writeProject(trx, locked, { version, updated_at: now.toISOString() });
    const record = await recordVersion(trx, { project, design, kind: 'manual', version, message: body.message, authorId, now, logger: deps.logger });
    return { project, version: record };
  });
  invalidatePublicProject(deps, access.project.id);
  return result;
}

/**
 * Keeps the stored design as an automatic checkpoint now (the editor asks for
 * one before applying a generated design); undefined when the newest version
 * already keeps it.
 */
export async function checkpointNow(deps: Deps, access: ProjectAccess, authorId: string): Promise<VersionRecord | undefined> {
  const version = await deps.db.transaction(async (trx) => {
    const locked = await lockAtRevision(trx, deps, access, undefined);
    const design = readStoredDesign(locked.design, locked.id, deps.logger);
    const hash = designContentHash(design);
    if ((await findNewestVersion(trx, locked.id))?.content_hash === hash) return undefined;
    const now = deps.config.now();
    const record = await recordVersion(trx, { project: locked, design, kind: 'auto', version: locked.version, message: '', authorId, now, logger: deps.logger }, hash);
    await thinCheckpoints(trx, locked.id, now, deps.logger);
    return record;
  });
  if (version) invalidatePublicProject(deps, access.project.id);
  return version;
}

/** Changes a version's message (the changelog and the public page show it). */
export async function renameVersion(deps: Deps, projectId: string, ref: string, message: string): Promise<VersionRecord> {
  const version = await findVersion(deps.db, projectId, ref);
  await updateVersionMessage(deps.db, version, message);
  invalidatePublicProject(deps, projectId);
  return { ...version, message };
}

/**
 * Makes a version's design the project's config (a new revision; name and
 * description stay). The current design is kept as an automatic checkpoint
 * first, and a `restore` version records the restore with the version number
 * the changes call for, which the project takes. The versions before stay.
 */
export async function restoreVersion(
  deps: Deps,
  access: ProjectAccess,
  authorId: string,
  ref: string,
  body: { revision?: number | undefined },
  ifMatch: string | undefined,
  origin: string,
): Promise<{ project: ProjectRecord; version: VersionRecord }> {
  const expected = expectedRevision(body.revision, ifMatch);
  const target = await findVersion(deps.db, access.project.id, ref);
  const result = await deps.db.transaction(async (trx) => {
    const locked = await lockAtRevision(trx, deps, access, { expected, origin });
    const now = deps.config.now();
    const restored = await readVersionDesign(trx, target, deps.logger);
    const current = readStoredDesign(locked.design, locked.id, deps.logger);
    await checkpointBeforeWrite(trx, { project: locked, after: restored, authorId, now, force: true, logger: deps.logger });
    const meta = { name: locked.name, description: locked.description };
    const version = nextVersion(locked.version, suggestBump(changesBetween({ design: current, ...meta }, { design: restored, ...meta })));
    const stamp = now.toISOString();
    const project = await writeProject(trx, locked, {
      design: restored,
      ...summaryColumns(restored),
      version,
      updated_at: stamp,
      last_edited_at: stamp,
    });
    const record = await recordVersion(trx, {
      project,
      design: restored,
      kind: 'restore',
      version,
      message: `Restored ${target.version}`,
      authorId,
      now,
      logger: deps.logger,
    });
    return { project: { ...project, design: restored }, version: record };
  });
  invalidatePublicProject(deps, access.project.id);
  return result;
}

/** The changes from version `from` to version `to`, or to the project's current design. */
export async function diffVersions(deps: Deps, project: ProjectRecord, from: string, to: string) {
  const fromVersion = await findVersion(deps.db, project.id, from);
  const toVersion = to === 'current' ? null : await findVersion(deps.db, project.id, to);
  const before = { design: await readVersionDesign(deps.db, fromVersion, deps.logger), name: fromVersion.name, description: fromVersion.description };
  const after = toVersion
    ? { design: await readVersionDesign(deps.db, toVersion, deps.logger), name: toVersion.name, description: toVersion.description }
    : { design: readStoredDesign(project.design, project.id, deps.logger), name: project.name, description: project.description };
  const diff = changesBetween(before, after);
  const counts = countChanges(diff);
  return { from: fromVersion, to: toVersion, diff, counts, summary: summarizeChanges(counts), suggestedBump: suggestBump(diff) };
}
