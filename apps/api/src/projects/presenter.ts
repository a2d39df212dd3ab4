import { shareableLinkFor } from '@kitsmith/contract';
import type { Logger } from 'pino';
import type { Deps } from '../deps.ts';
import { readStoredDesign } from './design.ts';
import type { ReadListedDesign } from './listed-designs.ts';
import type { ListedProjectRecord, ProjectRecord } from './queries.ts';
import type { DesignSystem } from '@kitsmith/core';
import type { ProjectResponse, ProjectRole } from '@kitsmith/contract';

/** A project in the stored shape of spec section 3, plus revision, component count, the caller's role and the public link. */
export function presentProject(
  project: ProjectRecord,
  role: ProjectRole,
  { publicUrl, logger }: { publicUrl: string; logger?: Logger },
): ProjectResponse {
  return presentWithDesign(project, readStoredDesign(project.design, project.id, logger), role, publicUrl);
}

/** A listed project, its design read through the app's listed designs. */
export function presentListed(
  deps: Pick<Deps, 'config'>,
  project: ListedProjectRecord,
  role: ProjectRole,
  readListedDesign: ReadListedDesign,
): ProjectResponse {
  return presentWithDesign(project, readListedDesign(project.id, project.stored_design), role, deps.config.publicUrl);
}

function presentWithDesign(
  project: Omit<ProjectRecord, 'design'>,
  config: DesignSystem,
  role: ProjectRole,
  publicUrl: string,
): ProjectResponse {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    config,
    created_at: project.created_at,
    updated_at: project.updated_at,
    last_edited_at: project.last_edited_at,
    version: project.version,
    user_id: project.user_id,
    is_public: project.is_public,
    is_template: project.is_template,
    tags: project.tags,
    framework: project.framework,
    revision: project.revision,
    component_count: project.component_count,
    role,
    shareable_link: project.is_public ? shareableLinkFor(publicUrl, project.id) : null,
  };
}

/** The project as its caller sees it (stored shape, their role, the public link). */
export function presentForCaller(deps: Pick<Deps, 'config' | 'logger'>, project: ProjectRecord, role: ProjectRole): ProjectResponse {
  return presentProject(project, role, { publicUrl: deps.config.publicUrl, logger: deps.logger });
}
