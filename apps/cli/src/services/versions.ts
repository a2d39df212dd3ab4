import type { VersionSummary } from '@kitsmith/client';
import { missingProject, projectNotFound } from '../api/fetch-project.ts';
import { openSession } from '../api/session.ts';
import { loadProjectConfig } from '../config/project-config.ts';
import type { Environment } from '../environment.ts';
import type { Progress } from '../ui/progress.ts';

export interface VersionsInput {
  /** The project id; default: kitsmith.json's. */
  project?: string | undefined;
  /** Include automatic checkpoints; default: named versions only (manual and restore). */
  all: boolean;
  /** Which page of `limit` versions, newest first. */
  page: number;
  limit: number;
  apiUrl?: string | undefined;
}

export interface VersionRow {
  id: string;
  version: string;
  kind: VersionSummary['kind'];
  createdAt: string;
  /** The author's name; null when their account is gone. */
  author: string | null;
  message: string;
  /** The changes against the version before it, in words ("3 colours, 1 component"). */
  summary: string;
  changes: VersionSummary['changes'];
}

export interface VersionsResult {
  project: string;
  apiUrl: string;
  kind: 'all' | 'named';
  page: number;
  limit: number;
  /** Versions of that kind in all (every page). */
  total: number;
  versions: VersionRow[];
}

const rowOf = (version: VersionSummary): VersionRow => ({
  id: version.id,
  version: version.version,
  kind: version.kind,
  createdAt: version.created_at,
  author: version.author?.name ?? null,
  message: version.message,
  summary: version.summary,
  changes: version.changes,
});

/** One page of a project's versions, newest first: named versions only, or every checkpoint too with `all`. */
export async function versions(environment: Environment, input: VersionsInput, progress: Progress): Promise<VersionsResult> {
  const project = input.project ?? loadProjectConfig(environment.cwd)?.config.project;
  if (!project) throw missingProject();
  const session = openSession(environment, input.apiUrl);
  const kind = input.all ? 'all' : 'named';
  const answer = await progress.step(`Listing versions of project ${project} on ${session.apiUrl}`, () =>
    session.call(
      (client) => client.versions.list(project, { kind, page: input.page, page_size: input.limit }),
      (error) => (error.status === 404 ? projectNotFound(project, session.apiUrl) : undefined),
    ),
  );
  return {
    project,
    apiUrl: session.apiUrl,
    kind,
    page: input.page,
    limit: input.limit,
    total: answer.total,
    versions: answer.versions.map(rowOf),
  };
}
