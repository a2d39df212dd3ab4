import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KitsmithError } from '../errors.ts';
import { PALETTE_LIGHTNESS, PALETTE_STEPS, generatePalette } from './palette.ts';
import { toHex, toOklch } from './parse.ts';

const HEX = /^#[0-9a-f]{6}$/;

function lightness(hex: string): number {
  const oklch = toOklch(hex);
  if (oklch === undefined) throw new Error(`unparsable ${hex}`);
  return oklch.l;
}

/** Every guarantee generatePalette makes; throws with the palette on failure so fast-check reports it. */
function checkPalette(input: string): void {
  const { steps, keyStep } = generatePalette(input);
  const values = PALETTE_STEPS.map((step) => steps[step]);
  expect(Object.keys(steps)).toEqual([...PALETTE_STEPS]);
  for (const hex of values) {
    expect(hex).toMatch(HEX);
    expect(toHex(hex)).toBe(hex);
  }
  expect(steps[keyStep]).toBe(toHex(input));
  const ls = values.map(lightness);
  for (let index = 1; index < ls.length; index++) {
    if (!((ls[index] ?? 0) < (ls[index - 1] ?? 0))) {
      throw new Error(`lightness not strictly decreasing for ${input}: ${JSON.stringify(steps)} ${ls.join(' ')}`);
    }
  }
}

const randomHex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const decimal = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
// Lightness a little beyond 0..1 and chroma far beyond sRGB, so many are out of gamut.
const randomOklch = fc
  .tuple(decimal(-0.05, 1.05), decimal(0, 0.5), decimal(0, 360))
  .map(([l, c, h]) => `oklch(${l} ${c} ${h})`);

describe('generatePalette', () => {
  it('keeps the default brand colour and spans light to dark', () => {
    const { steps, keyStep } = generatePalette('#7c3aed');
    expect(keyStep).toBe('600');
    expect(steps['600']).toBe('#7c3aed');
    expect(lightness(steps['50'])).toBeGreaterThan(0.95);
    expect(lightness(steps['950'])).toBeLessThan(0.3);
    checkPalette('#7c3aed');
  });

  it('puts the input at the step whose target lightness is nearest', () => {
    expect(generatePalette('#ffffff').keyStep).toBe('50');
    expect(generatePalette('#000000').keyStep).toBe('950');
    expect(generatePalette('#0000ff').keyStep).toBe('800');
    expect(generatePalette('#ffff00').keyStep).toBe('50');
    expect(generatePalette('oklch(0.62 0.1 200)').keyStep).toBe('500');
  });

  it('has one lightness target per step, strictly decreasing', () => {
    expect(PALETTE_LIGHTNESS).toHaveLength(PALETTE_STEPS.length);
    PALETTE_LIGHTNESS.forEach((l, index) => {
      if (index > 0) expect(l).toBeLessThan(PALETTE_LIGHTNESS[index - 1] ?? 1);
    });
  });

  it('keeps its hue: a grey input gives a grey palette', () => {
    for (const hex of Object.values(generatePalette('#808080').steps)) {
      expect(toOklch(hex)?.c).toBeLessThan(1e-6);
    }
  });

  it.each(['#ffffff', '#000000', '#fefefe', '#010101', '#ffff00', '#0000ff', '#00ffff', '#ff00ff', '#f3f3f3', '#0a0a0a', 'red', 'oklch(0.9525 0.05 100)', 'oklch(0.33 0.2 264)'])(
    'holds its guarantees for %s',
    (input) => {
      checkPalette(input);
    },
  );

  it('holds its guarantees for every grey', () => {
    for (let level = 0; level < 256; level++) {
      const byte = level.toString(16).padStart(2, '0');
      checkPalette(`#${byte}${byte}${byte}`);
    }
  });

  it('holds its guarantees for random hex colours', () => {
    fc.assert(fc.property(randomHex, (hex) => checkPalette(hex)), { numRuns: 3000 });
  });

  it('holds its guarantees for random OKLCH colours, in and out of gamut', () => {
    fc.assert(fc.property(randomOklch, (color) => checkPalette(color)), { numRuns: 3000 });
  });

  it('holds its guarantees at the lightness boundaries between steps', () => {
    const midpoints = PALETTE_LIGHTNESS.slice(1).map((l, index) => (l + (PALETTE_LIGHTNESS[index] ?? 1)) / 2);
    fc.assert(
      fc.property(fc.constantFrom(...midpoints), decimal(-0.01, 0.01), decimal(0, 0.4), decimal(0, 360), (mid, offset, c, h) =>
        checkPalette(`oklch(${mid + offset} ${c} ${h})`),
      ),
      { numRuns: 1000 },
    );
  });

  it('returns a fresh object each call', () => {
    const first = generatePalette('#7c3aed');
    first.steps['50'] = '#000000';
    expect(generatePalette('#7c3aed').steps['50']).not.toBe('#000000');
  });

  it('throws INVALID_COLOR for an unparsable colour', () => {
    expect(() => generatePalette('not-a-colour')).toThrow(KitsmithError);
    expect(() => generatePalette('#12345')).toThrow(expect.objectContaining({ code: 'INVALID_COLOR' }));
  });
});
