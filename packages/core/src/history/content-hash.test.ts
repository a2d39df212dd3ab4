import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, type DesignSystem } from '../model/design-system.ts';
import { canonicalJson, designContentHash, fnv1a64 } from './content-hash.ts';

describe('fnv1a64', () => {
  // Reference values of FNV-1a 64 (the FNV authors' test suite).
  it.each([
    ['', 'cbf29ce484222325'],
    ['a', 'af63dc4c8601ec8c'],
    ['foobar', '85944171f73967e8'],
  ])('of %j is %s', (text, hash) => {
    expect(fnv1a64(text)).toBe(hash);
  });

  it('hashes the UTF-8 bytes of text beyond ASCII', () => {
    expect(fnv1a64('é')).toBe(fnv1a64('\u00e9'));
    expect(fnv1a64('é')).not.toBe(fnv1a64('e'));
    expect(fnv1a64('😀')).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and leaves out undefined, as JSON does', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: undefined }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"f":2}]},"b":1}');
  });
});

describe('designContentHash', () => {
  it('is the same for the same design whatever its keys’ order', () => {
    const reordered = Object.fromEntries(Object.entries(structuredClone(defaultDesignSystem)).reverse()) as DesignSystem;
    expect(designContentHash(reordered)).toBe(designContentHash(defaultDesignSystem));
  });

  it('differs when any value differs', () => {
    const changed = { ...defaultDesignSystem, radius: { base: 9 } };
    expect(designContentHash(changed)).not.toBe(designContentHash(defaultDesignSystem));
    expect(designContentHash(defaultDesignSystem)).toMatch(/^[0-9a-f]{16}$/);
  });
});
