import type { Knex } from 'knex';

/** jsonb on PostgreSQL, text on SQLite (ARCHITECTURE.md). Write with `JSON.stringify`, read with `readJson`. */
export function jsonColumn(db: Knex, table: Knex.CreateTableBuilder, name: string): Knex.ColumnBuilder {
  return db.client.config.client === 'pg' ? table.jsonb(name) : table.text(name);
}

/** A stored JSON value: PostgreSQL hands back objects, SQLite text. */
export function readJson<T = unknown>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** Timestamps are ISO 8601 text in both databases: portable, sortable and exact. */
export function timestampColumn(table: Knex.CreateTableBuilder, name: string): Knex.ColumnBuilder {
  return table.string(name, 32);
}

/** SQLite stores booleans as 0/1. */
export const readBoolean = (value: unknown): boolean => value === true || value === 1 || value === '1';
