import { versionContracts } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { sendSerialized } from '../http/send-cached.ts';
import { loadProjectForUser, loadRoleForUser } from '../projects/policy.ts';
import { presentForCaller } from '../projects/presenter.ts';
import { projectChangelog } from './changelog.ts';
import { presentVersion, presentVersionDetail } from './presenter.ts';
import { checkpointNow, createVersion, diffVersions, getVersion, listProjectVersions, renameVersion, restoreVersion } from './service.ts';

/**
 * /projects/:id/versions: list, create, diff, changelog, and one version (get,
 * rename, restore). Viewers read; editors, admins and owners write. The
 * literal `checkpoint`, `diff` and `changelog` are registered before `:version`.
 */
export function versionRoutes(deps: Deps): ApiRouter {
  return new ApiRouter(deps)
    .route(versionContracts.list, async ({ params, query, user, ctx }) => {
      // Serialized once per history change; 304 to a caller holding its ETag.
      sendSerialized(ctx, await listProjectVersions(deps, params.id, user.id, query, linkOrigin(ctx, deps.config)), 'private, no-cache');
    })
    .route(versionContracts.create, async ({ params, body, user, ctx }) => {
      const access = await loadProjectForUser(deps, params.id, user.id, 'editor');
      const origin = linkOrigin(ctx, deps.config);
      const { project, version } = await createVersion(deps, access, user.id, body, ctx.get('if-match') || undefined, origin);
      ctx.set('ETag', `"${project.revision}"`);
      return presentVersion(version, origin);
    })
    .route(versionContracts.checkpoint, async ({ params, user, ctx }) => {
      const access = await loadProjectForUser(deps, params.id, user.id, 'editor');
      const version = await checkpointNow(deps, access, user.id);
      return { version: version ? presentVersion(version, linkOrigin(ctx, deps.config)) : null };
    })
    .route(versionContracts.diff, async ({ params, query, user, ctx }) => {
      const { project } = await loadProjectForUser(deps, params.id, user.id, 'viewer');
      const { from, to, diff, counts, summary, suggestedBump } = await diffVersions(deps, project, query.from, query.to);
      const origin = linkOrigin(ctx, deps.config);
      return { from: presentVersion(from, origin), to: to ? presentVersion(to, origin) : null, diff, counts, summary, suggested_bump: suggestedBump };
    })
    .route(versionContracts.changelog, async ({ params, user }) => {
      const { project } = await loadProjectForUser(deps, params.id, user.id, 'viewer');
      return { version: project.version, markdown: await projectChangelog(deps.db, project.id, deps.logger) };
    })
    .route(versionContracts.get, async ({ params, user, ctx }) => {
      await loadRoleForUser(deps, params.id, user.id, 'viewer');
      const { version, design } = await getVersion(deps, params.id, params.version);
      return presentVersionDetail(version, design, linkOrigin(ctx, deps.config));
    })
    .route(versionContracts.rename, async ({ params, body, user, ctx }) => {
      await loadRoleForUser(deps, params.id, user.id, 'editor');
      return presentVersion(await renameVersion(deps, params.id, params.version, body.message), linkOrigin(ctx, deps.config));
    })
    .route(versionContracts.restore, async ({ params, body, user, ctx }) => {
      const access = await loadProjectForUser(deps, params.id, user.id, 'editor');
      const origin = linkOrigin(ctx, deps.config);
      const { project, version } = await restoreVersion(deps, access, user.id, params.version, body, ctx.get('if-match') || undefined, origin);
      ctx.set('ETag', `"${project.revision}"`);
      return { project: presentForCaller(deps, project, access.role, origin), version: presentVersion(version, origin) };
    });
}
