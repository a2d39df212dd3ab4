import type { Knex } from 'knex';
import { jsonColumn, timestampColumn } from '../columns.ts';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('projects', (table) => {
    table.string('id', 36).primary();
    table.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 120).notNullable();
    table.string('description', 2000).notNullable().defaultTo('');
    /** The design system document (core's DesignSystem), validated on every write. */
    jsonColumn(db, table, 'config').notNullable();
    /** The product's semantic version shown to users (spec: default 1.0.0). */
    table.string('version', 32).notNullable().defaultTo('1.0.0');
    /** Optimistic-concurrency revision: bumped on every write; a stale PUT gets 409. */
    table.integer('revision').notNullable().defaultTo(1);
    table.boolean('is_public').notNullable().defaultTo(false);
    table.boolean('is_template').notNullable().defaultTo(false);
    jsonColumn(db, table, 'tags').notNullable();
    table.string('framework', 32).notNullable().defaultTo('react');
    /** Kept in step with config.components on every write, for counters and lists. */
    table.integer('component_count').notNullable().defaultTo(0);
    timestampColumn(table, 'created_at').notNullable();
    timestampColumn(table, 'updated_at').notNullable();
    timestampColumn(table, 'last_edited_at').nullable();
    table.index(['user_id', 'updated_at']);
  });
  await db.schema.createTable('project_members', (table) => {
    table.string('project_id', 36).notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('role', 16).notNullable();
    timestampColumn(table, 'created_at').notNullable();
    table.primary(['project_id', 'user_id']);
    table.index(['user_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('project_members');
  await db.schema.dropTable('projects');
}
