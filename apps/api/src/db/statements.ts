import type { Db } from './connect.ts';

interface SqliteStatement {
  get: (...bindings: unknown[]) => unknown;
  all: (...bindings: unknown[]) => unknown[];
  run: (...bindings: unknown[]) => { changes: number };
  pluck: (toggle?: boolean) => SqliteStatement;
}

/** The part of a better-sqlite3 connection used here. */
interface SqliteConnection {
  prepare: (sql: string) => SqliteStatement;
  /** Wraps `run` in BEGIN/COMMIT (a SAVEPOINT when nested), rolling back what it did if it throws. */
  transaction: <T>(run: () => T) => () => T;
}

/**
 * Each connection's compiled statements, by SQL text. Compiling is most of what a short read costs (SQLite parses and
 * plans the text each time), and the texts are few: every caller writes its SQL once, a handful of variants at most.
 */
const statements = new WeakMap<SqliteConnection, Map<string, SqliteStatement>>();

/** The connection's compiled statement for `sql`; `pluck` ones answer each row's first column alone. */
function statement(connection: SqliteConnection, sql: string, pluck = false): SqliteStatement {
  let kept = statements.get(connection);
  if (!kept) statements.set(connection, (kept = new Map()));
  const key = pluck ? `pluck:${sql}` : sql;
  let compiled = kept.get(key);
  if (!compiled) kept.set(key, (compiled = pluck ? connection.prepare(sql).pluck() : connection.prepare(sql)));
  return compiled;
}

type Binding = string | number | null;

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
  return onSqlite(db, (connection) => statement(connection, sql).get(...bindings) as Row | undefined);
}

/** Every row of a query written once, the same way as `readFirst` (the project list). */
export async function readRows<Row>(db: Db, sql: string, bindings: readonly Binding[]): Promise<Row[]> {
  if (db.client.config.client !== 'better-sqlite3') return onPostgres<Row>(db, sql, bindings);
  return onSqlite(db, (connection) => statement(connection, sql).all(...bindings) as Row[]);
}

/**
 * Every row of a query written once as `select {columns} from ...`, where `{columns}` stands for the select list
 * (`columns`, plain column names of the query's `v`). On SQLite each row comes back as one JSON text that SQLite
 * builds (`json_object`): better-sqlite3 makes a JS object a value at a time, about a microsecond each here, so ten
 * rows of thirteen columns took 156 µs the ordinary way and 40 µs as JSON (measured on one machine, in memory). On
 * PostgreSQL it is `readRows`.
 */
export async function readObjects<Row>(db: Db, sql: string, columns: readonly string[], bindings: readonly Binding[]): Promise<Row[]> {
  if (db.client.config.client !== 'better-sqlite3') return onPostgres<Row>(db, sql.replace('{columns}', columns.map((column) => `v.${column}`).join(', ')), bindings);
  const text = sql.replace('{columns}', `json_object(${columns.map((column) => `'${column}', v.${column}`).join(', ')})`);
  const values = await onSqlite(db, (connection) => statement(connection, text, true).all(...bindings) as string[]);
  return values.map((value) => JSON.parse(value) as Row);
}


/** A write waiting for the next group commit, and whoever waits for its answer. */
interface QueuedWrite {
  sql: string;
  values: readonly Binding[];
  resolve: (changes: number) => void;
  reject: (error: unknown) => void;
}

/** The writes queued on each database since its last group commit. */
const queuedWrites = new WeakMap<Db, QueuedWrite[]>();

/**
 * Runs a write written once (`?` placeholders) and answers how many rows it changed: on PostgreSQL an ordinary
 * `knex.raw`; on SQLite a statement kept on the pooled connection, committed with the other writes that arrived in
 * the same turn of the event loop (group commit). SQLite syncs the disk at every commit (synchronous = FULL), and
 * that sync was most of what an editor's save cost under load: many editors' saves now share one, each answered
 * only once it is on disk, as before. Each write is its own savepoint, so one that fails fails alone. Not for use
 * inside a transaction (the SQLite pool holds one connection).
 */
export function runWrite(db: Db, sql: string, bindings: readonly (Binding | boolean)[]): Promise<number> {
  if (db.client.config.client !== 'better-sqlite3') {
    return db.raw(sql, [...bindings]).then((result) => (result as { rowCount: number }).rowCount);
  }
  // SQLite binds no booleans: it stores them as 0 and 1.
  const values = bindings.map((value) => (typeof value === 'boolean' ? Number(value) : value));
  return new Promise((resolve, reject) => {
    let queue = queuedWrites.get(db);
    if (!queue) {
      queuedWrites.set(db, (queue = []));
      setImmediate(() => void commitQueuedWrites(db));
    }
    queue.push({ sql, values, resolve, reject });
  });
}

async function commitQueuedWrites(db: Db): Promise<void> {
  const queue = queuedWrites.get(db) ?? [];
  queuedWrites.delete(db);
  let outcomes: ({ changes: number } | { error: unknown })[];
  try {
    outcomes = await onSqlite(db, (connection) => {
      const each = (write: QueuedWrite) => statement(connection, write.sql).run(...write.values).changes;
      if (queue.length === 1) return [{ changes: each(queue[0]!) }];
      return connection.transaction(() =>
        queue.map((write) => {
          try {
            return { changes: connection.transaction(() => each(write))() };
          } catch (error) {
            return { error };
          }
        }),
      )();
    });
  } catch (error) {
    // Nothing was committed (the commit itself failed, or a lone write did).
    for (const write of queue) write.reject(error);
    return;
  }
  queue.forEach((write, index) => {
    const outcome = outcomes[index]!;
    if ('error' in outcome) write.reject(outcome.error);
    else write.resolve(outcome.changes);
  });
}
