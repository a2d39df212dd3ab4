import { relative } from 'node:path';
import {
  applyTemplate,
  builtInTemplates,
  findTemplate,
  KitsmithError,
  type DesignSystem,
  type TemplateTheme,
} from '@kitsmith/core';
import { z } from 'zod';
import { missingProject } from '../api/fetch-project.ts';
import { openSession } from '../api/session.ts';
import { readDesignFile, writeDesignFile } from '../config/design-file.ts';
import { designPathOf, loadProjectConfig, writeProjectConfig, type LoadedProjectConfig } from '../config/project-config.ts';
import type { Environment } from '../environment.ts';
import { CliError, EXIT_CODES, usageError } from '../errors.ts';
import type { Progress } from '../ui/progress.ts';

export interface ApplyInput {
  template: string;
  /** Colours that replace the template's own. */
  theme: Partial<TemplateTheme>;
  /** Also save the design to the project on the server. */
  push: boolean;
  apiUrl?: string | undefined;
}

export interface ApplyResult {
  template: { id: string; name: string };
  designFile: string;
  designChanged: boolean;
  /** The project and its new revision, with --push. */
  pushed: { project: string; revision: number } | null;
}

export const templateIds = () => builtInTemplates.map((template) => template.id);

/** The built-in templates as a prompt's choices. */
export const templateChoices = () =>
  builtInTemplates.map((template) => ({ value: template.id, label: template.name, hint: template.id }));

function unknownTemplate(id: string): CliError {
  return usageError('UNKNOWN_TEMPLATE', `There is no template "${id}".`, `Templates: ${templateIds().join(', ')}.`);
}

const conflictDetailsSchema = z.object({ current: z.object({ revision: z.number() }) });

function revisionConflict(details: unknown, pulledAt: number): CliError {
  const parsed = conflictDetailsSchema.safeParse(details);
  const now = parsed.success ? ` (the server is at revision ${parsed.data.current.revision})` : '';
  return new CliError(
    'REVISION_CONFLICT',
    `The project changed on the server since you pulled revision ${pulledAt}${now}; nothing was pushed.`,
    {
      suggestion:
        'Your local design is saved. `kitsmith diff` shows what differs; `kitsmith pull` takes the server’s design, then apply the template again.',
      exitCode: EXIT_CODES.server,
    },
  );
}

/** Saves the design as the project's new revision, refused when someone else saved since the last pull. */
async function pushDesign(
  environment: Environment,
  loaded: LoadedProjectConfig | undefined,
  design: DesignSystem,
  input: ApplyInput,
  progress: Progress,
) {
  const project = loaded?.config.project;
  if (!loaded || !project) throw missingProject();
  const revision = loaded.config.revision;
  if (revision === undefined) {
    throw usageError(
      'NOT_PULLED',
      'kitsmith.json records no revision to push on top of.',
      'Run `kitsmith pull` first (it replaces the local design with the server’s), then apply again with --push.',
    );
  }
  const session = openSession(environment, input.apiUrl);
  const updated = await progress.step(`Saving the design to project ${project}`, () =>
    session.call(
      (client) => client.projects.update(project, { config: design, revision }),
      (error) => (error.code === 'REVISION_CONFLICT' ? revisionConflict(error.details, revision) : undefined),
    ),
  );
  // The pushed design is the current one now: a version kitsmith.json pinned no longer describes it.
  const { version: _pinned, ...config } = loaded.config;
  writeProjectConfig(loaded.path, { ...config, revision: updated.revision });
  return { project, revision: updated.revision };
}

/** Applies a built-in template to the local design file (colours optionally replaced), and pushes it with `push`. */
export async function apply(environment: Environment, input: ApplyInput, progress: Progress): Promise<ApplyResult> {
  const template = findTemplate(input.template);
  if (!template) throw unknownTemplate(input.template);
  const loaded = loadProjectConfig(environment.cwd);
  const designPath = designPathOf(environment.cwd, loaded);
  let next: DesignSystem;
  try {
    next = applyTemplate(readDesignFile(designPath, environment.cwd), template, { theme: input.theme });
  } catch (error) {
    if (error instanceof KitsmithError) throw usageError(error.code, error.message, error.suggestion);
    throw error;
  }
  const designChanged = writeDesignFile(designPath, next);
  const pushed = input.push ? await pushDesign(environment, loaded, next, input, progress) : null;
  return {
    template: { id: template.id, name: template.name },
    designFile: relative(environment.cwd, designPath),
    designChanged,
    pushed,
  };
}
