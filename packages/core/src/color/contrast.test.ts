import { describe, expect, it } from 'vitest';
import { KitsmithError } from '../errors.ts';
import { apcaContrast, contrastRatio, relativeLuminance } from './contrast.ts';

describe('contrastRatio', () => {
  it('matches known WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#7c3aed', '#7c3aed')).toBe(1);
  });

  it('is symmetric and accepts any CSS colour', () => {
    expect(contrastRatio('#fff', '#777')).toBe(contrastRatio('#777', '#fff'));
    expect(contrastRatio('white', 'rgb(0 0 0)')).toBeCloseTo(21, 10);
  });
});

describe('apcaContrast', () => {
  it('is signed by polarity, as colorjs.io returns it', () => {
    expect(apcaContrast('#000', '#fff')).toBeCloseTo(106.04, 2);
    expect(apcaContrast('#fff', '#000')).toBeCloseTo(-107.88, 2);
  });

  it('is zero for identical colours', () => {
    expect(apcaContrast('#7c3aed', '#7c3aed')).toBe(0);
  });
});

describe('relativeLuminance', () => {
  it('runs from 0 for black to 1 for white', () => {
    expect(relativeLuminance('#000')).toBeCloseTo(0, 10);
    expect(relativeLuminance('#fff')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#777')).toBeCloseTo(0.1845, 4);
  });
});

describe('invalid colours', () => {
  it.each([
    ['contrastRatio', () => contrastRatio('nope', '#fff')],
    ['contrastRatio background', () => contrastRatio('#fff', '')],
    ['apcaContrast', () => apcaContrast('#fff', '#12345')],
    ['relativeLuminance', () => relativeLuminance('rgb(1 2)')],
  ])('%s throws INVALID_COLOR', (_name, run) => {
    expect(run).toThrow(KitsmithError);
    expect(run).toThrow(expect.objectContaining({ code: 'INVALID_COLOR' }));
  });
});
