import { describe, expect, it } from 'vitest';
import { parseCommandGroups, splitList } from './template-helpers.ts';

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

describe('parseCommandGroups', () => {
  it('reads headings, commands and their shortcuts, numbering the commands across groups', () => {
    expect(parseCommandGroups('Suggestions: New project (⌘N), Search docs; Settings: Profile (⌘P)')).toEqual([
      {
        heading: 'Suggestions',
        items: [
          { label: 'New project', shortcut: '⌘N', index: 0 },
          { label: 'Search docs', shortcut: '', index: 1 },
        ],
      },
      { heading: 'Settings', items: [{ label: 'Profile', shortcut: '⌘P', index: 2 }] },
    ]);
  });

  it('keeps a group without a heading, drops empty groups, and reads a lone parenthesis as a label', () => {
    expect(parseCommandGroups('Open, Close ;  Empty: ;; (⌘K)')).toEqual([
      {
        heading: '',
        items: [
          { label: 'Open', shortcut: '', index: 0 },
          { label: 'Close', shortcut: '', index: 1 },
        ],
      },
      { heading: '', items: [{ label: '(⌘K)', shortcut: '', index: 2 }] },
    ]);
    expect(parseCommandGroups(null)).toEqual([]);
  });
});
