import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../color/index.ts';
import { toOklch } from '../color/parse.ts';
import { FALLBACK_STACKS } from '../fonts/catalogue.ts';
import { fontOfStack } from '../fonts/fonts.ts';
import { parseDesignSystem } from '../model/design-system.ts';
import { candidateDistance, MIN_CANDIDATE_DISTANCE } from './candidate-distance.ts';
import { generateDesignSystem, InvalidGenerateInputError } from './generate-design-system.ts';
import { ContrastTargetUnreachableError } from './generate-errors.ts';
import { hueDistance } from './harmony.ts';
import { CORNER_RADII } from './moods.ts';
import { STARTER_COMPONENTS } from './starter-components.ts';

const TEAL = '#0f766e';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected it to throw');
}

describe('generateDesignSystem', () => {
  const candidates = generateDesignSystem({ brandColors: [TEAL], mood: 'calm' });

  it('gives six candidates by default, each a complete design that parses as it is', () => {
    expect(candidates).toHaveLength(6);
    for (const { design } of candidates) expect(parseDesignSystem(structuredClone(design))).toEqual(design);
  });

  it('keeps the brand colour as the primary, in the case the model stores', () => {
    const [first] = generateDesignSystem({ brandColors: ['#0F766E'] });
    expect(first?.design.theme.primaryColor).toBe(TEAL);
    expect(first?.report.find((pair) => pair.mode === 'light' && pair.background === 'primary')?.backgroundValue).toBe(TEAL);
  });

  it('writes a one-line rationale naming the harmony, the type pairing and the corners', () => {
    for (const candidate of candidates) {
      expect(candidate.rationale).toMatch(/^(Analogous|Complementary|Split-complementary|Triadic) (secondary and accent|accent), .+, soft \d+ px corners/);
      expect(candidate.rationale).toContain(candidate.fonts.heading);
      expect(candidate.rationale).toContain(`${candidate.corners.radius} px`);
    }
  });

  it('tries the mood\'s harmonies in order, placing the accent on the harmony\'s hue', () => {
    expect(candidates.map((c) => c.harmony).slice(0, 4)).toEqual(['analogous', 'split', 'complementary', 'triadic']);
    const teal = toOklch(TEAL)?.h ?? 0;
    const complementary = candidates.find((c) => c.harmony === 'complementary');
    const accentHue = toOklch(complementary?.design.theme.accentColor ?? '')?.h ?? 0;
    expect(hueDistance(accentHue, teal)).toBeGreaterThan(150);
  });

  it('is the same for the same seed, and differs for another', () => {
    expect(generateDesignSystem({ brandColors: [TEAL], mood: 'calm' })).toEqual(candidates);
    const other = generateDesignSystem({ brandColors: [TEAL], mood: 'calm', seed: 7 });
    expect(other.map((c) => c.design)).not.toEqual(candidates.map((c) => c.design));
  });

  it('keeps candidates apart, even when all three colours are given and only type and shape can differ', () => {
    const locked = generateDesignSystem({ brandColors: [TEAL, '#f59e0b', '#1e293b'], count: 8 });
    expect(locked).toHaveLength(8);
    for (const candidate of locked) {
      expect(candidate.harmony).toBe('brand');
      expect(candidate.rationale.startsWith('Your three brand colours, ')).toBe(true);
      expect([candidate.design.theme.secondaryColor, candidate.design.theme.accentColor]).toEqual(['#f59e0b', '#1e293b']);
    }
    for (const [i, a] of locked.entries()) {
      for (const b of locked.slice(i + 1)) expect(candidateDistance(a.design, b.design)).toBeGreaterThanOrEqual(MIN_CANDIDATE_DISTANCE);
    }
  });

  it('generates only the accent when two brand colours are given', () => {
    const two = generateDesignSystem({ brandColors: [TEAL, '#f59e0b'], mood: 'playful' });
    for (const candidate of two) {
      expect(candidate.design.theme.secondaryColor).toBe('#f59e0b');
      expect(candidate.rationale).toMatch(/^(Triadic|Split-complementary|Complementary|Analogous) accent, /);
    }
  });

  it('holds every pair to the chosen target in light and dark, and stores the target in the design', () => {
    const apca = generateDesignSystem({ brandColors: [TEAL], contrast: 'APCA-75', count: 2 });
    for (const { design, report } of apca) {
      expect(design.contrastTarget).toBe('APCA-75');
      // Light and dark: 15 each; the high-contrast schemes add 18 each, which pass whatever the brand.
      expect(report.filter((pair) => pair.mode === 'light' || pair.mode === 'dark')).toHaveLength(30);
      for (const pair of report) {
        expect(pair.passes).toBe(true);
        if (!pair.graphic) expect(Math.abs(pair.apca)).toBeGreaterThanOrEqual(75);
      }
    }
    const aaa = generateDesignSystem({ brandColors: ['#0b5d57'], contrast: 'AAA', count: 2 });
    for (const { report } of aaa) {
      for (const pair of report) expect(contrastRatio(pair.foregroundValue, pair.backgroundValue)).toBeGreaterThanOrEqual(pair.graphic ? 3 : 7);
    }
  });

  it('refuses a target no text can reach on a brand colour, naming the colour, its best and the nearest shade that works', () => {
    const error = thrown(() => generateDesignSystem({ brandColors: [TEAL], contrast: 'AAA' }));
    expect(error).toBeInstanceOf(ContrastTargetUnreachableError);
    const unreachable = error as ContrastTargetUnreachableError;
    expect(unreachable.code).toBe('CONTRAST_TARGET_UNREACHABLE');
    expect(unreachable.message).toContain('primary #0f766e reaches 5.47:1 at best');
    expect(unreachable.reachableTargets).toEqual(['AA', 'APCA-60', 'APCA-75']);
    const nearest = unreachable.colors[0]?.nearest ?? '';
    expect(contrastRatio('#ffffff', nearest)).toBeGreaterThanOrEqual(7);
    expect(unreachable.suggestion).toContain(nearest);
    // The shade it suggests does work.
    expect(generateDesignSystem({ brandColors: [nearest], contrast: 'AAA', count: 1 })).toHaveLength(1);
  });

  it('refuses bad input with every problem named', () => {
    const cases: [unknown, string][] = [
      [{ brandColors: [] }, 'brandColors: must hold at least one brand colour'],
      [{ brandColors: ['#111111', '#222222', '#333333', '#444444'] }, 'brandColors: must hold at most three'],
      [{ brandColors: ['teal'] }, 'brandColors.0: must be a 6-digit hex colour'],
      [{ brandColors: [TEAL], count: 9 }, 'count: must be at most 8'],
      [{ brandColors: [TEAL], seed: -1 }, 'seed: must not be negative'],
      [{ brandColors: [TEAL], mood: 'grumpy' }, 'mood:'],
      [{ brandColors: [TEAL], contrast: 'AAAA' }, 'contrast:'],
    ];
    for (const [input, issue] of cases) {
      const error = thrown(() => generateDesignSystem(input as never));
      expect(error).toBeInstanceOf(InvalidGenerateInputError);
      expect((error as InvalidGenerateInputError).code).toBe('INVALID_GENERATE_INPUT');
      expect((error as InvalidGenerateInputError).issues.join('\n')).toContain(issue);
    }
  });

  it('follows the preferences: corners, type, density, motion', () => {
    const chosen = generateDesignSystem({
      brandColors: [TEAL],
      mood: 'corporate',
      corners: 'round',
      typePairing: 'serif',
      density: 'spacious',
      motion: 'none',
      count: 3,
    });
    for (const { design, fonts, corners } of chosen) {
      expect(CORNER_RADII.round).toContain(design.radius.base);
      expect(corners).toEqual({ style: 'round', radius: design.radius.base });
      expect(fonts.style).toBe('serif');
      expect(fontOfStack(design.typography.headingFamily)?.fallback).toBe(FALLBACK_STACKS.serif);
      expect(design.spacing.density).toBe('loose');
      expect(design.typography.density).toBe('spacious');
      expect(design.theme.animations).toBe(false);
      expect(design.theme.styleCategory).toBe('corporate');
    }
  });

  it('tints the greys with the neutral tint\'s hue, keeping them grey', () => {
    const [tinted] = generateDesignSystem({ brandColors: [TEAL], neutralTint: '#ff0000', count: 1 });
    const neutral = toOklch(tinted?.design.colors.neutral ?? '');
    const red = toOklch('#ff0000');
    expect(hueDistance(neutral?.h ?? 0, red?.h ?? 0)).toBeLessThan(5);
    expect(neutral?.c).toBeLessThanOrEqual(0.041);
  });

  it('places the starter components from the catalogue, and the mood\'s own', () => {
    const [technical] = generateDesignSystem({ brandColors: [TEAL], mood: 'technical', count: 1 });
    expect(technical?.design.components.map((c) => c.componentId)).toEqual([...STARTER_COMPONENTS, 'code-block']);
  });

  it('builds on a random hue when the brand colour is a grey', () => {
    const grey = generateDesignSystem({ brandColors: ['#777777'], count: 2 });
    for (const { design } of grey) expect(toOklch(design.theme.secondaryColor)?.c).toBeGreaterThan(0.03);
  });
});
