import type { Knex } from 'knex';
import { timestampColumn } from '../columns.ts';

/** Invitations to a project's team: the e-mailed token is stored only as its sha256 hash; single-use, expiring. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('project_invitations', (table) => {
    table.string('id', 36).primary();
    table.string('project_id', 36).notNullable().references('id').inTable('projects').onDelete('CASCADE');
    table.string('email', 320).notNullable();
    table.string('role', 16).notNullable();
    /** sha256 (hex) of the random token in the accept link. */
    table.string('token_hash', 64).notNullable().unique();
    table.string('invited_by', 36).nullable().references('id').inTable('users').onDelete('SET NULL');
    timestampColumn(table, 'created_at').notNullable();
    timestampColumn(table, 'expires_at').notNullable();
    timestampColumn(table, 'accepted_at').nullable();
    table.string('accepted_by', 36).nullable().references('id').inTable('users').onDelete('SET NULL');
    table.index(['project_id', 'email']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('project_invitations');
}
