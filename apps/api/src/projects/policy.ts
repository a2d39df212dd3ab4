import type { Deps } from '../deps.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { findProjectWithRole, findRoleOnProject, type ProjectRecord } from './queries.ts';
import type { ProjectRole } from '@kitsmith/contract';

/**
 * The one project policy. Owner (projects.user_id) and admin manage the team
 * and visibility and edit; editor edits; viewer reads; only the owner deletes.
 * Anyone without a role gets 404, never 403, so a project's existence never leaks.
 */
const rank: Record<ProjectRole, number> = { viewer: 1, editor: 2, admin: 3, owner: 4 };

export const hasRole = (role: ProjectRole, minimum: ProjectRole): boolean => rank[role] >= rank[minimum];

export const canRead = (role: ProjectRole): boolean => hasRole(role, 'viewer');
export const canEdit = (role: ProjectRole): boolean => hasRole(role, 'editor');
export const canManageTeam = (role: ProjectRole): boolean => hasRole(role, 'admin');
export const canChangeVisibility = (role: ProjectRole): boolean => hasRole(role, 'admin');
export const canDelete = (role: ProjectRole): boolean => role === 'owner';

export const PROJECT_NOT_FOUND = 'Project not found.';

const deniedMessages: Record<ProjectRole, string> = {
  viewer: 'You do not have access to this project.',
  editor: 'You can view this project but not edit it. Ask the owner or an admin for editor access.',
  admin: 'Only the project owner or an admin can do this.',
  owner: 'Only the project owner can do this.',
};

/** For a member whose role is too low: a 403 naming what they lack (they already know the project exists). */
export function denyRole(minimum: ProjectRole, message = deniedMessages[minimum]) {
  return forbidden(message);
}

export interface ProjectAccess {
  project: ProjectRecord;
  role: ProjectRole;
}

/**
 * Loads a project for a user who needs at least `minimumRole` on it. No role
 * at all (or no such project) -> 404 'Project not found.'; a member below the
 * minimum -> 403 saying what they lack.
 */
export async function loadProjectForUser(
  deps: Pick<Deps, 'db'>,
  projectId: string,
  userId: string,
  minimumRole: ProjectRole,
): Promise<ProjectAccess> {
  const found = await findProjectWithRole(deps.db, projectId, userId);
  if (!found?.role) throw notFound(PROJECT_NOT_FOUND);
  if (!hasRole(found.role, minimumRole)) throw denyRole(minimumRole);
  return { project: found.project, role: found.role };
}

/**
 * Loads a project a user may copy: one they are a member of, or any public project (its design is public already:
 * the shared page's Clone). Anything else -> 404 'Project not found.', as for a project that does not exist.
 */
export async function loadProjectToCopy(deps: Pick<Deps, 'db'>, projectId: string, userId: string): Promise<ProjectRecord> {
  const found = await findProjectWithRole(deps.db, projectId, userId);
  if (!found || (!found.role && !found.project.is_public)) throw notFound(PROJECT_NOT_FOUND);
  return found.project;
}

/** As `loadProjectForUser`, for a route that needs only the caller's role (a list of the project's versions): the design is not read. */
export async function loadRoleForUser(
  deps: Pick<Deps, 'db'>,
  projectId: string,
  userId: string,
  minimumRole: ProjectRole,
): Promise<ProjectRole> {
  const found = await findRoleOnProject(deps.db, projectId, userId);
  if (!found?.role) throw notFound(PROJECT_NOT_FOUND);
  if (!hasRole(found.role, minimumRole)) throw denyRole(minimumRole);
  return found.role;
}
