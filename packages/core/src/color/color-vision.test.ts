import { describe, expect, it } from 'vitest';
import Color from 'colorjs.io';
import fc from 'fast-check';
import { COLOR_VISION_KINDS, colorVisionFilterValues, colorVisionMatrix, simulateColorVision } from './color-vision.ts';
import { relativeLuminance } from './contrast.ts';
import { findAllLookalikePairs, findLookalikePairs, LOOKALIKE_DISTANCE } from './lookalike-pairs.ts';

/** Machado, Oliveira & Fernandes 2009, table of precomputed matrices, severity 1.0 (row-major, linear RGB). */
const MACHADO_2009 = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
} as const;

/** The paper's model done independently of culori: colorjs.io's linear sRGB, the published matrix, back to sRGB. */
function byHand(hex: string, matrix: readonly number[]): string {
  const [r, g, b] = new Color(hex).to('srgb-linear').coords as [number, number, number];
  const row = (i: number) => matrix[i * 3]! * r + matrix[i * 3 + 1]! * g + matrix[i * 3 + 2]! * b;
  return new Color('srgb-linear', [row(0), row(1), row(2)]).to('srgb').toGamut({ method: 'clip' }).toString({ format: 'hex', collapse: false });
}

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const channelsOf = (value: string) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));

describe('simulateColorVision', () => {
  it('reads the published Machado 2009 matrices (severity 1.0) off culori', () => {
    for (const [kind, published] of Object.entries(MACHADO_2009)) {
      colorVisionMatrix(kind as keyof typeof MACHADO_2009).forEach((value, i) => expect(value).toBeCloseTo(published[i]!, 6));
    }
  });

  it('applies them in linear RGB, as the paper does: the same colour as an independent implementation, within one step', () => {
    fc.assert(
      fc.property(hex, fc.constantFrom('protanopia', 'deuteranopia', 'tritanopia') as fc.Arbitrary<keyof typeof MACHADO_2009>, (color, kind) => {
        const ours = channelsOf(simulateColorVision(color, kind));
        const theirs = channelsOf(byHand(color, MACHADO_2009[kind]));
        ours.forEach((channel, i) => expect(Math.abs(channel - theirs[i]!)).toBeLessThanOrEqual(1));
      }),
      { numRuns: 300 },
    );
  });

  it('shows pure red as a dark olive to a protanope and keeps white white for every kind', () => {
    expect(simulateColorVision('#ff0000', 'protanopia')).toBe(byHand('#ff0000', MACHADO_2009.protanopia));
    expect(simulateColorVision('#ff0000', 'deuteranopia')).not.toBe('#ff0000');
    for (const kind of COLOR_VISION_KINDS) expect(simulateColorVision('#ffffff', kind)).toBe('#ffffff');
  });

  it('turns every colour into the grey of its own luminance under achromatopsia', () => {
    fc.assert(
      fc.property(hex, (color) => {
        const grey = simulateColorVision(color, 'achromatopsia');
        const [r, g, b] = channelsOf(grey);
        expect(r).toBe(g);
        expect(g).toBe(b);
        expect(relativeLuminance(grey)).toBeCloseTo(relativeLuminance(color), 2);
      }),
      { numRuns: 200 },
    );
  });

  it('throws on what is not a colour', () => {
    expect(() => simulateColorVision('nope', 'protanopia')).toThrow(/not a colour/);
  });

  it('writes the SVG feColorMatrix values: the 3x3 matrix in a 4x5 one that keeps alpha', () => {
    expect(colorVisionFilterValues('deuteranopia')).toBe(
      '0.367322 0.860646 -0.227968 0 0 0.280085 0.672501 0.047413 0 0 -0.01182 0.04294 0.968881 0 0 0 0 0 1 0',
    );
    expect(colorVisionFilterValues('achromatopsia').split(' ').slice(0, 3)).toEqual(['0.2126', '0.7152', '0.0722']);
  });
});

describe('findLookalikePairs', () => {
  // Sea green and indian red, of nearly one lightness: the classic pair red-green colour blindness merges.
  const colors = { success: '#2e8b57', danger: '#cd5c5c', warning: '#b45309', info: '#0369a1', primary: '#7c3aed', accent: '#0891b2', secondary: '#db2777' };

  it('flags success and danger under deuteranopia and protanopia, not under tritanopia', () => {
    const deuteranopia = findLookalikePairs(colors, 'deuteranopia');
    expect(deuteranopia.map(({ a, b }) => `${a}/${b}`)).toContain('success/danger');
    const pair = deuteranopia.find(({ a, b }) => a === 'success' && b === 'danger')!;
    expect(pair.distance).toBeLessThan(LOOKALIKE_DISTANCE);
    expect(pair.seenDistance).toBeGreaterThanOrEqual(LOOKALIKE_DISTANCE);
    expect(findLookalikePairs(colors, 'protanopia').map(({ a, b }) => `${a}/${b}`)).toContain('success/danger');
    expect(findLookalikePairs(colors, 'tritanopia').map(({ a, b }) => `${a}/${b}`)).not.toContain('success/danger');
  });

  it('does not flag a pair already alike in full colour vision, nor one with a colour missing', () => {
    expect(findLookalikePairs({ success: '#3f8f3f', danger: '#3f8f40' }, 'deuteranopia')).toEqual([]);
    expect(findLookalikePairs({ success: '#3f8f3f' }, 'deuteranopia')).toEqual([]);
  });

  it('keeps apart colours that differ in lightness, whatever the kind', () => {
    const all = findAllLookalikePairs({ success: '#14532d', danger: '#fca5a5' });
    for (const kind of COLOR_VISION_KINDS) expect(all[kind]).toEqual([]);
  });
});
