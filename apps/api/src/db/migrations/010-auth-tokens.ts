import type { Knex } from 'knex';
import { timestampColumn } from '../columns.ts';

/** Refresh tokens (rotated, grouped in families), one-time tokens (reset, verify) and personal access tokens. Only hashes are stored. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('refresh_tokens', (table) => {
    table.string('id', 36).primary();
    table.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    /** Every token rotated from one sign-in shares a family; reusing a rotated token revokes the family. */
    table.string('family_id', 36).notNullable();
    /** sha256 (hex) of the opaque token. */
    table.string('token_hash', 64).notNullable().unique();
    timestampColumn(table, 'created_at').notNullable();
    timestampColumn(table, 'expires_at').notNullable();
    /** Set when the token was exchanged for its successor. */
    timestampColumn(table, 'used_at').nullable();
    timestampColumn(table, 'revoked_at').nullable();
    table.index(['family_id']);
    table.index(['user_id']);
  });
  await db.schema.createTable('one_time_tokens', (table) => {
    table.string('id', 36).primary();
    table.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    /** `reset` (password reset) or `verify` (e-mail verification). */
    table.string('purpose', 16).notNullable();
    table.string('token_hash', 64).notNullable().unique();
    timestampColumn(table, 'created_at').notNullable();
    timestampColumn(table, 'expires_at').notNullable();
    timestampColumn(table, 'used_at').nullable();
    table.index(['user_id', 'purpose']);
  });
  await db.schema.createTable('personal_access_tokens', (table) => {
    table.string('id', 36).primary();
    table.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('name', 100).notNullable();
    table.string('token_hash', 64).notNullable().unique();
    timestampColumn(table, 'created_at').notNullable();
    /** Null: never expires. */
    timestampColumn(table, 'expires_at').nullable();
    timestampColumn(table, 'last_used_at').nullable();
    timestampColumn(table, 'revoked_at').nullable();
    table.index(['user_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('personal_access_tokens');
  await db.schema.dropTable('one_time_tokens');
  await db.schema.dropTable('refresh_tokens');
}
