import type { Knex } from 'knex';
import { jsonColumn, timestampColumn } from '../columns.ts';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('users', (table) => {
    table.string('id', 36).primary();
    table.string('email', 320).notNullable().unique();
    table.string('password_hash', 255).nullable();
    table.string('full_name', 200).nullable();
    table.string('avatar_url', 500).nullable();
    table.boolean('is_email_verified').notNullable().defaultTo(false);
    table.string('subscription_plan', 32).notNullable().defaultTo('free');
    table.string('subscription_status', 32).notNullable().defaultTo('active');
    table.boolean('is_demo').notNullable().defaultTo(false);
    timestampColumn(table, 'demo_expires_at').nullable();
    jsonColumn(db, table, 'preferences').nullable();
    timestampColumn(table, 'created_at').notNullable();
    timestampColumn(table, 'updated_at').notNullable();
    timestampColumn(table, 'last_login_at').nullable();
    timestampColumn(table, 'last_activity_at').nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('users');
}
