import { signedIn } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { presentCreatedExport, presentExportDetail, presentExportSummary } from './presenter.ts';
import {
  createExportBodySchema,
  createdExportResponseSchema,
  exportDetailResponseSchema,
  exportIdParamsSchema,
  exportListQuerySchema,
  exportListResponseSchema,
  projectIdParamsSchema,
} from './schema.ts';
import { buildExportZip, createExport, getUserExport, listUserExports } from './service.ts';

/** `auth: 'required'` routes always have a user; this narrows the type without a cast. */

/** Exporting a project's design (core's exporters), and the caller's stored exports. */
export function exportRoutes(deps: Deps): ApiRouter {
  return new ApiRouter(deps)
    .route(
      {
        method: 'post',
        path: '/projects/:id/export',
        summary: 'Export a project’s design system in the chosen formats',
        tag: 'Exports',
        auth: 'required',
        params: projectIdParamsSchema,
        body: createExportBodySchema,
        response: createdExportResponseSchema,
        status: 201,
      },
      async ({ params, body, user }) =>
        presentCreatedExport(await createExport(deps, signedIn(user), params.id, body)),
    )
    .route(
      {
        method: 'get',
        path: '/exports',
        summary: 'List the caller’s exports, newest first',
        tag: 'Exports',
        auth: 'required',
        query: exportListQuerySchema,
        response: exportListResponseSchema,
      },
      async ({ query, user }) => {
        const { rows, total } = await listUserExports(deps, signedIn(user), query);
        return { exports: rows.map(presentExportSummary), total, page: query.page, page_size: query.page_size };
      },
    )
    .route(
      {
        method: 'get',
        path: '/exports/:id',
        summary: 'Get one of the caller’s exports, with its files',
        tag: 'Exports',
        auth: 'required',
        params: exportIdParamsSchema,
        response: exportDetailResponseSchema,
      },
      async ({ params, user }) => presentExportDetail(await getUserExport(deps, signedIn(user), params.id)),
    )
    .route(
      {
        method: 'get',
        path: '/exports/:id/download',
        summary: 'Download one of the caller’s exports as a zip',
        tag: 'Exports',
        auth: 'required',
        params: exportIdParamsSchema,
      },
      async ({ params, user, ctx }) => {
        const { filename, bytes } = await buildExportZip(deps, signedIn(user), params.id);
        ctx.status = 200;
        ctx.type = 'application/zip';
        ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
        ctx.set('Cache-Control', 'private, no-store');
        ctx.body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      },
    );
}
