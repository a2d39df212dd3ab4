import type { ExportFormat } from '@kitsmith/core';
import type { z } from 'zod';
import { readJson } from '../db/columns.ts';
import type { ExportRow } from './queries.ts';
import type { createdExportResponseSchema, exportDetailResponseSchema, exportSummarySchema } from '@kitsmith/contract';
import type { StoredExport } from './service.ts';

const byteSize = (contents: string): number => Buffer.byteLength(contents, 'utf8');

export function presentExportSummary(row: ExportRow): z.infer<typeof exportSummarySchema> {
  return {
    id: String(row.id),
    project_id: row.project_id,
    project_name: row.project_name,
    formats: readJson<ExportFormat[]>(row.formats) ?? [],
    file_count: Number(row.file_count),
    created_at: row.created_at,
  };
}

function presentFields(stored: StoredExport): z.infer<typeof exportSummarySchema> {
  return {
    id: stored.id,
    project_id: stored.project_id,
    project_name: stored.project_name,
    formats: stored.formats,
    file_count: stored.file_count,
    created_at: stored.created_at,
  };
}

/** The answer to a new export: the files' paths and sizes, not their contents. */
export function presentCreatedExport(stored: StoredExport): z.infer<typeof createdExportResponseSchema> {
  return {
    ...presentFields(stored),
    files: stored.files.map((file) => ({ path: file.path, size: byteSize(file.contents) })),
  };
}

export function presentExportDetail(stored: StoredExport): z.infer<typeof exportDetailResponseSchema> {
  return {
    ...presentFields(stored),
    files: stored.files.map((file) => ({ path: file.path, size: byteSize(file.contents), contents: file.contents })),
  };
}
