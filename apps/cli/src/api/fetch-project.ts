import { KitsmithError, parseDesignSystem, type DesignSystem } from '@kitsmith/core';
import { CliError, EXIT_CODES, usageError } from '../errors.ts';
import type { ApiSession } from './session.ts';

/** A project as the server has it, its design read and validated by core. */
export interface ServerProject {
  id: string;
  name: string;
  revision: number;
  design: DesignSystem;
}

export function projectNotFound(id: string, apiUrl: string): CliError {
  return new CliError('PROJECT_NOT_FOUND', `There is no project ${id} on ${apiUrl}, or you have no access to it.`, {
    suggestion: '`kitsmith projects` lists the projects you can open.',
    exitCode: EXIT_CODES.server,
  });
}

export function missingProject(): CliError {
  return usageError(
    'MISSING_PROJECT',
    'No project given, and kitsmith.json names none.',
    'Pass the project id (`kitsmith projects` lists them) or set "project" in kitsmith.json (`kitsmith init`).',
  );
}

export async function fetchProject(session: ApiSession, id: string): Promise<ServerProject> {
  const project = await session.call(
    (client) => client.projects.get(id),
    (error) => (error.status === 404 ? projectNotFound(id, session.apiUrl) : undefined),
  );
  try {
    return { id: project.id, name: project.name, revision: project.revision, design: parseDesignSystem(project.config) };
  } catch (error) {
    if (!(error instanceof KitsmithError)) throw error;
    throw new CliError('INVALID_SERVER_DESIGN', `The server’s design of project ${id} could not be read: ${error.message}`, {
      suggestion: 'Open the project in the Kitsmith editor and save it again.',
      exitCode: EXIT_CODES.server,
    });
  }
}
