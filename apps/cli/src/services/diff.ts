import { relative, resolve } from 'node:path';
import {
  countChanges,
  diffDesigns,
  isEmptyDiff,
  suggestBump,
  summarizeChanges,
  type Bump,
  type DesignDiff,
  type DesignSystem,
  type DiffCounts,
} from '@kitsmith/core';
import type { VersionSummary } from '@kitsmith/client';
import { fetchProject, missingProject } from '../api/fetch-project.ts';
import { versionErrors, versionLabel } from '../api/fetch-version.ts';
import { openSession, type ApiSession } from '../api/session.ts';
import { readDesignFile } from '../config/design-file.ts';
import { designPathOf, loadProjectConfig } from '../config/project-config.ts';
import { readDesignSource } from '../design/read-design-source.ts';
import type { Environment } from '../environment.ts';
import { CliError, EXIT_CODES, usageError } from '../errors.ts';
import type { Progress } from '../ui/progress.ts';

export interface DiffInput {
  /** Two sources: compare them. One: the local design against it. None: the server's design against the local one. */
  sources: string[];
  /** A server version (semver or id) to compare from; `to` defaults to the current design on the server. */
  from?: string | undefined;
  /** A server version to compare to; alone, it is compared with the named version before it. */
  to?: string | undefined;
  apiUrl?: string | undefined;
}

export interface DiffResult {
  /** What the differences are from and to, such as `server (project p1, revision 4)` and `design-system.json`. */
  before: string;
  after: string;
  same: boolean;
  /** How much changed per group, and in words ("3 colours, 1 component"). */
  counts: DiffCounts;
  summary: string;
  /** The semver bump these changes call for. */
  suggestedBump: Bump;
  /** Core's diff: tokens, settings, components, component order, template, metadata. */
  diff: DesignDiff;
}

interface Side {
  label: string;
  design: DesignSystem;
}

function fileSide(environment: Environment, path: string): Side {
  return { label: path, design: readDesignSource(resolve(environment.cwd, path), environment.cwd) };
}

function localSide(environment: Environment): Side {
  const path = designPathOf(environment.cwd, loadProjectConfig(environment.cwd));
  return { label: relative(environment.cwd, path) || path, design: readDesignFile(path, environment.cwd) };
}

function linkedProject(environment: Environment): string {
  const project = loadProjectConfig(environment.cwd)?.config.project;
  if (!project) throw missingProject();
  return project;
}

async function serverSide(environment: Environment, apiUrl: string | undefined, progress: Progress): Promise<Side> {
  const project = linkedProject(environment);
  const session = openSession(environment, apiUrl);
  const remote = await progress.step(`Fetching project ${project} from ${session.apiUrl}`, () => fetchProject(session, project));
  return { label: `server (project ${project}, revision ${remote.revision})`, design: remote.design };
}

function resultOf(before: string, after: string, diff: DesignDiff): DiffResult {
  const counts = countChanges(diff);
  return {
    before,
    after,
    same: isEmptyDiff(diff),
    counts,
    summary: summarizeChanges(counts),
    suggestedBump: suggestBump(diff),
    diff,
  };
}

/** The version listed right after `target` (the one before it in time), among named versions or, for a checkpoint, all. */
async function versionBefore(session: ApiSession, project: string, target: VersionSummary): Promise<VersionSummary> {
  const kind = target.kind === 'auto' ? 'all' : 'named';
  const pageSize = 100;
  let found = false;
  for (let page = 1; ; page += 1) {
    const { versions, total } = await session.call((client) =>
      client.versions.list(project, { kind, page, page_size: pageSize }),
    );
    for (const version of versions) {
      if (found) return version;
      found = version.id === target.id;
    }
    if (versions.length < pageSize || page * pageSize >= total) break;
  }
  throw new CliError(
    'NO_EARLIER_VERSION',
    `Version ${target.version} is the first ${kind === 'named' ? 'named ' : ''}version of project ${project}: nothing to compare it with.`,
    {
      suggestion: 'Pass --from as well, such as `kitsmith diff --from <version> --to <version>`.',
      exitCode: EXIT_CODES.usage,
    },
  );
}

/** Two versions on the server (or one and the current design), diffed by the API with core. */
async function versionDiff(environment: Environment, input: DiffInput, progress: Progress): Promise<DiffResult> {
  const project = linkedProject(environment);
  const session = openSession(environment, input.apiUrl);
  const { from, to } = input;
  const answer = await progress.step(`Comparing versions of project ${project} on ${session.apiUrl}`, async () => {
    if (from !== undefined) {
      const errors = versionErrors(project, to !== undefined ? `${from} or ${to}` : from, session.apiUrl, '--from/--to');
      return session.call((client) => client.versions.diff(project, { from, ...(to !== undefined ? { to } : {}) }), errors);
    }
    const ref = to ?? '';
    const target = await session.call(
      (client) => client.versions.get(project, ref),
      versionErrors(project, ref, session.apiUrl, '--to'),
    );
    const previous = await versionBefore(session, project, target);
    return session.call((client) => client.versions.diff(project, { from: previous.id, to: target.id }));
  });
  const counts = answer.counts;
  return {
    before: versionLabel(answer.from),
    after: answer.to ? versionLabel(answer.to) : `the current design (project ${project})`,
    same: isEmptyDiff(answer.diff),
    counts,
    summary: answer.summary,
    suggestedBump: answer.suggested_bump,
    diff: answer.diff,
  };
}

/**
 * Token-level (and setting, component, template) differences between two
 * designs: the server's and the local one by default, files when given, or
 * versions on the server with `from`/`to`.
 */
export async function diff(environment: Environment, input: DiffInput, progress: Progress): Promise<DiffResult> {
  if (input.from !== undefined || input.to !== undefined) {
    if (input.sources.length > 0) {
      throw usageError(
        'INVALID_OPTION',
        '--from and --to compare versions on the server; they take no files.',
        'Run `kitsmith diff --from 1.1.0 --to 1.2.0`, or `kitsmith diff <file>` without them.',
      );
    }
    return versionDiff(environment, input, progress);
  }
  const [first, second] = input.sources;
  const [before, after] =
    first !== undefined && second !== undefined
      ? [fileSide(environment, first), fileSide(environment, second)]
      : first !== undefined
        ? [localSide(environment), fileSide(environment, first)]
        : [await serverSide(environment, input.apiUrl, progress), localSide(environment)];
  return resultOf(before.label, after.label, diffDesigns(before.design, after.design));
}
