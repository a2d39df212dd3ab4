import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache.ts';

describe('BoundedCache', () => {
  it('keeps an entry that is read while newer ones arrive, and drops one that is not', () => {
    const cache = new BoundedCache<string, number>(4);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    cache.set('e', 5);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('e')).toBe(5);
    expect(cache.get('d')).toBe(4);
    expect(cache.get('a')).toBe(1);
  });

  it('holds no more than its limit however many entries pass through', () => {
    const cache = new BoundedCache<number, number>(10);
    for (let i = 0; i < 1000; i++) cache.set(i, i);
    for (let i = 0; i < 990; i++) expect(cache.get(i)).toBeUndefined();
    expect(cache.get(999)).toBe(999);
  });
});
