import { projectContracts } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { exportAllowance } from './plan-limits.ts';
import { loadProjectForUser } from './policy.ts';
import { projectListAnswer } from './list-answer.ts';
import { presentForCaller } from './presenter.ts';
import { createProject, deleteProject, duplicateProject, updateProject } from './service.ts';

/** GET/POST /projects, GET/PUT/DELETE /projects/:id, POST /projects/:id/duplicate. */
export function projectRoutes(deps: Deps): ApiRouter {
  return new ApiRouter(deps)
    .route(
      projectContracts.list,
      async ({ query, user, ctx }) => {
        ctx.type = 'json';
        ctx.body = await projectListAnswer(deps, user.id, query, linkOrigin(ctx, deps.config));
      },
    )
    .route(
      projectContracts.create,
      async ({ body, user, ctx }) => presentForCaller(deps, await createProject(deps, user.id, body), 'owner', linkOrigin(ctx, deps.config)),
    )
    .route(
      projectContracts.get,
      async ({ params, user, ctx }) => {
        const callerId = user.id;
        const { project, role } = await loadProjectForUser(deps, params.id, callerId, 'viewer');
        ctx.set('ETag', `"${project.revision}"`);
        const allowance = await exportAllowance(deps.db, { callerId, ownerId: project.user_id }, deps.config.now());
        return { ...presentForCaller(deps, project, role, linkOrigin(ctx, deps.config)), export_allowance: allowance };
      },
    )
    .route(
      projectContracts.update,
      async ({ params, body, user, ctx }) => {
        const access = await loadProjectForUser(deps, params.id, user.id, 'editor');
        const origin = linkOrigin(ctx, deps.config);
        const updated = await updateProject(deps, access, body, { ifMatch: ctx.get('if-match') || undefined, authorId: user.id, origin });
        ctx.set('ETag', `"${updated.revision}"`);
        return presentForCaller(deps, updated, access.role, origin);
      },
    )
    .route(
      projectContracts.remove,
      async ({ params, user }) => {
        const access = await loadProjectForUser(deps, params.id, user.id, 'owner');
        await deleteProject(deps, access);
        return { id: access.project.id, deleted: true as const };
      },
    )
    .route(
      projectContracts.duplicate,
      async ({ params, body, user, ctx }) => {
        const access = await loadProjectForUser(deps, params.id, user.id, 'viewer');
        return presentForCaller(deps, await duplicateProject(deps, access, user.id, body.name), 'owner', linkOrigin(ctx, deps.config));
      },
    );
}
