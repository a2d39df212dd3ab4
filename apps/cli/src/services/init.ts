import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findComponent, type ExportFormat } from '@kitsmith/core';
import { PROJECT_CONFIG_FILE, projectConfigSchema, writeProjectConfig, type ProjectConfig } from '../config/project-config.ts';
import type { ComponentSelection } from '../config/selection.ts';
import type { Environment } from '../environment.ts';
import { usageError } from '../errors.ts';

export interface InitInput {
  project?: string | undefined;
  name?: string | undefined;
  design?: string | undefined;
  formats: ExportFormat[];
  outDir?: string | undefined;
  components?: ComponentSelection | undefined;
  force: boolean;
}

export interface InitResult {
  path: string;
  config: ProjectConfig;
}

/** Refuses before any question is asked when kitsmith.json exists and `force` is not given. */
export function assertCanInit(environment: Environment, force: boolean): void {
  if (existsSync(join(environment.cwd, PROJECT_CONFIG_FILE)) && !force) {
    throw usageError('CONFIG_EXISTS', `${PROJECT_CONFIG_FILE} already exists here.`, 'Edit it, or pass --force to replace it.');
  }
}

function assertKnownComponents(components: ComponentSelection | undefined): void {
  const unknown = components === undefined || components === 'all' ? [] : components.filter((id) => !findComponent(id));
  if (unknown.length > 0) {
    throw usageError(
      'UNKNOWN_COMPONENT',
      `--components: no component called ${unknown.map((id) => `"${id}"`).join(', ')} in the catalogue.`,
      'Use catalogue ids, such as button or radio-group, or "all".',
    );
  }
}

/** Writes kitsmith.json in the current folder; an existing one is kept unless `force`. */
export function init(environment: Environment, input: InitInput): InitResult {
  assertCanInit(environment, input.force);
  assertKnownComponents(input.components);
  const path = join(environment.cwd, PROJECT_CONFIG_FILE);
  const config = projectConfigSchema.parse({
    project: input.project,
    name: input.name,
    design: input.design,
    formats: input.formats,
    outDir: input.outDir,
    components: input.components,
  });
  writeProjectConfig(path, config);
  return { path: relative(environment.cwd, path) || path, config };
}
