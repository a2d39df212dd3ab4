import type { Knex } from 'knex';

/**
 * Personal access tokens get scopes (`read`, `write`; space-separated, see
 * auth/token-scopes.ts). Tokens made before keep doing everything they did:
 * the default fills their rows with `read write`. New tokens always store
 * the scopes chosen when they were made.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('personal_access_tokens', (table) => {
    table.string('scopes', 64).notNullable().defaultTo('read write');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('personal_access_tokens', (table) => {
    table.dropColumn('scopes');
  });
}
