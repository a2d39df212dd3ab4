// Which migrations exist and how each is loaded: the modules of db/migrations/, read from
// disk here. The built server has no such folder: its bundle (scripts/build.mjs) replaces
// this module with one that imports the same files statically, under the same names.
import { readdirSync } from 'node:fs';
import type { Knex } from 'knex';

const directory = new URL('./migrations/', import.meta.url).pathname;

/** A migration's file name: `NNN-name.ts`. */
export const MIGRATION_FILE = /^\d{3}-[a-z0-9-]+\.ts$/;

/** Every migration's file name, in the order they apply. */
export async function migrationNames(): Promise<string[]> {
  return readdirSync(directory).filter((name) => MIGRATION_FILE.test(name)).sort();
}

export async function loadMigration(name: string): Promise<Knex.Migration> {
  return (await import(`${directory}${name}`)) as Knex.Migration;
}
