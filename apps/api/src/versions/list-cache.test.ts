import { describe, expect, it } from 'vitest';
import { VersionListCache } from './list-cache.ts';

const page = (total: number) => ({ body: JSON.stringify({ success: true, data: { versions: [], total } }), etag: `"${total}"` });

describe('VersionListCache', () => {
  it('answers a page only under the stamp it was read with', () => {
    const cache = new VersionListCache();
    cache.set('p', 3, 'all:1:30', page(3));
    expect(cache.get('p', 3, 'all:1:30')).toEqual(page(3));
    expect(cache.get('p', 3, 'named:1:30')).toBeUndefined();
    // The history changed: the old pages are gone.
    expect(cache.get('p', 4, 'all:1:30')).toBeUndefined();
    expect(cache.get('p', 3, 'all:1:30')).toBeUndefined();
  });

  it('keeps no page read under an older stamp than the one it holds', () => {
    const cache = new VersionListCache();
    cache.set('p', 5, 'all:1:30', page(5));
    cache.set('p', 4, 'all:1:30', page(4));
    expect(cache.get('p', 5, 'all:1:30')).toEqual(page(5));
    cache.set('p', 6, 'all:1:30', page(6));
    expect(cache.get('p', 6, 'all:1:30')).toEqual(page(6));
  });

  it('forgets the least recently stored projects and pages beyond its bounds', () => {
    const cache = new VersionListCache();
    for (let index = 0; index <= VersionListCache.MAX_PAGES_PER_PROJECT; index += 1) cache.set('p', 1, `all:${index + 1}:30`, page(index));
    expect(cache.get('p', 1, 'all:1:30')).toBeUndefined();
    expect(cache.get('p', 1, `all:${VersionListCache.MAX_PAGES_PER_PROJECT + 1}:30`)).toEqual(page(VersionListCache.MAX_PAGES_PER_PROJECT));
    for (let index = 0; index <= VersionListCache.MAX_PROJECTS; index += 1) cache.set(`project-${index}`, 1, 'all:1:30', page(index));
    expect(cache.get('p', 1, `all:${VersionListCache.MAX_PAGES_PER_PROJECT + 1}:30`)).toBeUndefined();
    expect(cache.get('project-0', 1, 'all:1:30')).toBeUndefined();
    expect(cache.get(`project-${VersionListCache.MAX_PROJECTS}`, 1, 'all:1:30')).toEqual(page(VersionListCache.MAX_PROJECTS));
  });
});
