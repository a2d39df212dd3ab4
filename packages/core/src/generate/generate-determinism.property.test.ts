// generate.property.test.ts's companion, a file of its own so the test runner gives it its own worker: the same
// random inputs give the same candidates (or the same refusal) every time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENERATE_PROPERTY_RUNS as RUNS, randomGenerateInput as input } from '../test-support/generate-input-arbitrary.ts';
import { generateDesignSystem } from './generate-design-system.ts';

describe('generateDesignSystem over random inputs', () => {
  it('gives the same candidates for the same input and seed', () => {
    fc.assert(
      fc.property(input, (given) => {
        const run = () => {
          try {
            return generateDesignSystem(given);
          } catch (error) {
            return (error as Error).message;
          }
        };
        expect(JSON.stringify(run())).toBe(JSON.stringify(run()));
      }),
      { numRuns: Math.max(1, Math.round(RUNS / 5)) },
    );
  }, 0);
});
