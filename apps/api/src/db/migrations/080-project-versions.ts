import type { Knex } from 'knex';
import { jsonColumn, timestampColumn } from '../columns.ts';

/**
 * A project's version history (issue 16). A design is stored once per project
 * however many versions keep it (`project_snapshots`, keyed by its content
 * hash); `project_versions` are the named versions (manual, restore), kept
 * forever, and the automatic checkpoints (auto), thinned after 30 days.
 * `projects.history_stamp` changes with every change to a project's versions.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('project_snapshots', (table) => {
    table.string('project_id', 36).notNullable().references('id').inTable('projects').onDelete('CASCADE');
    /** core's designContentHash of the design. */
    table.string('content_hash', 128).notNullable();
    jsonColumn(db, table, 'design').notNullable();
    timestampColumn(table, 'created_at').notNullable();
    table.primary(['project_id', 'content_hash']);
  });
  await db.schema.createTable('project_versions', (table) => {
    table.string('id', 36).primary();
    table.string('project_id', 36).notNullable().references('id').inTable('projects').onDelete('CASCADE');
    /** The order of a project's versions (several can share a timestamp: a restore's checkpoint and the restore). */
    table.integer('seq').notNullable();
    /** The project's semantic version this version set (manual, restore) or was taken at (auto). */
    table.string('version', 64).notNullable();
    table.text('message').notNullable().defaultTo('');
    /** manual | auto | restore */
    table.string('kind', 16).notNullable();
    table.string('author_id', 36).nullable().references('id').inTable('users').onDelete('SET NULL');
    table.string('content_hash', 128).notNullable();
    /** The project's name and description when the version was taken. */
    table.string('name', 120).notNullable();
    table.text('description').notNullable().defaultTo('');
    /** core's DiffCounts against the version before it. */
    jsonColumn(db, table, 'changes').notNullable();
    timestampColumn(table, 'created_at').notNullable();
    table.unique(['project_id', 'seq']);
    table.index(['project_id', db.raw('?? desc', ['created_at'])], 'project_versions_project_id_created_at_index');
    table.index(['project_id', 'content_hash']);
  });
  await db.schema.alterTable('projects', (table) => {
    /** Raised by every change to the project's versions (a new one, a new message, thinning): what a cached page of them is checked against. */
    table.integer('history_stamp').notNullable().defaultTo(0);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('projects', (table) => {
    table.dropColumn('history_stamp');
  });
  await db.schema.dropTable('project_versions');
  await db.schema.dropTable('project_snapshots');
}
