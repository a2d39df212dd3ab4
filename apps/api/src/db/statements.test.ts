import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { readRows, runWrite } from './statements.ts';

describeEachDatabase('runWrite: writes that arrive together are committed together, each with its own outcome', (app) => {
  it('answers each write its changed rows; one that fails fails alone, and the others are kept', async () => {
    const { db } = app();
    await db.schema.createTable('group_commit_probe', (table) => {
      table.string('id', 8).primary();
      table.integer('n').notNullable();
      table.boolean('flag').notNullable().defaultTo(false);
    });
    await db('group_commit_probe').insert({ id: 'a', n: 1 });

    // Issued in one turn of the event loop: on SQLite, one group commit.
    const outcomes = await Promise.allSettled([
      runWrite(db, 'insert into group_commit_probe (id, n) values (?, ?)', ['b', 2]),
      runWrite(db, 'insert into group_commit_probe (id, n) values (?, ?)', ['a', 9]),
      runWrite(db, 'update group_commit_probe set n = n + 10, flag = ? where id = ?', [true, 'a']),
      runWrite(db, 'update group_commit_probe set n = 0 where id = ?', ['none']),
    ]);

    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'failed'))).toEqual([1, 'failed', 1, 0]);
    const rows = await readRows<{ id: string; n: number; flag: unknown }>(db, 'select id, n, flag from group_commit_probe order by id', []);
    expect(rows.map(({ id, n, flag }) => ({ id, n: Number(n), flag: flag === true || flag === 1 }))).toEqual([
      { id: 'a', n: 11, flag: true },
      { id: 'b', n: 2, flag: false },
    ]);
  });

});

// PostgreSQL runs concurrent writes on several connections, in no set order, as it does any concurrent requests.
describe('runWrite on SQLite: a group commit applies its writes in the order they were made', () => {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps the order', async () => {
    const db = app!.db;
    await db.schema.createTable('group_commit_order', (table) => {
      table.string('id', 8).primary();
      table.integer('n').notNullable();
    });
    await db('group_commit_order').insert({ id: 'c', n: 0 });
    await Promise.all(Array.from({ length: 20 }, (_, i) => runWrite(db, 'update group_commit_order set n = n * 2 + ? where id = ?', [i % 2, 'c'])));
    // Doubling and adding 0, 1, 0, 1, ... in turn writes the bits 0101...01.
    const [row] = await readRows<{ n: number }>(db, 'select n from group_commit_order where id = ?', ['c']);
    expect(Number(row?.n)).toBe(Number.parseInt('01'.repeat(10), 2));
  });
});
