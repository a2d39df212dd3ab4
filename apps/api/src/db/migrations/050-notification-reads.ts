import type { Knex } from 'knex';

/** When the user last opened their notifications: newer ones show the bell's unread dot. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => {
    table.string('notifications_read_at', 32).nullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('users', (table) => {
    table.dropColumn('notifications_read_at');
  });
}
