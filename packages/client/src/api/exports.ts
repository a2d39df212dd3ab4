import type { CreatedExport, CreateExportBody, ExportDetail, ExportList, ExportListQuery } from '../api-types.ts';
import type { Transport } from '../transport.ts';

const id = encodeURIComponent;

/** `/projects/:id/export` and `/exports/*`: generated code, kept per user. */
export function exportsApi(transport: Transport) {
  return {
    create: (projectId: string, body: CreateExportBody) =>
      transport.request<CreatedExport>('POST', `/projects/${id(projectId)}/export`, { body }),
    list: (query: ExportListQuery = {}) => transport.request<ExportList>('GET', '/exports', { query }),
    get: (exportId: string) => transport.request<ExportDetail>('GET', `/exports/${id(exportId)}`),
    /** The export as a zip (with the bearer token, so not a plain link). */
    download: (exportId: string) => transport.requestBlob('GET', `/exports/${id(exportId)}/download`),
  };
}
