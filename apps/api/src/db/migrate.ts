import { readdirSync } from 'node:fs';
import type { Knex } from 'knex';

const directory = new URL('./migrations/', import.meta.url).pathname;

/** Migrations are the modules of db/migrations/, applied in file-name order; never edit one after it lands. */
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => readdirSync(directory).filter((name) => /^\d{3}-[a-z0-9-]+\.ts$/.test(name)).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => (await import(`${directory}${name}`)) as Knex.Migration,
};

export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
}
