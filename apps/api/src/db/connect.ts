import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import knex, { type Knex } from 'knex';

export type Db = Knex;

/**
 * PostgreSQL when a URL is given, else an embedded SQLite file (`:memory:` for
 * tests). SQLite runs in WAL mode with full sync and foreign keys on, so an
 * acknowledged write survives a crash.
 */
export function connect(options: { databaseUrl?: string | undefined; sqliteFile?: string; dataDir?: string }): Db {
  if (options.databaseUrl) {
    return knex({ client: 'pg', connection: options.databaseUrl, pool: { min: 0, max: 10 } });
  }
  const filename = options.sqliteFile ?? join(options.dataDir ?? 'data', 'kitsmith.sqlite');
  if (filename !== ':memory:') mkdirSync(join(filename, '..'), { recursive: true });
  return knex({
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate: (connection: { pragma: (sql: string) => unknown }, done: (error: Error | null, connection: unknown) => void) => {
        connection.pragma('journal_mode = WAL');
        connection.pragma('synchronous = FULL');
        connection.pragma('foreign_keys = ON');
        connection.pragma('busy_timeout = 5000');
        done(null, connection);
      },
    },
  });
}

export const isPostgres = (db: Db): boolean => db.client.config.client === 'pg';
