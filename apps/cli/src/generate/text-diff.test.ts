import { describe, expect, it } from 'vitest';
import { diffText, formatTextDiff } from './text-diff.ts';

describe('diffText', () => {
  it('gives the unified diff from the file on disk to the generated one', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n') + '\n';
    const after = ['a', 'b', 'c', 'd', 'E', 'f', 'g', 'h', 'i'].join('\n') + '\n';
    const diff = diffText('css/tokens.css', before, after);
    expect([diff.added, diff.removed]).toEqual([2, 1]);
    expect(formatTextDiff(diff)).toBe(
      [
        '--- a/css/tokens.css',
        '+++ b/css/tokens.css',
        '@@ -2,7 +2,8 @@',
        ' b',
        ' c',
        ' d',
        '-e',
        '+E',
        ' f',
        ' g',
        ' h',
        '+i',
      ].join('\n'),
    );
    expect(diff.lines.map((line) => line.kind)).toContain('hunk');
  });

  it('is empty for equal texts', () => {
    expect(diffText('x', 'same\n', 'same\n').lines).toEqual([]);
  });
});
