import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import knex, { type Knex } from 'knex';

export type Db = Knex;

/** The part of a better-sqlite3 connection used here. */
interface SqliteConnection {
  pragma: (sql: string) => unknown;
  prepare: (sql: string) => unknown;
}

/** Prepared statements kept per connection, by SQL text; past this many the least recently used goes. */
const PREPARED_STATEMENTS_KEPT = 500;

/**
 * knex's better-sqlite3 client prepares every query's statement anew (SQLite
 * compiles it each time: about an eighth of a cached signed-in read's CPU).
 * A statement is reusable with new bindings once run (knex only calls
 * `all`/`run`, which finish before they return), and SQLite re-prepares one
 * itself after a schema change, so the connection keeps them by SQL text.
 */
function cachePreparedStatements(connection: SqliteConnection): void {
  const prepare = connection.prepare.bind(connection);
  const statements = new Map<string, unknown>();
  connection.prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      if (statements.size >= PREPARED_STATEMENTS_KEPT) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
    } else {
      statements.delete(sql);
    }
    statements.set(sql, statement);
    return statement;
  };
}

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
      afterCreate: (connection: SqliteConnection, done: (error: Error | null, connection: unknown) => void) => {
        cachePreparedStatements(connection);
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
