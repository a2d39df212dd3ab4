import type { Knex } from 'knex';
import { jsonColumn, timestampColumn } from '../columns.ts';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('exports', (table) => {
    table.string('id', 36).primary();
    table.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('project_id', 36).nullable().references('id').inTable('projects').onDelete('SET NULL');
    jsonColumn(db, table, 'formats').notNullable();
    /** GeneratedFile[] as produced by core's exportDesignSystem. */
    jsonColumn(db, table, 'files').notNullable();
    table.integer('file_count').notNullable();
    timestampColumn(table, 'created_at').notNullable();
    table.index(['user_id', 'created_at']);
  });
  await db.schema.createTable('analytics_events', (table) => {
    table.increments('id');
    table.string('user_id', 36).nullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 64).notNullable();
    jsonColumn(db, table, 'properties').nullable();
    timestampColumn(table, 'occurred_at').notNullable();
    timestampColumn(table, 'received_at').notNullable();
    table.index(['user_id', 'name']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('analytics_events');
  await db.schema.dropTable('exports');
}
