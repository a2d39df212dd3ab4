import type { Knex } from 'knex';
import { loadMigration, migrationNames } from './migration-modules.ts';

/** Migrations are the modules of db/migrations/, applied in file-name order; never edit one after it lands. */
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: migrationNames,
  getMigrationName: (name) => name,
  getMigration: loadMigration,
};

export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
}
