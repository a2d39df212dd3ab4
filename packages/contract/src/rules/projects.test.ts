import { describe, expect, it } from 'vitest';
import { newProjectDefaults, registryItemUrlFor, shadcnRegistryEntry, shareableLinkFor } from './projects.ts';

describe('newProjectDefaults', () => {
  it('holds the defaults of spec sections 5 and 7', () => {
    expect(newProjectDefaults).toEqual({
      name: 'New Project',
      description: 'A new design system project',
      visibility: 'private',
      version: '1.0.0',
      is_template: false,
      framework: 'react',
      tags: [],
    });
    expect(Object.isFrozen(newProjectDefaults)).toBe(true);
    expect(Object.isFrozen(newProjectDefaults.tags)).toBe(true);
  });
});

describe('shareableLinkFor', () => {
  it('joins origin and id with /p/', () => {
    expect(shareableLinkFor('http://localhost:5173', 'abc')).toBe('http://localhost:5173/p/abc');
    expect(shareableLinkFor('http://localhost:5173//', 'abc')).toBe('http://localhost:5173/p/abc');
  });

  it('encodes an id that is not URL-safe', () => {
    expect(shareableLinkFor('https://kitsmith.example', 'a b/c')).toBe('https://kitsmith.example/p/a%20b%2Fc');
  });
});

describe('registryItemUrlFor and shadcnRegistryEntry', () => {
  it('puts the item at /r/{id}.json, and the private registry entry reads the token from the environment', () => {
    expect(registryItemUrlFor('https://kitsmith.example/', 'a b')).toBe('https://kitsmith.example/r/a%20b.json');
    expect(shadcnRegistryEntry('https://kitsmith.example/')).toEqual({
      '@kitsmith': { url: 'https://kitsmith.example/r/{name}.json', headers: { Authorization: 'Bearer ${KITSMITH_TOKEN}' } },
    });
  });
});
