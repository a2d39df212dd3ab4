import { KitsmithError, parseDesignSystem, type DesignSystem } from '@kitsmith/core';
import type { ApiClientError, VersionSummary } from '@kitsmith/client';
import { CliError, EXIT_CODES, usageError } from '../errors.ts';
import type { ApiSession } from './session.ts';

/** A version of a project as the server has it, its design read and validated by core. */
export interface ServerVersion {
  summary: VersionSummary;
  design: DesignSystem;
}

export function versionNotFound(project: string, ref: string, apiUrl: string): CliError {
  return new CliError(
    'VERSION_NOT_FOUND',
    `Project ${project} on ${apiUrl} has no version ${ref}, or you have no access to it.`,
    {
      suggestion: '`kitsmith versions` lists its versions (`--all` with the automatic checkpoints, named by id).',
      exitCode: EXIT_CODES.server,
    },
  );
}

/**
 * What a versions route refused, as the CLI says it: a missing version (or
 * project) names both; a malformed reference is a usage error naming where it came from.
 */
export function versionErrors(project: string, ref: string, apiUrl: string, source: string) {
  return (error: ApiClientError): CliError | undefined => {
    if (error.status === 404) return versionNotFound(project, ref, apiUrl);
    if (error.status === 400 || error.status === 422) {
      return usageError(
        'INVALID_VERSION',
        `${source}: "${ref}" is not a version of the project (${error.message}).`,
        'Name a version by its semantic version (1.2.0) or its id; `kitsmith versions` lists them.',
      );
    }
    return undefined;
  };
}

/** One version with its design (`ref`: its id or semver), migrated to the current schema by core. */
export async function fetchVersion(session: ApiSession, project: string, ref: string, source: string): Promise<ServerVersion> {
  const detail = await session.call(
    (client) => client.versions.get(project, ref),
    versionErrors(project, ref, session.apiUrl, source),
  );
  try {
    const { config, name: _name, description: _description, ...summary } = detail;
    return { summary, design: parseDesignSystem(config) };
  } catch (error) {
    if (!(error instanceof KitsmithError)) throw error;
    throw new CliError('INVALID_SERVER_DESIGN', `Version ${ref} of project ${project} could not be read: ${error.message}`, {
      suggestion: 'Choose another version (`kitsmith versions --all` lists them).',
      exitCode: EXIT_CODES.server,
    });
  }
}

/** `1.2.0 (2026-11-20 14:03)`: a version as a heading or label names it. */
export const versionLabel = (summary: VersionSummary) =>
  `${summary.kind === 'auto' ? `checkpoint ${summary.id} at ` : ''}${summary.version} (${summary.created_at.slice(0, 16).replace('T', ' ')})`;
