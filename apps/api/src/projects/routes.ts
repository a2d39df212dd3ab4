import { signedIn } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { exportAllowance } from './plan-limits.ts';
import { loadProjectForUser } from './policy.ts';
import {
  createProjectBodySchema,
  deletedProjectResponseSchema,
  duplicateProjectBodySchema,
  listProjectsQuerySchema,
  projectListResponseSchema,
  projectParamsSchema,
  projectDetailResponseSchema,
  projectResponseSchema,
  updateProjectBodySchema,
} from './schema.ts';
import { createProject, deleteProject, duplicateProject, listProjects, presentForCaller, updateProject } from './service.ts';

const tag = 'Projects';

/** GET/POST /projects, GET/PUT/DELETE /projects/:id, POST /projects/:id/duplicate. */
export function projectRoutes(deps: Deps): ApiRouter {
  return new ApiRouter(deps)
    .route(
      {
        method: 'get',
        path: '/projects',
        summary: 'List your projects and those you are a team member of',
        tag,
        auth: 'required',
        query: listProjectsQuerySchema,
        response: projectListResponseSchema,
      },
      ({ query, user }) => listProjects(deps, signedIn(user), query),
    )
    .route(
      {
        method: 'post',
        path: '/projects',
        summary: 'Create a project (from a template, a config, or the default design)',
        tag,
        auth: 'required',
        body: createProjectBodySchema,
        response: projectResponseSchema,
        status: 201,
      },
      async ({ body, user }) => presentForCaller(deps, await createProject(deps, signedIn(user), body), 'owner'),
    )
    .route(
      {
        method: 'get',
        path: '/projects/:id',
        summary: 'Get one project (any role on it); ETag is its revision',
        tag,
        auth: 'required',
        params: projectParamsSchema,
        response: projectDetailResponseSchema,
      },
      async ({ params, user, ctx }) => {
        const callerId = signedIn(user);
        const { project, role } = await loadProjectForUser(deps, params.id, callerId, 'viewer');
        ctx.set('ETag', `"${project.revision}"`);
        const allowance = await exportAllowance(deps.db, { callerId, ownerId: project.user_id }, deps.config.now());
        return { ...presentForCaller(deps, project, role), export_allowance: allowance };
      },
    )
    .route(
      {
        method: 'put',
        path: '/projects/:id',
        summary: 'Change the fields sent (name, description, config, visibility, version); a revision sent guards against lost updates',
        description:
          'Send only the fields that changed; the others stay as they are. ' +
          'To guard against overwriting someone else’s save, send the revision you edited as `revision` in the body or as `If-Match: "<revision>"` ' +
          '(GET answers it as the ETag): when the project has moved on since, nothing is written and the answer is 409 REVISION_CONFLICT ' +
          'with the current project in `error.details.current`, to merge with and send again. ' +
          'Without either, the change applies to the current revision: the fields sent replace what is stored (last write wins for those fields). ' +
          'The answer carries the new revision, also as the ETag.',
        tag,
        auth: 'required',
        params: projectParamsSchema,
        body: updateProjectBodySchema,
        response: projectResponseSchema,
      },
      async ({ params, body, user, ctx }) => {
        const access = await loadProjectForUser(deps, params.id, signedIn(user), 'editor');
        const updated = await updateProject(deps, access, body, ctx.get('if-match') || undefined);
        ctx.set('ETag', `"${updated.revision}"`);
        return updated;
      },
    )
    .route(
      {
        method: 'delete',
        path: '/projects/:id',
        summary: 'Delete a project (owner only)',
        tag,
        auth: 'required',
        params: projectParamsSchema,
        response: deletedProjectResponseSchema,
      },
      async ({ params, user }) => {
        const access = await loadProjectForUser(deps, params.id, signedIn(user), 'owner');
        await deleteProject(deps, access);
        return { id: access.project.id, deleted: true as const };
      },
    )
    .route(
      {
        method: 'post',
        path: '/projects/:id/duplicate',
        summary: 'Copy a project you can see into a new private project of yours',
        tag,
        auth: 'required',
        params: projectParamsSchema,
        body: duplicateProjectBodySchema,
        response: projectResponseSchema,
        status: 201,
      },
      async ({ params, body, user }) => {
        const access = await loadProjectForUser(deps, params.id, signedIn(user), 'viewer');
        return presentForCaller(deps, await duplicateProject(deps, access, signedIn(user), body.name), 'owner');
      },
    );
}
