import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apcaContrast, contrastRatio } from '../color/index.ts';
import { parseDesignSystem } from '../model/design-system.ts';
import { contrastTargetSchema } from '../model/primitives.ts';
import { tokensForScheme, resolveAlias } from './flatten.ts';
import { resolveTokens } from './resolve-tokens.ts';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

const randomDesign = fc.record({
  theme: fc.record({ primaryColor: hex, secondaryColor: hex, accentColor: hex }),
  colors: fc.record({ neutral: hex, success: hex, warning: hex, danger: hex, info: hex }),
  contrastTarget: fc.option(fc.constantFrom(...contrastTargetSchema.options), { nil: undefined }),
});

const HIGH_CONTRAST = ['high-contrast-light', 'high-contrast-dark'] as const;

describe('high-contrast schemes for random brands', () => {
  it('hold every text pair to 7:1 and APCA Lc 75, and every fill, chart colour and edge to its target against the page', () => {
    fc.assert(
      fc.property(randomDesign, (input) => {
        const tokens = resolveTokens(parseDesignSystem({ schemaVersion: 2, ...input }));
        for (const scheme of HIGH_CONTRAST) {
          const report = tokens.report.filter((decision) => decision.mode === scheme);
          // 10 text pairs, border, input, ring and five chart colours.
          expect(report).toHaveLength(18);
          for (const decision of report) {
            const { foregroundValue: fg, backgroundValue: bg } = decision;
            expect(decision.passes).toBe(true);
            if (decision.graphic) {
              expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(decision.target);
            } else {
              expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(7);
              expect(Math.abs(apcaContrast(fg, bg))).toBeGreaterThanOrEqual(75);
            }
          }
          // Fills stand out from the page; the border stands out from every background it sits on.
          const resolved = tokensForScheme(tokens, scheme);
          const color = (role: string) => String(resolveAlias(resolved, `{color.${role}}`));
          for (const fill of ['primary', 'secondary', 'accent', 'success', 'warning', 'danger', 'info']) {
            expect(contrastRatio(color(fill), color('background'))).toBeGreaterThanOrEqual(3);
          }
          for (const under of ['background', 'surface', 'muted']) expect(contrastRatio(color('border'), color(under))).toBeGreaterThanOrEqual(3);
          for (const under of ['background', 'surface']) expect(contrastRatio(color('ring'), color(under))).toBeGreaterThanOrEqual(4.5);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('leave light and dark as they were: the design target and its report apply there alone', () => {
    fc.assert(
      fc.property(randomDesign, (input) => {
        const tokens = resolveTokens(parseDesignSystem({ schemaVersion: 2, ...input }));
        expect(tokens.report.filter((d) => d.mode === 'light' || d.mode === 'dark')).toHaveLength(30);
        expect(tokens.report.every((d) => (d.mode.startsWith('high-contrast') ? d.contrastTarget === 'APCA-75' || d.graphic : true))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
