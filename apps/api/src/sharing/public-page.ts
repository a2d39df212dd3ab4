import { createHash } from 'node:crypto';
import { componentDefinitionSchema, findComponent } from '@kitsmith/core';
import type { Context } from 'koa';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { sendSerialized } from '../http/send-cached.ts';
import { readStoredDesign } from '../projects/design.ts';
import { publicProjectCache, type PublicAnswer } from '../projects/public-cache.ts';
import { findProject, type ProjectRecord } from '../projects/queries.ts';
import { projectChangelog } from '../versions/changelog.ts';
import { designSheet } from './design-sheet.ts';
import type { PublicProjectResponse } from '@kitsmith/contract';

export const PUBLIC_NOT_FOUND = 'Project not found or is not public';

/** What a component the catalogue no longer has shows as: core's definition defaults. */
const unknownComponent = componentDefinitionSchema.parse({ id: 'unknown' });

/**
 * Only public fields: no owner id, name or e-mail, no config beyond the components' catalogue cards, the theme, the font
 * stacks and the resolved tokens the page draws (the design sheet); the version and its changelog.
 */
export function presentPublicProject(project: ProjectRecord, changelog: string, deps: Pick<Deps, 'logger'>): PublicProjectResponse {
  const design = readStoredDesign(project.design, project.id, deps.logger);
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    created_at: project.created_at,
    updated_at: project.updated_at,
    component_count: design.components.length,
    version: project.version,
    components: design.components.map((component) => {
      const definition = findComponent(component.componentId) ?? unknownComponent;
      return {
        id: component.id,
        component_id: component.componentId,
        name: component.customName ?? definition.name,
        description: definition.description,
        category: definition.category,
        tags: [...definition.tags],
      };
    }),
    theme: { ...design.theme },
    typography: { headingFamily: design.typography.headingFamily, bodyFamily: design.typography.bodyFamily, monoFamily: design.typography.monoFamily },
    changelog,
    design: designSheet(design),
  };
}

function serialize(project: ProjectRecord, changelog: string, deps: Pick<Deps, 'logger'>, checkedAt: number): PublicAnswer {
  // A version's new message changes the changelog but not the project's revision.
  const etag = createHash('sha256')
    .update(`${project.id}\n${project.revision}\n${project.updated_at}\n${changelog}`)
    .digest('base64url')
    .slice(0, 27);
  const body = JSON.stringify({ success: true, data: presentPublicProject(project, changelog, deps) });
  return { body, etag: `"${etag}"`, checkedAt };
}

/** The public read's answer for a project: from memory when fresh, else one query; undefined when it is not public. */
export async function publicAnswer(deps: Deps, projectId: string): Promise<PublicAnswer | undefined> {
  const cache = publicProjectCache(deps);
  const now = deps.config.now().getTime();
  const cached = cache.get(projectId, now);
  if (cached) return cached;
  const generation = cache.generation;
  const project = await findProject(deps.db, projectId);
  if (!project?.is_public) return undefined;
  const answer = serialize(project, await projectChangelog(deps.db, project.id, deps.logger), deps, now);
  cache.set(projectId, answer, generation);
  return answer;
}

/** GET /projects/:id/public: the public read's answer; 304 when the caller holds the current ETag. Writes invalidate. */
export async function sendPublicProject(deps: Deps, ctx: Context, projectId: string): Promise<void> {
  const answer = await publicAnswer(deps, projectId);
  if (!answer) throw notFound(PUBLIC_NOT_FOUND);
  sendSerialized(ctx, answer, 'no-cache');
}
