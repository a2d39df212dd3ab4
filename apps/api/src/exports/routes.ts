import { exportContracts } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { presentCreatedExport, presentExportDetail, presentExportSummary } from './presenter.ts';
import { buildExportZip, createExport, getUserExport, listUserExports } from './service.ts';


/** Exporting a project's design (core's exporters), and the caller's stored exports. */
export function exportRoutes(deps: Deps): ApiRouter {
  return new ApiRouter(deps)
    .route(
      exportContracts.create,
      async ({ params, body, user }) =>
        presentCreatedExport(await createExport(deps, user.id, params.id, body)),
    )
    .route(
      exportContracts.list,
      async ({ query, user }) => {
        const { rows, total } = await listUserExports(deps, user.id, query);
        return { exports: rows.map(presentExportSummary), total, page: query.page, page_size: query.page_size };
      },
    )
    .route(
      exportContracts.get,
      async ({ params, user }) => presentExportDetail(await getUserExport(deps, user.id, params.id)),
    )
    .route(
      exportContracts.download,
      async ({ params, user, ctx }) => {
        const { filename, bytes } = await buildExportZip(deps, user.id, params.id);
        ctx.status = 200;
        ctx.type = 'application/zip';
        ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
        ctx.set('Cache-Control', 'private, no-store');
        ctx.body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      },
    );
}
