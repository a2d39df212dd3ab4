import { describe, expect, it } from 'vitest';
import { evaluateMath } from './evaluate-math.ts';

describe('evaluateMath', () => {
  it.each([
    ['4 * 2', 8],
    ['4px * 2', '8px'],
    ['(8px + 4px) / 2', '6px'],
    ['16 * 1.125', 18],
    ['-2px', '-2px'],
    ['1rem - 0.25rem', '0.75rem'],
    ['10px / 5px', 2],
    ['1 / 3', 0.3333],
  ])('%s = %s', (text, expected) => {
    expect(evaluateMath(text)).toBe(expected);
  });

  it.each(['4px * 2px', '1px + 1rem', '1 / 0', 'calc(1px + 1em)', 'roundTo(4.2)', '(1 + 2', '', 'red'])(
    '%s is not evaluated',
    (text) => {
      expect(evaluateMath(text)).toBeUndefined();
    },
  );
});
