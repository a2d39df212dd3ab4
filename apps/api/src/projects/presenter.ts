import { shareableLinkFor } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { readProjectDesign } from './design.ts';
import type { ProjectRecord, ProjectSummaryRecord } from './queries.ts';
import type { ProjectResponse, ProjectRole, ProjectSummaryResponse } from '@kitsmith/contract';

/**
 * A project as a list shows it: its columns, the theme's colours, the caller's role and the public link (on `origin`,
 * the request's link origin: http/link-origin.ts); no design.
 */
export function presentSummary(project: ProjectSummaryRecord, role: ProjectRole, origin: string): ProjectSummaryResponse {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    created_at: project.created_at,
    updated_at: project.updated_at,
    version: project.version,
    is_public: project.is_public,
    revision: project.revision,
    component_count: project.component_count,
    swatches: { primary: project.primary_color, secondary: project.secondary_color, accent: project.accent_color },
    role,
    shareable_link: project.is_public ? shareableLinkFor(origin, project.id) : null,
  };
}

/** A project in the stored shape of spec section 3: its summary, the design and the columns a list does not show. */
export function presentProject(
  deps: Pick<Deps, 'db' | 'logger'>,
  project: ProjectRecord,
  role: ProjectRole,
  origin: string,
): ProjectResponse {
  return {
    ...presentSummary(project, role, origin),
    config: readProjectDesign(deps, project),
    last_edited_at: project.last_edited_at,
    user_id: project.user_id,
    is_template: project.is_template,
    tags: project.tags,
    framework: project.framework,
  };
}

/** The project as its caller sees it (stored shape, their role, the public link on the request's link origin). */
export function presentForCaller(deps: Pick<Deps, 'db' | 'logger'>, project: ProjectRecord, role: ProjectRole, origin: string): ProjectResponse {
  return presentProject(deps, project, role, origin);
}
