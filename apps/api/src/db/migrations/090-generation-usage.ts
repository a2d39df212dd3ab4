import type { Knex } from 'knex';
import { timestampColumn } from '../columns.ts';

/**
 * Brand descriptions turned into preferences by the AI model (issue 17), counted per user and UTC
 * day (`YYYY-MM-DD`) against the plan's daily allowance. One row per user and day, raised in one
 * statement, so concurrent requests cannot overshoot on either database.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('generation_usage', (table) => {
    table.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('day', 10).notNullable();
    table.integer('descriptions').notNullable().defaultTo(0);
    timestampColumn(table, 'updated_at').notNullable();
    table.primary(['user_id', 'day']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('generation_usage');
}
