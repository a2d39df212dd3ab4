import { describe, expect, it } from 'vitest';
import { newProjectDefaults, shareableLinkFor } from './projects.ts';

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
