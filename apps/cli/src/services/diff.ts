import { relative, resolve } from 'node:path';
import type { DesignSystem } from '@kitsmith/core';
import { fetchProject, missingProject } from '../api/fetch-project.ts';
import { openSession } from '../api/session.ts';
import { readDesignFile } from '../config/design-file.ts';
import { designPathOf, loadProjectConfig } from '../config/project-config.ts';
import { diffDesigns, isSameDesign, type DesignDiff } from '../design/design-diff.ts';
import { readDesignSource } from '../design/read-design-source.ts';
import type { Environment } from '../environment.ts';
import type { Progress } from '../ui/progress.ts';

export interface DiffInput {
  /** Two sources: compare them. One: the local design against it. None: the server's design against the local one. */
  sources: string[];
  apiUrl?: string | undefined;
}

export interface DiffResult extends DesignDiff {
  /** What the differences are from and to, such as `server (project p1, revision 4)` and `design-system.json`. */
  before: string;
  after: string;
  same: boolean;
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

async function serverSide(environment: Environment, apiUrl: string | undefined, progress: Progress): Promise<Side> {
  const project = loadProjectConfig(environment.cwd)?.config.project;
  if (!project) throw missingProject();
  const session = openSession(environment, apiUrl);
  const remote = await progress.step(`Fetching project ${project} from ${session.apiUrl}`, () => fetchProject(session, project));
  return { label: `server (project ${project}, revision ${remote.revision})`, design: remote.design };
}

/** Token-level (and field-level) differences between two designs: the server's and the local one by default. */
export async function diff(environment: Environment, input: DiffInput, progress: Progress): Promise<DiffResult> {
  const [first, second] = input.sources;
  const [before, after] =
    first !== undefined && second !== undefined
      ? [fileSide(environment, first), fileSide(environment, second)]
      : first !== undefined
        ? [localSide(environment), fileSide(environment, first)]
        : [await serverSide(environment, input.apiUrl, progress), localSide(environment)];
  const changes = diffDesigns(before.design, after.design);
  return { before: before.label, after: after.label, same: isSameDesign(changes), ...changes };
}
