import type { GeneratedFile } from '@kitsmith/core';
import type { Db } from '../db/connect.ts';

export interface ExportRow {
  id: string;
  user_id: string;
  project_id: string | null;
  project_name: string | null;
  formats: unknown;
  file_count: number;
  created_at: string;
}

export interface ExportRowWithFiles extends ExportRow {
  files: unknown;
}

export async function insertExport(
  db: Db,
  row: {
    id: string;
    user_id: string;
    project_id: string;
    formats: string[];
    files: GeneratedFile[];
    created_at: string;
  },
): Promise<void> {
  await db('exports').insert({
    ...row,
    formats: JSON.stringify(row.formats),
    files: JSON.stringify(row.files),
    file_count: row.files.length,
  });
}

const summaryColumns = [
  'e.id',
  'e.user_id',
  'e.project_id',
  'p.name as project_name',
  'e.formats',
  'e.file_count',
  'e.created_at',
];

/** One page of the user's exports, newest first, without file contents. */
export async function listExports(
  db: Db,
  filter: { userId: string; projectId?: string | undefined; limit: number; offset: number },
): Promise<{ rows: ExportRow[]; total: number }> {
  const base = db('exports as e').where('e.user_id', filter.userId);
  if (filter.projectId) base.andWhere('e.project_id', filter.projectId);
  const [rows, counted] = await Promise.all([
    base
      .clone()
      .leftJoin('projects as p', 'p.id', 'e.project_id')
      .select(summaryColumns)
      .orderBy([
        { column: 'e.created_at', order: 'desc' },
        { column: 'e.id', order: 'desc' },
      ])
      .limit(filter.limit)
      .offset(filter.offset),
    base.clone().count({ count: '*' }).first(),
  ]);
  return { rows: rows as ExportRow[], total: Number(counted?.count ?? 0) };
}

/** The export with its files, when it belongs to the user. */
export async function findUserExport(
  db: Db,
  exportId: string,
  userId: string,
): Promise<ExportRowWithFiles | undefined> {
  const row = await db('exports as e')
    .leftJoin('projects as p', 'p.id', 'e.project_id')
    .where({ 'e.id': exportId, 'e.user_id': userId })
    .first([...summaryColumns, 'e.files']);
  return row as ExportRowWithFiles | undefined;
}
