import { fetchVersion } from './fetch-version.ts';
import { openSession } from './session.ts';
import type { LoadedProjectConfig } from '../config/project-config.ts';
import type { Environment } from '../environment.ts';
import { CliError, EXIT_CODES } from '../errors.ts';
import type { Progress } from '../ui/progress.ts';

/** What the package export stamps: the project's version and, when it has named versions, its CHANGELOG.md. */
export interface PackageRelease {
  version: string;
  /** Keep a Changelog markdown; left out when the project has no named version yet. */
  changelog?: string;
  /** The version came from kitsmith.json's pin rather than the project's current version. */
  pinned: boolean;
}

/** The release for the package export, or why there is none (not signed in, unreachable, refused). */
export type ReleaseLookup = { release: PackageRelease } | { skipped: string };

/**
 * The changelog as of `version`: its heading and the sections of that version
 * and older (newest first), so a package of 1.2.0 does not list 1.3.0. Undefined
 * when no section is that version's.
 */
export function changelogUpTo(markdown: string, version: string): string | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((text) => text.startsWith(`## [${version}]`));
  if (start < 0) return undefined;
  const head = lines.slice(
    0,
    lines.findIndex((text) => text.startsWith('## [')),
  );
  return [...head, ...lines.slice(start)].join('\n');
}

/**
 * The project's version and changelog from the server for the package
 * export of a linked repo (the pinned version's, when kitsmith.json pins one).
 * Any reason the server cannot answer (not signed in, offline, refused) is
 * returned, not thrown: the export then goes on as it does offline.
 */
export async function lookUpRelease(
  environment: Environment,
  loaded: LoadedProjectConfig,
  project: string,
  apiUrl: string | undefined,
  progress: Progress,
): Promise<ReleaseLookup> {
  try {
    const session = openSession(environment, apiUrl);
    const { version, markdown } = await progress.step(`Fetching the changelog of project ${project}`, () =>
      session.call((client) => client.versions.changelog(project)),
    );
    const pin = loaded.config.version;
    if (pin === undefined) return { release: { version, ...(markdown ? { changelog: markdown } : {}), pinned: false } };
    const pinned = await progress.step(`Fetching version ${pin} (pinned in kitsmith.json)`, () =>
      fetchVersion(session, project, pin, 'kitsmith.json "version"'),
    );
    const release = pinned.summary.version;
    const changelog = changelogUpTo(markdown, release);
    return { release: { version: release, ...(changelog === undefined ? {} : { changelog }), pinned: true } };
  } catch (error) {
    if (error instanceof CliError && (error.exitCode === EXIT_CODES.auth || error.exitCode === EXIT_CODES.server)) {
      return { skipped: error.message };
    }
    throw error;
  }
}
