import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { countChanges, diffDesigns, isEmptyDiff, isSemver, summarizeChanges, type DesignDiff, type DesignSystem, type ExportRelease } from '@kitsmith/core';
import { fetchProject } from '../api/fetch-project.ts';
import { lookUpRelease } from '../api/fetch-release.ts';
import { fetchVersion } from '../api/fetch-version.ts';
import { openSession } from '../api/session.ts';
import { readDesignFile } from '../config/design-file.ts';
import {
  designPathOf,
  outDirOf,
  PROJECT_CONFIG_FILE,
  requireProjectConfig,
  type LoadedProjectConfig,
} from '../config/project-config.ts';
import { checkContrast, type ContrastResult } from '../design/contrast.ts';
import type { Environment } from '../environment.ts';
import { CliError } from '../errors.ts';
import { generateFiles } from '../generate/generate-files.ts';
import { diffText, type TextDiff } from '../generate/text-diff.ts';
import { planChanges } from '../generate/write-files.ts';
import type { Progress } from '../ui/progress.ts';

export interface CheckInput {
  /** Skip the comparison with the server's design. */
  offline: boolean;
  apiUrl?: string | undefined;
}

/** A generated file that is missing on disk or differs from what the design generates. */
export interface FileDifference {
  path: string;
  status: 'missing' | 'changed';
  /** From the file on disk to the generated one (changed files only). */
  diff: TextDiff | null;
}

export type DesignComparison =
  | {
      compared: true;
      project: string;
      apiUrl: string;
      /** The project's current revision on the server. */
      revision: number;
      /** The version kitsmith.json pins, compared instead of the current design; null without a pin. */
      version: { ref: string; id: string; version: string; kind: string; created_at: string } | null;
      same: boolean;
      /** The changes in words ("2 colours"). */
      summary: string;
      diff: DesignDiff;
    }
  | { compared: false; reason: string };

export interface CheckResult {
  ok: boolean;
  files: { outDir: string; checked: number; differences: FileDifference[] };
  contrast: ContrastResult;
  server: DesignComparison;
}

/** The version and CHANGELOG.md an earlier export stamped on the package on disk (what check compares with when the server cannot say). */
function releaseOnDisk(outDir: string): ExportRelease | undefined {
  try {
    const { version } = JSON.parse(readFileSync(join(outDir, 'package.json'), 'utf8')) as { version?: unknown };
    if (typeof version !== 'string' || !isSemver(version)) return undefined;
    const changelogPath = join(outDir, 'CHANGELOG.md');
    return existsSync(changelogPath) ? { version, changelog: readFileSync(changelogPath, 'utf8') } : { version };
  } catch {
    return undefined;
  }
}

/**
 * The release the package format is stamped with, as `export` stamps it: the server's version and
 * changelog for a linked repo; offline (or when the server cannot answer) the one on disk, so a
 * package exported online is not reported as drifted only because check could not ask.
 */
async function releaseToCompare(environment: Environment, loaded: LoadedProjectConfig, outDir: string, input: CheckInput, progress: Progress) {
  if (!loaded.config.formats.includes('package')) return undefined;
  const project = loaded.config.project;
  if (!input.offline && project) {
    const lookup = await lookUpRelease(environment, loaded, project, input.apiUrl, progress);
    if ('release' in lookup) {
      const { version, changelog } = lookup.release;
      return changelog === undefined ? { version } : { version, changelog };
    }
  }
  return releaseOnDisk(outDir);
}

async function compareFiles(environment: Environment, loaded: LoadedProjectConfig, design: DesignSystem, input: CheckInput, progress: Progress) {
  const { formats, components, name, schemeSwitch } = loaded.config;
  const outDir = outDirOf(environment.cwd, loaded, undefined);
  const release = await releaseToCompare(environment, loaded, outDir, input, progress);
  const files = await progress.step(`Generating ${formats.join(', ')} to compare`, () =>
    generateFiles(design, { formats, components, name, release, schemeSwitch }),
  );
  const differences = planChanges(files, outDir).flatMap((change): FileDifference[] => {
    if (change.status === 'unchanged') return [];
    if (change.status === 'added') return [{ path: change.path, status: 'missing', diff: null }];
    return [{ path: change.path, status: 'changed', diff: diffText(change.path, change.previous ?? '', change.contents) }];
  });
  return { outDir: relative(environment.cwd, outDir) || '.', checked: files.length, differences };
}

/** As openSession, with the way around signing in that only check has. */
function openSessionForCheck(environment: Environment, apiUrl: string | undefined) {
  try {
    return openSession(environment, apiUrl);
  } catch (error) {
    if (!(error instanceof CliError) || error.code !== 'NOT_SIGNED_IN') throw error;
    throw new CliError(error.code, error.message, {
      suggestion: `${error.suggestion ?? ''} Or pass --offline to check files and contrast only.`.trim(),
      exitCode: error.exitCode,
    });
  }
}

async function compareWithServer(
  environment: Environment,
  loaded: LoadedProjectConfig,
  design: DesignSystem,
  input: CheckInput,
  progress: Progress,
): Promise<DesignComparison> {
  if (input.offline) return { compared: false, reason: '--offline' };
  const project = loaded.config.project;
  if (!project) return { compared: false, reason: 'kitsmith.json names no project' };
  const session = openSessionForCheck(environment, input.apiUrl);
  const remote = await progress.step(`Fetching project ${project} from ${session.apiUrl}`, () => fetchProject(session, project));
  const pin = loaded.config.version;
  const pinned =
    pin === undefined
      ? undefined
      : await progress.step(`Fetching version ${pin} (pinned in kitsmith.json)`, () =>
          fetchVersion(session, project, pin, `${PROJECT_CONFIG_FILE} "version"`),
        );
  // Server first: the diff reads as what the local design changes.
  const diff = diffDesigns(pinned?.design ?? remote.design, design);
  const version = pinned
    ? {
        ref: pin ?? pinned.summary.id,
        id: pinned.summary.id,
        version: pinned.summary.version,
        kind: pinned.summary.kind,
        created_at: pinned.summary.created_at,
      }
    : null;
  return {
    compared: true,
    project,
    apiUrl: session.apiUrl,
    revision: remote.revision,
    version,
    same: isEmptyDiff(diff),
    summary: summarizeChanges(countChanges(diff)),
    diff,
  };
}

/**
 * For CI: do the generated files on disk match what the local design
 * generates, does the local design match the server's (or the version
 * kitsmith.json pins), and does every
 * text/background pair reach its contrast target? `ok` only when all three hold.
 */
export async function check(environment: Environment, input: CheckInput, progress: Progress): Promise<CheckResult> {
  const loaded = requireProjectConfig(environment.cwd);
  const design = readDesignFile(designPathOf(environment.cwd, loaded), environment.cwd);
  const files = await compareFiles(environment, loaded, design, input, progress);
  const contrast = checkContrast(design);
  const server = await compareWithServer(environment, loaded, design, input, progress);
  const ok = files.differences.length === 0 && contrast.failures.length === 0 && (!server.compared || server.same);
  return { ok, files, contrast, server };
}
