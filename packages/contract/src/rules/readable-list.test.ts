import { describe, expect, it } from 'vitest';
import { readableList } from './readable-list.ts';

describe('readableList', () => {
  it('joins the last two with "and" and the others with commas', () => {
    expect(readableList([])).toBe('');
    expect(readableList(['CSS'])).toBe('CSS');
    expect(readableList(['CSS', 'React'])).toBe('CSS and React');
    expect(readableList(['CSS', 'React', 'Vue'])).toBe('CSS, React and Vue');
  });

  it('shows the first five of more than six, and how many more', () => {
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(readableList(seven.slice(0, 6))).toBe('a, b, c, d, e and f');
    expect(readableList(seven)).toBe('a, b, c, d, e and 2 more');
    expect(readableList(seven, 3)).toBe('a, b and 5 more');
  });
});
