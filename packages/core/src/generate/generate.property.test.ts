import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apcaContrast, contrastRatio } from '../color/index.ts';
import { FONT_CATALOGUE } from '../fonts/catalogue.ts';
import { fontOfStack } from '../fonts/fonts.ts';
import type { ContrastTarget } from '../model/primitives.ts';
import { resolveTokens } from '../tokens/resolve-tokens.ts';
import { candidateDistance, MIN_CANDIDATE_DISTANCE } from './candidate-distance.ts';
import { generateDesignSystem } from './generate-design-system.ts';
import { ContrastTargetUnreachableError } from './generate-errors.ts';
import { GENERATE_PROPERTY_RUNS as RUNS, randomGenerateInput as input } from '../test-support/generate-input-arbitrary.ts';

/** Measured here from the colours themselves, not from the resolver's rounded report. */
function reaches(text: string, background: string, target: ContrastTarget): boolean {
  switch (target) {
    case 'AA':
      return contrastRatio(text, background) >= 4.5;
    case 'AAA':
      return contrastRatio(text, background) >= 7;
    case 'APCA-60':
      return Math.abs(apcaContrast(text, background)) >= 60;
    case 'APCA-75':
      return Math.abs(apcaContrast(text, background)) >= 75;
  }
}

/** Whether any text at all (white or black are the extremes) reaches the target on a colour. */
const anyTextReaches = (fill: string, target: ContrastTarget) => reaches('#ffffff', fill, target) || reaches('#000000', fill, target);

describe('generateDesignSystem over random inputs', () => {
  // Among the promises: heading, body and mono stacks each start with a catalogue font, so they load and export.
  it('keeps every promise, or says which brand colour cannot carry text at the target', () => {
    fc.assert(
      fc.property(input, (given) => {
        const target = given.contrast ?? 'AA';
        const brands = given.brandColors.map((color) => color.toLowerCase());
        const impossible = brands.filter((color) => !anyTextReaches(color, target));
        let candidates;
        try {
          candidates = generateDesignSystem(given);
        } catch (error) {
          expect(error).toBeInstanceOf(ContrastTargetUnreachableError);
          expect((error as ContrastTargetUnreachableError).colors.map((c) => c.color)).toEqual(impossible);
          for (const { nearest } of (error as ContrastTargetUnreachableError).colors) expect(anyTextReaches(nearest, target)).toBe(true);
          return;
        }
        expect(impossible).toEqual([]);
        expect(candidates).toHaveLength(given.count ?? 6);
        for (const { design } of candidates) {
          const { report } = resolveTokens(design);
          // Light and dark, 15 pairs each; the high-contrast schemes' 36 are held to 7:1 and Lc 75, above every target.
          expect(report.filter((pair) => pair.mode === 'light' || pair.mode === 'dark')).toHaveLength(30);
          expect(report).toHaveLength(66);
          for (const pair of report) {
            if (pair.graphic) expect(contrastRatio(pair.foregroundValue, pair.backgroundValue)).toBeGreaterThanOrEqual(3);
            else expect(reaches(pair.foregroundValue, pair.backgroundValue, target)).toBe(true);
          }
          const lightFill = (role: string) => report.find((pair) => pair.mode === 'light' && pair.background === role)?.backgroundValue;
          ['primary', 'secondary', 'accent'].slice(0, brands.length).forEach((role, index) => {
            expect(lightFill(role)).toBe(brands[index]);
          });
          for (const stack of [design.typography.headingFamily, design.typography.bodyFamily, design.typography.monoFamily]) {
            expect(FONT_CATALOGUE, stack).toContain(fontOfStack(stack));
          }
        }
        for (let i = 0; i < candidates.length; i++) {
          for (let j = i + 1; j < candidates.length; j++) {
            const [a, b] = [candidates[i], candidates[j]];
            if (!a || !b) throw new Error('missing candidate');
            expect(candidateDistance(a.design, b.design)).toBeGreaterThanOrEqual(MIN_CANDIDATE_DISTANCE);
          }
        }
      }),
      { numRuns: RUNS },
    );
  }, 0);
});
