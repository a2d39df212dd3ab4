import { describe, expect, it } from 'vitest';
import { animationDurationMs, px, rem, round, spacingMultiplier } from './scales.ts';

describe('spec section 9 constants', () => {
  it('spacing multiplier: loose 1.5, tight 0.75, otherwise 1', () => {
    expect(spacingMultiplier('loose')).toBe(1.5);
    expect(spacingMultiplier('tight')).toBe(0.75);
    expect(spacingMultiplier('normal')).toBe(1);
  });

  it('animation duration: bold 400 ms, moderate 300 ms, otherwise 200 ms', () => {
    expect(animationDurationMs('bold')).toBe(400);
    expect(animationDurationMs('moderate')).toBe(300);
    expect(animationDurationMs('subtle')).toBe(200);
  });
});

describe('units', () => {
  it('formats px and rem without float noise', () => {
    expect(rem(16)).toBe('1rem');
    expect(rem(4 * 0.75)).toBe('0.1875rem');
    expect(px(0.1 + 0.2)).toBe('0.3px');
    expect(round(1.23456, 2)).toBe(1.23);
  });
});
