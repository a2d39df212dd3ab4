import type { Knex } from 'knex';

/**
 * Account security (issue 14):
 * - `users.session_version`: every access token carries the version it was
 *   issued under; a password reset or change, or undoing an e-mail change,
 *   raises it, so access tokens issued before stop working at once rather
 *   than at their 15-minute expiry.
 * - `one_time_tokens.email`: the address a one-time token is about (the
 *   address a verification link confirms, the new address of an e-mail
 *   change, the old address an undo link restores). Null on tokens made
 *   before, which keep working as they did.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => {
    table.integer('session_version').notNullable().defaultTo(0);
  });
  await db.schema.alterTable('one_time_tokens', (table) => {
    table.string('email', 320).nullable();
    table.index(['email', 'purpose']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('one_time_tokens', (table) => {
    table.dropIndex(['email', 'purpose']);
    table.dropColumn('email');
  });
  await db.schema.alterTable('users', (table) => {
    table.dropColumn('session_version');
  });
}
