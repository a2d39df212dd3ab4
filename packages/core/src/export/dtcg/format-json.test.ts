import { describe, expect, it } from 'vitest';
import { prettierFormat } from '../../test-support/prettier.ts';
import { formatJson } from './format-json.ts';

const samples: Record<string, unknown> = {
  scalars: { a: 1, b: 'two', c: true, d: null, e: -0.5, f: 'quote " and \\ and \u00e9' },
  empties: { object: {}, array: [], nested: { inner: {} } },
  'short number array': { $value: [0.2, 0, 0, 1] },
  'long number array': { values: Array.from({ length: 40 }, (_, index) => index * 1.125) },
  'string arrays': { short: ['a', 'b'], long: Array.from({ length: 12 }, (_, index) => `family-${index}-name`) },
  'objects in arrays': {
    stops: [
      { color: '{color.primary}', position: 0 },
      { color: '#fff', position: 1 },
    ],
  },
  'one small object in an array': { list: [{ a: 1 }] },
  'nested arrays': {
    pairs: [
      [1, 2],
      [3, 4],
    ],
    single: [[1, 2]],
    mixed: [[1], 2],
  },
  'undefined is left out': { kept: 1, dropped: undefined },
  'top-level array': [1, 2, 3],
  'exactly 80 columns': { key: Array.from({ length: 22 }, () => 1) },
};

describe('formatJson', () => {
  it.each(Object.entries(samples))('%s: prints what prettier prints', async (_name, value) => {
    const text = formatJson(value);
    expect(text).toBe(await prettierFormat('x.tokens.json', text));
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('breaks a number array at exactly the column prettier does', async () => {
    for (let length = 18; length <= 26; length++) {
      const text = formatJson({ key: Array.from({ length }, () => 1) });
      expect(text).toBe(await prettierFormat('x.json', text));
    }
  });
});
