import { randomUUID } from 'node:crypto';
import {
  KitsmithError,
  exportDesignSystem,
  isSemver,
  packageSlug,
  readStoredDesignSystem,
  zipFiles,
  type DesignSystem,
  type ExportFormat,
  type ExportOptions,
  type GeneratedFile,
} from '@kitsmith/core';
import { readJson } from '../db/columns.ts';
import type { Deps } from '../deps.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { assertCanExport, exportedComponentIds } from '../projects/plan-limits.ts';
import { loadProjectForUser } from '../projects/policy.ts';
import type { ProjectRecord } from '../projects/queries.ts';
import { projectChangelog } from '../versions/changelog.ts';
import { findUserExport, insertExport, listExports } from './queries.ts';
import type { CreateExportBody, ExportListQuery } from '@kitsmith/contract';

export interface StoredExport {
  id: string;
  project_id: string | null;
  project_name: string | null;
  formats: ExportFormat[];
  file_count: number;
  created_at: string;
  files: GeneratedFile[];
}

/** A core error the caller can fix (unknown component, bad format, unreadable design) as a 422. */
function fromKitsmithError(error: KitsmithError): ApiError {
  return new ApiError(422, error.code, error.message, error.suggestion ? { suggestion: error.suggestion } : undefined);
}

/** The stored design, read as the project pages read it (what an older version stored and the model now refuses, mended). */
function readDesign(stored: unknown): DesignSystem {
  try {
    return readStoredDesignSystem(stored).design;
  } catch (error) {
    if (error instanceof KitsmithError) throw fromKitsmithError(error);
    throw new ApiError(
      422,
      'INVALID_DESIGN_SYSTEM',
      'This project’s design could not be read. Open it in the editor and save it again.',
    );
  }
}

/**
 * What a `package` export is released as: the project's version (its package.json `version`) and the
 * changelog of its named versions (CHANGELOG.md, when there is one). A version an older rule let through that
 * is not semver keeps the exporter's default rather than failing the export.
 */
async function releaseFor(deps: Deps, project: ProjectRecord, formats: readonly ExportFormat[]): Promise<ExportOptions['release']> {
  if (!formats.includes('package') || !isSemver(project.version)) return undefined;
  const changelog = await projectChangelog(deps.db, project.id, deps.logger);
  return changelog === '' ? { version: project.version } : { version: project.version, changelog };
}

/** Runs core's exporter on the project's design and stores the files; this is what counts as one export. */
export async function createExport(
  deps: Deps,
  userId: string,
  projectId: string,
  body: CreateExportBody,
): Promise<StoredExport> {
  // Whoever may read the project (owner or any team role) may export it; anyone else gets 404.
  const { project } = await loadProjectForUser(deps, projectId, userId, 'viewer');
  const system = readDesign(project.design);
  await assertCanExport(deps.db, { callerId: userId, ownerId: project.user_id }, body.formats, exportedComponentIds(system, body.components), deps.config.now());
  const release = await releaseFor(deps, project, body.formats);
  let files: GeneratedFile[];
  try {
    files = await exportDesignSystem(system, {
      formats: body.formats,
      name: project.name,
      ...(release === undefined ? {} : { release }),
      ...(body.components === undefined ? {} : { components: body.components }),
      ...(body.style === undefined ? {} : { style: body.style }),
      ...(body.schemeSwitch === undefined ? {} : { schemeSwitch: body.schemeSwitch }),
    });
  } catch (error) {
    if (error instanceof KitsmithError) throw fromKitsmithError(error);
    throw error;
  }
  const row = {
    id: randomUUID(),
    user_id: userId,
    project_id: project.id,
    formats: body.formats,
    files,
    created_at: deps.config.now().toISOString(),
  };
  await insertExport(deps.db, row);
  return { ...row, project_name: project.name, file_count: files.length };
}

export async function listUserExports(deps: Deps, userId: string, query: ExportListQuery) {
  const { rows, total } = await listExports(deps.db, {
    userId,
    projectId: query.project_id,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { rows, total };
}

/** The caller's own export with its files; anyone else's is 404. */
export async function getUserExport(deps: Deps, userId: string, exportId: string): Promise<StoredExport> {
  const row = await findUserExport(deps.db, exportId, userId);
  if (!row) throw notFound('Export not found.');
  return {
    id: String(row.id),
    project_id: row.project_id,
    project_name: row.project_name,
    formats: readJson<ExportFormat[]>(row.formats) ?? [],
    file_count: Number(row.file_count),
    created_at: row.created_at,
    files: readJson<GeneratedFile[]>(row.files) ?? [],
  };
}

/** The export's files as a zip under a folder named after the project. */
export async function buildExportZip(
  deps: Deps,
  userId: string,
  exportId: string,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const stored = await getUserExport(deps, userId, exportId);
  const folder = packageSlug(stored.project_name);
  return { filename: `${folder}.zip`, bytes: zipFiles(stored.files, folder) };
}
