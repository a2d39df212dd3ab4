import { dirname, join, relative, resolve } from 'node:path';
import { fetchProject, missingProject } from '../api/fetch-project.ts';
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
  apiUrl?: string | undefined;
}

export interface PullResult {
  project: { id: string; name: string; revision: number };
  /** The design file, relative to the current folder. */
  designFile: string;
  /** False when the file already held the server's design. */
  designChanged: boolean;
  /** True when this pull wrote a new kitsmith.json. */
  configCreated: boolean;
}

/** The formats a kitsmith.json made by `pull` starts with; `kitsmith init` asks for them. */
const FIRST_FORMATS = ['css'] as const;

/**
 * Writes the project's design from the server into the design file, and
 * records in kitsmith.json which project and revision it came from (creating
 * kitsmith.json when there is none yet).
 */
export async function pull(environment: Environment, input: PullInput, progress: Progress): Promise<PullResult> {
  const loaded = loadProjectConfig(environment.cwd);
  const id = input.project ?? loaded?.config.project;
  if (!id) throw missingProject();
  const session = openSession(environment, input.apiUrl);
  const remote = await progress.step(`Fetching project ${id} from ${session.apiUrl}`, () => fetchProject(session, id));

  const configPath = loaded?.path ?? join(environment.cwd, PROJECT_CONFIG_FILE);
  const sameProject = loaded?.config.project === remote.id;
  const config: ProjectConfig = loaded
    ? {
        ...loaded.config,
        project: remote.id,
        name: sameProject ? (loaded.config.name ?? remote.name) : remote.name,
        revision: remote.revision,
      }
    : projectConfigSchema.parse({ project: remote.id, name: remote.name, formats: FIRST_FORMATS, revision: remote.revision });
  const designPath = resolve(dirname(configPath), config.design);
  const designChanged = writeDesignFile(designPath, remote.design);
  writeProjectConfig(configPath, config);
  return {
    project: { id: remote.id, name: remote.name, revision: remote.revision },
    designFile: relative(environment.cwd, designPath),
    designChanged,
    configCreated: !loaded,
  };
}
