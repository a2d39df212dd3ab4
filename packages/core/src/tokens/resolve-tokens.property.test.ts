import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../color/index.ts';
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
  it('meets WCAG AA on every semantic text/background pair, in light and dark', () => {
    fc.assert(
      fc.property(randomDesign, (input) => {
        const tokens = resolveTokens(parseDesignSystem({ schemaVersion: 2, ...input }));
        expect(tokens.report).toHaveLength(20);
        for (const decision of tokens.report) {
          expect(contrastRatio(decision.foregroundValue, decision.backgroundValue)).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 1500 },
    );
  });

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
});
