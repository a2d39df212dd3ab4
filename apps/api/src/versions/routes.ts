import { versionContracts } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { sendSerialized } from '../http/send-cached.ts';
import { loadProjectForUser, loadRoleForUser } from '../projects/policy.ts';
import { presentForCaller } from '../projects/presenter.ts';
import { projectChangelog } from './changelog.ts';
import { presentVersion, presentVersionDetail } from './presenter.ts';
import { createVersion, diffVersions, getVersion, listProjectVersions, renameVersion, restoreVersion } from './service.ts';

/**
 * /projects/:id/versions: list, create, diff, changelog, and one version (get,
 * rename, restore). Viewers read; editors, admins and owners write. The
 * literal `diff` and `changelog` are registered before `:version`.
 */
export function versionRoutes(deps: Deps): ApiRouter {
  return new ApiRouter(deps)
    .route(versionContracts.list, async ({ params, query, user, ctx }) => {
      // Serialized once per history change; 304 to a caller holding its ETag.
      sendSerialized(ctx, await listProjectVersions(deps, params.id, user.id, query), 'private, no-cache');
    })
    .route(versionContracts.create, async ({ params, body, user, ctx }) => {
      const access = await loadProjectForUser(deps, params.id, user.id, 'editor');
      const { project, version } = await createVersion(deps, access, user.id, body, ctx.get('if-match') || undefined);
      ctx.set('ETag', `"${project.revision}"`);
      return presentVersion(version);
    })
    .route(versionContracts.diff, async ({ params, query, user }) => {
      const { project } = await loadProjectForUser(deps, params.id, user.id, 'viewer');
      const { from, to, diff, counts, summary, suggestedBump } = await diffVersions(deps, project, query.from, query.to);
      return { from: presentVersion(from), to: to ? presentVersion(to) : null, diff, counts, summary, suggested_bump: suggestedBump };
    })
    .route(versionContracts.changelog, async ({ params, user }) => {
      const { project } = await loadProjectForUser(deps, params.id, user.id, 'viewer');
      return { version: project.version, markdown: await projectChangelog(deps.db, project.id, deps.logger) };
    })
    .route(versionContracts.get, async ({ params, user }) => {
      await loadRoleForUser(deps, params.id, user.id, 'viewer');
      const { version, design } = await getVersion(deps, params.id, params.version);
      return presentVersionDetail(version, design);
    })
    .route(versionContracts.rename, async ({ params, body, user }) => {
      await loadRoleForUser(deps, params.id, user.id, 'editor');
      return presentVersion(await renameVersion(deps, params.id, params.version, body.message));
    })
    .route(versionContracts.restore, async ({ params, body, user, ctx }) => {
      const access = await loadProjectForUser(deps, params.id, user.id, 'editor');
      const { project, version } = await restoreVersion(deps, access, user.id, params.version, body, ctx.get('if-match') || undefined);
      ctx.set('ETag', `"${project.revision}"`);
      return { project: presentForCaller(deps, project, access.role), version: presentVersion(version) };
    });
}
