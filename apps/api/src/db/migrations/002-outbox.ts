import type { Knex } from 'knex';
import { timestampColumn } from '../columns.ts';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('outbox', (table) => {
    table.increments('id');
    table.string('to_address', 320).notNullable();
    table.string('subject', 300).notNullable();
    table.text('text').notNullable();
    timestampColumn(table, 'created_at').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('outbox');
}
