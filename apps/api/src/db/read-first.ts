import type { Db } from './connect.ts';

/** The part of a better-sqlite3 connection a read uses. */
interface SqliteConnection {
  prepare: (sql: string) => { get: (...bindings: unknown[]) => unknown; all: (...bindings: unknown[]) => unknown[] };
}

type Binding = string | number;

/**
 * Runs a read written once (`?` placeholders) on SQLite's pooled connection directly: knex builds, compiles and
 * runs a query through several promises, about a tenth of a millisecond, fifty times what SQLite takes to answer
 * a lookup by key. Not for use inside a transaction (the SQLite pool holds one connection).
 */
async function onSqlite<T>(db: Db, read: (connection: SqliteConnection) => T): Promise<T> {
  const connection = (await db.client.acquireConnection()) as SqliteConnection;
  try {
    return read(connection);
  } finally {
    await db.client.releaseConnection(connection);
  }
}

const onPostgres = async <Row>(db: Db, sql: string, bindings: readonly Binding[]): Promise<Row[]> =>
  ((await db.raw(sql, [...bindings])) as { rows: Row[] }).rows;

/**
 * The first row of a query written once, for the few reads every signed-in request makes. On SQLite it runs on
 * the pooled connection (see `onSqlite`); on PostgreSQL it is an ordinary `knex.raw`.
 */
export async function readFirst<Row>(db: Db, sql: string, bindings: readonly Binding[]): Promise<Row | undefined> {
  if (db.client.config.client !== 'better-sqlite3') return (await onPostgres<Row>(db, sql, bindings))[0];
  return onSqlite(db, (connection) => connection.prepare(sql).get(...bindings) as Row | undefined);
}

/** Every row of a query written once, the same way as `readFirst` (the project list). */
export async function readRows<Row>(db: Db, sql: string, bindings: readonly Binding[]): Promise<Row[]> {
  if (db.client.config.client !== 'better-sqlite3') return onPostgres<Row>(db, sql, bindings);
  return onSqlite(db, (connection) => connection.prepare(sql).all(...bindings) as Row[]);
}
