import type { Knex } from 'knex';
import { timestampColumn } from '../columns.ts';

/** One avatar image per user, served at GET /v1/users/:id/avatar (bytea on PostgreSQL, blob on SQLite). */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('user_avatars', (table) => {
    table.string('user_id', 36).primary().references('id').inTable('users').onDelete('CASCADE');
    table.string('content_type', 32).notNullable();
    table.binary('bytes').notNullable();
    timestampColumn(table, 'updated_at').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('user_avatars');
}
