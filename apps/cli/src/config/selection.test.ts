import { describe, expect, it } from 'vitest';
import { componentsFlag, formatListFlag } from './selection.ts';

describe('flag lists', () => {
  it('reads formats separated by commas, each once', () => {
    expect(formatListFlag.parse('css, tailwind,css')).toEqual(['css', 'tailwind']);
  });

  it('names an unknown format and lists the known ones', () => {
    const result = formatListFlag.safeParse('css,flash');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'unknown format "flash" (formats: css, scss, tailwind, shadcn, typescript, react, vue, dtcg, html, package)',
    );
    expect(formatListFlag.safeParse(' , ').success).toBe(false);
  });

  it('reads component ids or "all"', () => {
    expect(componentsFlag.parse('button, card')).toEqual(['button', 'card']);
    expect(componentsFlag.parse('all')).toBe('all');
    expect(componentsFlag.safeParse(',').success).toBe(false);
  });
});
