import { createHash } from 'node:crypto';
import { projectIdSchema } from '@kitsmith/contract';
import { shadcnRegistryItem } from '@kitsmith/core';
import type { Context, Middleware } from 'koa';
import { assertMayCall, optionalUser } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { ApiError, notFound, unauthorized } from '../http/errors.ts';
import { sendSerialized, type SerializedAnswer } from '../http/send-cached.ts';
import { readStoredDesign } from '../projects/design.ts';
import { findProjectWithRole, findProject, type ProjectRecord } from '../projects/queries.ts';

/** Where shadcn registries serve their items: `/r/{name}.json`, outside /v1 (the contract's envelope is not the item). */
const REGISTRY_PATH = /^\/r\/([^/]+)\.json$/;

export const REGISTRY_NOT_FOUND =
  'No public project has this id. For a private project, send a personal access token with the read scope: Authorization: Bearer ks_pat_…';

/** A built item per project, kept while the project's revision is the one it was built from (by database handle, like the public page). */
const built = new WeakMap<object, Map<string, SerializedAnswer & { revision: string }>>();
const MAX_ITEMS = 1_000;

function revisionOf(project: ProjectRecord): string {
  return `${project.id}\n${project.revision}\n${project.updated_at}`;
}

function serialize(deps: Deps, project: ProjectRecord): SerializedAnswer {
  let items = built.get(deps.db);
  if (!items) built.set(deps.db, (items = new Map()));
  const revision = revisionOf(project);
  const cached = items.get(project.id);
  if (cached?.revision === revision) return cached;
  const item = shadcnRegistryItem(readStoredDesign(project.design, project.id, deps.logger), {
    name: project.name,
    description: project.description,
  });
  const etag = `"${createHash('sha256').update(revision).digest('base64url').slice(0, 27)}"`;
  const answer = { body: `${JSON.stringify(item, null, 2)}\n`, etag, revision };
  items.delete(project.id);
  items.set(project.id, answer);
  if (items.size > MAX_ITEMS) items.delete(items.keys().next().value as string);
  return answer;
}

/**
 * The project a caller may read: a public one for anyone; a private one with a bearer token (a personal access
 * token with the read scope, or a session) of someone on its team. Anything else is the same 404, so a private
 * project's existence is never revealed; a token that does not authenticate is a 401 whatever the project.
 */
async function readableProject(deps: Deps, ctx: Context, projectId: string): Promise<{ project: ProjectRecord; isPublic: boolean }> {
  const presented = ctx.get('authorization') !== '';
  const user = presented ? await optionalUser(deps, ctx) : undefined;
  if (presented && !user) throw unauthorized('This token is invalid, expired or revoked. Create a new personal access token in your account settings.');
  if (!user) {
    const project = await findProject(deps.db, projectId);
    if (!project?.is_public) throw notFound(REGISTRY_NOT_FOUND);
    return { project, isPublic: true };
  }
  assertMayCall(user, 'read');
  const found = await findProjectWithRole(deps.db, projectId, user.id);
  if (!found || (!found.role && !found.project.is_public)) throw notFound(REGISTRY_NOT_FOUND);
  return { project: found.project, isPublic: found.project.is_public };
}

/**
 * Errors in the shape shadcn's CLI reads (`{error, message}`: it prints `[error] message`), not the API's envelope.
 * Only errors the API means to answer: anything else goes on to the app's error handler (a logged 500).
 */
async function sendRegistryItem(deps: Deps, ctx: Context, projectId: string): Promise<void> {
  try {
    if (!projectIdSchema.safeParse(projectId).success) throw notFound(REGISTRY_NOT_FOUND);
    const { project, isPublic } = await readableProject(deps, ctx, projectId);
    sendSerialized(ctx, serialize(deps, project), isPublic ? 'no-cache' : 'private, no-cache');
  } catch (caught) {
    if (!(caught instanceof ApiError)) throw caught;
    ctx.status = caught.status;
    ctx.body = { error: caught.code, message: caught.message };
  }
}

/** `GET /r/{projectId}.json`: the project's theme as a shadcn registry item, for `npx shadcn add <url>`. */
export function registryMount(deps: Deps): Middleware {
  return (ctx, next) => {
    const match = REGISTRY_PATH.exec(ctx.path);
    if (!match?.[1] || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    return sendRegistryItem(deps, ctx, match[1]);
  };
}
