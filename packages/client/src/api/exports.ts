import { exportsPaths } from '@kitsmith/contract';
import type { CreateExportBody, ExportListQuery } from '../api-types.ts';
import { createCall, createDownload } from '../call.ts';
import type { Transport } from '../transport.ts';

/** `/projects/:id/export` and `/exports/*`: generated code, kept per user. */
export function exportsApi(transport: Transport) {
  const call = createCall(transport);
  const download = createDownload(transport);
  return {
    create: (projectId: string, body: CreateExportBody) => call(exportsPaths.create, { params: { id: projectId }, body }),
    list: (query: ExportListQuery = {}) => call(exportsPaths.list, { query }),
    get: (exportId: string) => call(exportsPaths.get, { params: { id: exportId } }),
    /** The export as a zip (with the bearer token, so not a plain link). */
    download: (exportId: string) => download(exportsPaths.download, { params: { id: exportId } }),
  };
}
