import { dirname, join, relative, resolve } from 'node:path';
import type { VersionSummary } from '@kitsmith/client';
import { fetchProject, missingProject } from '../api/fetch-project.ts';
import { fetchVersion } from '../api/fetch-version.ts';
import { openSession } from '../api/session.ts';
import { writeDesignFile } from '../config/design-file.ts';
import {
  loadProjectConfig,
  PROJECT_CONFIG_FILE,
  projectConfigSchema,
  writeProjectConfig,
  type ProjectConfig,
} from '../config/project-config.ts';
import type { Environment } from '../environment.ts';
import type { Progress } from '../ui/progress.ts';

export interface PullInput {
  project?: string | undefined;
  /** A version of the project (semver or id) to pull instead of the current design; kitsmith.json then pins it. */
  version?: string | undefined;
  apiUrl?: string | undefined;
}

export interface PullResult {
  project: { id: string; name: string; revision: number };
  /** The version pulled (with --version), else null: the current design. */
  version: Pick<VersionSummary, 'id' | 'version' | 'kind' | 'message' | 'created_at'> | null;
  /** The design file, relative to the current folder. */
  designFile: string;
  /** False when the file already held the server's design. */
  designChanged: boolean;
  /** True when this pull wrote a new kitsmith.json. */
  configCreated: boolean;
}

/** The formats a kitsmith.json made by `pull` starts with; `kitsmith init` asks for them. */
const FIRST_FORMATS = ['css'] as const;

/** How kitsmith.json names a pulled version: its semver when that names it (a named version), else its id. */
const pinOf = (summary: VersionSummary) => (summary.kind === 'auto' ? summary.id : summary.version);

function withoutPin(config: ProjectConfig): ProjectConfig {
  const { version: _pinned, ...rest } = config;
  return rest;
}

const pulledVersion = ({ id, version, kind, message, created_at }: VersionSummary): PullResult['version'] => ({
  id,
  version,
  kind,
  message,
  created_at,
});

/**
 * Writes the project's design (or one of its versions) from the server into
 * the design file, and records in kitsmith.json which project and revision it
 * came from, and the version pulled, if any (creating kitsmith.json when there
 * is none yet).
 */
export async function pull(environment: Environment, input: PullInput, progress: Progress): Promise<PullResult> {
  const loaded = loadProjectConfig(environment.cwd);
  const id = input.project ?? loaded?.config.project;
  if (!id) throw missingProject();
  const session = openSession(environment, input.apiUrl);
  const remote = await progress.step(`Fetching project ${id} from ${session.apiUrl}`, () => fetchProject(session, id));
  const ref = input.version;
  const pulled =
    ref === undefined
      ? undefined
      : await progress.step(`Fetching version ${ref}`, () => fetchVersion(session, id, ref, '--version'));

  const configPath = loaded?.path ?? join(environment.cwd, PROJECT_CONFIG_FILE);
  const sameProject = loaded?.config.project === remote.id;
  // `revision` stays the server's current one: `apply --push` then pushes on top of what the server holds now.
  const pin = pulled ? { version: pinOf(pulled.summary) } : {};
  const config: ProjectConfig = loaded
    ? {
        ...withoutPin(loaded.config),
        project: remote.id,
        name: sameProject ? (loaded.config.name ?? remote.name) : remote.name,
        revision: remote.revision,
        ...pin,
      }
    : projectConfigSchema.parse({
        project: remote.id,
        name: remote.name,
        formats: FIRST_FORMATS,
        revision: remote.revision,
        ...pin,
      });
  const designPath = resolve(dirname(configPath), config.design);
  const designChanged = writeDesignFile(designPath, pulled?.design ?? remote.design);
  writeProjectConfig(configPath, config);
  return {
    project: { id: remote.id, name: remote.name, revision: remote.revision },
    version: pulled ? pulledVersion(pulled.summary) : null,
    designFile: relative(environment.cwd, designPath),
    designChanged,
    configCreated: !loaded,
  };
}
