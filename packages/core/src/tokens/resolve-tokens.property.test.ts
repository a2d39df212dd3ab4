import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../color/index.ts';
import { contrastTargetSchema } from '../model/primitives.ts';
import { CONTRAST_RULES, contrastScore } from './contrast-target.ts';
import { parseDesignSystem } from '../model/design-system.ts';
import { resolveTokens } from './resolve-tokens.ts';

const hex = fc
  .integer({ min: 0, max: 0xffffff })
  .map((n) => `#${n.toString(16).padStart(6, '0')}`);

const randomDesign = fc.record({
  theme: fc.record({ primaryColor: hex, secondaryColor: hex, accentColor: hex }),
  colors: fc.record({ neutral: hex, success: hex, warning: hex, danger: hex, info: hex }),
});

describe('resolveTokens for random colours', () => {
  it('meets WCAG AA on every semantic text/background pair and 3:1 for every chart colour, in light and dark', () => {
    fc.assert(
      fc.property(randomDesign, (input) => {
        const tokens = resolveTokens(parseDesignSystem({ schemaVersion: 2, ...input }));
        // Light and dark (the high-contrast schemes have their own property test, high-contrast.property.test.ts).
        const report = tokens.report.filter((decision) => decision.mode === 'light' || decision.mode === 'dark');
        expect(report).toHaveLength(30);
        for (const decision of report) {
          expect(contrastRatio(decision.foregroundValue, decision.backgroundValue)).toBeGreaterThanOrEqual(decision.graphic ? 3 : 4.5);
        }
      }),
      { numRuns: 1500 },
    );
    // 1,500 designs, each resolved in four schemes: about 15 s on a quiet 2-core machine, twice that beside other suites.
  }, 120_000);

  it('keeps each brand colour as the light-mode fill', () => {
    fc.assert(
      fc.property(randomDesign, (input) => {
        const tokens = resolveTokens(parseDesignSystem({ schemaVersion: 2, ...input }));
        const light = (name: string) => tokens.report.find((d) => d.mode === 'light' && d.background === name);
        expect(light('primary')?.backgroundValue).toBe(input.theme.primaryColor);
        expect(light('secondary')?.backgroundValue).toBe(input.theme.secondaryColor);
        expect(light('accent')?.backgroundValue).toBe(input.theme.accentColor);
      }),
      { numRuns: 500 },
    );
  });

  it('holds every pair to the design\'s contrast target, unless no text at all reaches it on a colour the user chose', () => {
    fc.assert(
      fc.property(randomDesign, fc.constantFrom(...contrastTargetSchema.options), (input, contrastTarget) => {
        const tokens = resolveTokens(parseDesignSystem({ schemaVersion: 2, ...input, contrastTarget }));
        const minimum = CONTRAST_RULES[contrastTarget].minimum;
        for (const decision of tokens.report) {
          if (decision.graphic || decision.mode.startsWith('high-contrast')) continue;
          expect(decision.contrastTarget).toBe(contrastTarget);
          const score = contrastScore(decision.foregroundValue, decision.backgroundValue, contrastTarget);
          expect(decision.passes).toBe(score >= minimum || (CONTRAST_RULES[contrastTarget].metric === 'wcag' && decision.ratio >= minimum));
          if (score >= minimum) continue;
          // The resolver never alters a user's colour: a pair may fail only on one (a brand fill in light mode, or
          // a neutral so strong that its own step is a background), and only when no text at all reaches the target on it.
          expect([...Object.values(input.theme), ...Object.values(input.colors)]).toContain(decision.backgroundValue);
          const best = Math.max(...['#ffffff', '#000000'].map((text) => contrastScore(text, decision.backgroundValue, contrastTarget)));
          expect(best).toBeLessThan(minimum);
        }
      }),
      { numRuns: 600 },
    );
  });
});
