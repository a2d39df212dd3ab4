import { describe, expect, it } from 'vitest';
import { splitList } from './template-helpers.ts';

describe('splitList', () => {
  it('splits comma-separated text into trimmed items, dropping empty ones', () => {
    expect(splitList(' Lisbon, Berlin ,, Tokyo,')).toEqual(['Lisbon', 'Berlin', 'Tokyo']);
  });

  it('gives no items for blank text or a value that is not text', () => {
    expect(splitList('  , ')).toEqual([]);
    expect(splitList(undefined)).toEqual([]);
    expect(splitList(42)).toEqual([]);
  });
});
