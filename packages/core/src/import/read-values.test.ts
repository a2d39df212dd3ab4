import { describe, expect, it } from 'vitest';
import { readAlpha, readColor, readCubicBezier, readFontStack, readMs, readNumber, readPx } from './read-values.ts';

describe('read-values', () => {
  it('reads colours in any CSS syntax and DTCG objects as hex', () => {
    expect(readColor('#7C3AED')).toBe('#7c3aed');
    expect(readColor('rgb(124 58 237)')).toBe('#7c3aed');
    expect(readColor('hsl(262.1 83.3% 57.8%)')).toBe('#7c3aed');
    expect(readColor({ colorSpace: 'oklch', components: [0.541, 0.247, 293.01] })).toBe('#7c3aed');
    expect(readColor({ colorSpace: 'srgb', components: [0, 0, 0], hex: '#7c3aed' })).toBe('#7c3aed');
    expect(readColor('nope')).toBeUndefined();
    expect(readColor(12)).toBeUndefined();
  });

  it('reads alpha', () => {
    expect(readAlpha('#0000001a')).toBeCloseTo(0.102, 3);
    expect(readAlpha('rgba(0,0,0,0.05)')).toBe(0.05);
    expect(readAlpha('rgb(0 0 0 / 10%)')).toBe(0.1);
    expect(readAlpha('#000000')).toBe(1);
    expect(readAlpha('transparent')).toBe(0);
  });

  it('reads lengths, durations, numbers, font stacks and curves', () => {
    expect([
      readPx('12px'),
      readPx('0.75rem'),
      readPx('16'),
      readPx(8),
      readPx({ value: 1, unit: 'rem' }),
      readPx('1vw'),
    ]).toEqual([12, 12, 16, 8, 16, undefined]);
    expect([readMs('300ms'), readMs('0.3s'), readMs(150), readMs({ value: 0.2, unit: 's' }), readMs('fast')]).toEqual([
      300,
      300,
      150,
      200,
      undefined,
    ]);
    expect([readNumber('150%'), readNumber(1.5), readNumber('1.2'), readNumber('normal')]).toEqual([
      1.5,
      1.5,
      1.2,
      undefined,
    ]);
    expect(readFontStack(['Inter', 'Helvetica Neue', 'sans-serif'])).toBe('Inter, "Helvetica Neue", sans-serif');
    // A word that cannot be a plain family name (a digit first, a CSS keyword) is quoted too, so the model takes it.
    expect(readFontStack(['3270', 'inherit', 'ui-monospace'])).toBe('"3270", "inherit", ui-monospace');
    expect(readFontStack("'JetBrains Mono', monospace")).toBe("'JetBrains Mono', monospace");
    expect(readCubicBezier('cubic-bezier(0.4, 0, 0.2, 1)')).toEqual([0.4, 0, 0.2, 1]);
    expect(readCubicBezier([1, 2])).toBeUndefined();
  });
});
