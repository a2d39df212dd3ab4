import { describe, expect, it } from 'vitest';
import { balancedColumns, balancedColumnsStyle } from './balanced-columns.ts';

/** The items on each row of `count` items in `columns` columns. */
const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));

describe('a balanced grid', () => {
  it('lays six items out 3 + 3 where four fit, and five 3 + 2: never a full row and an orphan', () => {
    expect(rows(6, balancedColumns(6, 4))).toEqual([3, 3]);
    expect(rows(5, balancedColumns(5, 4))).toEqual([3, 2]);
    expect(rows(9, balancedColumns(9, 4))).toEqual([3, 3, 3]);
    expect(rows(12, balancedColumns(12, 4))).toEqual([4, 4, 4]);
    expect(rows(3, balancedColumns(3, 2))).toEqual([2, 1]);
  });

  it('keeps as few rows as the room allows, and fewer columns than items only to even them', () => {
    for (let count = 1; count <= 40; count += 1) {
      for (let room = 1; room <= 4; room += 1) {
        const columns = balancedColumns(count, room);
        expect(columns).toBeLessThanOrEqual(Math.min(room, count));
        expect(Math.ceil(count / columns)).toBe(Math.ceil(count / room));
        const counts = rows(count, columns);
        // The last row is at most one short of the others for each row above it.
        expect(columns - counts.at(-1)!).toBeLessThan(counts.length);
      }
    }
  });

  it('gives one column to nothing or a room of one', () => {
    expect(balancedColumns(0, 4)).toBe(1);
    expect(balancedColumns(7, 1)).toBe(1);
  });

  it('states the count for each room as a custom property', () => {
    expect(balancedColumnsStyle(6)).toEqual({ '--columns-2': 2, '--columns-3': 3, '--columns-4': 3 });
  });
});
