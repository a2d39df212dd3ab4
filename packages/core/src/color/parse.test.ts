import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatColor, hexToRgb, toHex, toOklch } from './parse.ts';

const randomHex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('hexToRgb', () => {
  it('converts six hex digits with or without #, in any case', () => {
    expect(hexToRgb('#7c3aed')).toEqual({ r: 124, g: 58, b: 237 });
    expect(hexToRgb('7c3aed')).toEqual({ r: 124, g: 58, b: 237 });
    expect(hexToRgb('#7C3AED')).toEqual({ r: 124, g: 58, b: 237 });
    expect(hexToRgb('FFFFFF')).toEqual({ r: 255, g: 255, b: 255 });
    expect(hexToRgb('#000000')).toEqual({ r: 0, g: 0, b: 0 });
  });

  it.each(['#abc', 'abc', '#7c3aedff', 'red', '#12345', '#1234567', '', '#', ' #7c3aed', '#7c3aed ', '##7c3aed', '#7c3aeg', 'rgb(1 2 3)'])(
    'rejects %j',
    (input) => {
      expect(hexToRgb(input)).toBeUndefined();
    },
  );
});

describe('toHex', () => {
  it.each([
    ['#7c3aed', '#7c3aed'],
    ['#7C3AED', '#7c3aed'],
    ['#abc', '#aabbcc'],
    ['#7c3aed80', '#7c3aed'],
    ['#abcd', '#aabbcc'],
    ['rgb(124 58 237)', '#7c3aed'],
    ['rgb(124, 58, 237)', '#7c3aed'],
    ['rgba(124, 58, 237, 0.5)', '#7c3aed'],
    ['hsl(262.1 83.3% 57.8%)', '#7c3aed'],
    ['oklch(0.541 0.247 293.01)', '#7c3aed'],
    ['red', '#ff0000'],
    ['RebeccaPurple', '#663399'],
    ['transparent', '#000000'],
    ['  #FFF  ', '#ffffff'],
    ['lab(100 0 0)', '#ffffff'],
    ['oklch(1.2 0.1 30)', '#ffffff'],
    ['oklch(0 0.1 30)', '#000000'],
    ['rgb(none 0 0)', '#000000'],
  ])('normalises %j to %s', (input, hex) => {
    expect(toHex(input)).toBe(hex);
  });

  it('gamut-maps out-of-sRGB colours instead of clipping them channel by channel', () => {
    const mapped = toHex('color(display-p3 0 1 0)');
    expect(mapped).toMatch(/^#[0-9a-f]{6}$/);
    expect(mapped).not.toBe('#00ff00');
    expect(toHex('oklch(0.7 0.5 140)')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(['', 'nope', '#12345', '#1234567', '7c3aed', 'rgb(1 2)', 'rgb(NaN 0 0)', 'oklch(0.5 1e999 0)', 'hsl(', 'color(foo 1 2 3)'])(
    'gives undefined for %j',
    (input) => {
      expect(toHex(input)).toBeUndefined();
    },
  );

  it('is idempotent', () => {
    fc.assert(
      fc.property(randomHex, (hex) => toHex(hex) === hex && toHex(hex.toUpperCase()) === hex),
      { numRuns: 2000 },
    );
  });
});

describe('formatColor', () => {
  it('writes each format', () => {
    expect(formatColor('#7c3aed', 'hex')).toBe('#7c3aed');
    expect(formatColor('#7c3aed', 'rgb')).toBe('rgb(124 58 237)');
    expect(formatColor('#7c3aed', 'hsl')).toBe('hsl(262.1 83.3% 57.8%)');
    expect(formatColor('#7c3aed', 'oklch')).toBe('oklch(0.541 0.247 293.01)');
  });

  it('drops trailing zeros and writes hue 0 for greys', () => {
    expect(formatColor('white', 'rgb')).toBe('rgb(255 255 255)');
    expect(formatColor('white', 'hsl')).toBe('hsl(0 0% 100%)');
    expect(formatColor('white', 'oklch')).toBe('oklch(1 0 0)');
    expect(formatColor('#000', 'oklch')).toBe('oklch(0 0 0)');
    expect(formatColor('#808080', 'hsl')).toBe('hsl(0 0% 50.2%)');
    expect(formatColor('#ff0000', 'hsl')).toBe('hsl(0 100% 50%)');
  });

  it('gives undefined for unparsable input', () => {
    expect(formatColor('nope', 'rgb')).toBeUndefined();
  });

  it('round-trips rgb and hsl exactly', () => {
    fc.assert(
      fc.property(randomHex, (hex) => toHex(formatColor(hex, 'rgb') ?? '') === hex && toHex(formatColor(hex, 'hsl') ?? '') === hex),
      { numRuns: 2000 },
    );
  });

  it('writes oklch that parses back to a nearby colour', () => {
    // 3 decimals of lightness cannot pin down a channel near 0 of a saturated cyan exactly.
    fc.assert(
      fc.property(randomHex, (hex) => {
        const before = toOklch(hex);
        const after = toOklch(formatColor(hex, 'oklch') ?? '');
        return before !== undefined && after !== undefined && Math.abs(before.l - after.l) < 0.002;
      }),
      { numRuns: 2000 },
    );
  });
});

describe('toOklch', () => {
  it('converts a chromatic colour', () => {
    const oklch = toOklch('#7c3aed');
    expect(oklch?.l).toBeCloseTo(0.5413, 4);
    expect(oklch?.c).toBeCloseTo(0.2466, 4);
    expect(oklch?.h).toBeCloseTo(293.009, 3);
  });

  it('gives hue 0 and chroma 0 for greys, and keeps lightness within 0..1', () => {
    expect(toOklch('#ffffff')).toEqual({ l: 1, c: 0, h: 0 });
    expect(toOklch('#000000')).toEqual({ l: 0, c: 0, h: 0 });
    expect(toOklch('#808080')).toMatchObject({ c: 0, h: 0 });
  });

  it('gives undefined for unparsable input', () => {
    expect(toOklch('nope')).toBeUndefined();
  });
});
