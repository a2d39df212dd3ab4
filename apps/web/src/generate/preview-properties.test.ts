import { describe, expect, it } from 'vitest';
import { previewProperties, readProperties } from './preview-properties.ts';

describe('previewProperties', () => {
  it('reads the properties a sheet uses', () => {
    expect(readProperties('.a { color: var(--primary); padding: var(--space-2) var(--space-4); }')).toEqual(new Set(['--primary', '--space-2', '--space-4']));
  });

  it('keeps only those, each resolved through its chain of references to a literal', () => {
    const all = new Map([
      ['--palette-primary-600', '#0f766e'],
      ['--primary', 'var(--palette-primary-600)'],
      ['--button-background', 'var(--primary)'],
      ['--button-shadow', '0 1px 2px var(--shadow-colour)'],
      ['--unused', 'red'],
    ]);
    expect(previewProperties(all, new Set(['--button-background', '--button-shadow', '--missing']))).toEqual(
      new Map([
        ['--button-background', '#0f766e'],
        ['--button-shadow', '0 1px 2px var(--shadow-colour)'],
      ]),
    );
  });

  it('stops at a reference cycle instead of looping', () => {
    const all = new Map([
      ['--a', 'var(--b)'],
      ['--b', 'var(--a)'],
    ]);
    expect(previewProperties(all, new Set(['--a'])).get('--a')).toMatch(/var\(--[ab]\)/);
  });
});
