import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OVERRIDE_SCHEMES, SEMANTIC_COLOR_ROLES } from '../model/color-overrides.ts';
import { parseDesignSystem } from '../model/design-system.ts';
import { withColorOverride } from '../model/pin-color.ts';
import { sameJson } from '../util/same-json.ts';
import { fixContrastPair, meetsPairRule, reportedPairs, type ContrastPair } from './fix-contrast.ts';
import { resolveTokens } from './resolve-tokens.ts';
import { semanticColor } from './semantic-color.ts';
import type { TokenSet } from './types.ts';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

/** Random brand colours with one role pinned by hand to a random colour in one scheme: pairs with it often fail. */
const pinnedDesign = fc
  .record({
    theme: fc.record({ primaryColor: hex, secondaryColor: hex, accentColor: hex }),
    colors: fc.record({ neutral: hex, success: hex, warning: hex, danger: hex, info: hex }),
    contrastTarget: fc.constantFrom(undefined, 'AA', 'AAA', 'APCA-60', 'APCA-75'),
    scheme: fc.constantFrom(...OVERRIDE_SCHEMES),
    role: fc.constantFrom(...SEMANTIC_COLOR_ROLES),
    pin: hex,
  })
  .map(({ scheme, role, pin, contrastTarget, ...colors }) => ({
    scheme,
    system: withColorOverride(parseDesignSystem({ schemaVersion: 2, ...colors, ...(contrastTarget ? { contrastTarget } : {}) }), scheme, role, pin),
  }));

const passes = (tokens: TokenSet, pair: ContrastPair) =>
  meetsPairRule(semanticColor(tokens, pair.scheme, pair.foreground)!.hex, semanticColor(tokens, pair.scheme, pair.background)!.hex, pair.rule);

describe('fixContrastPair for random designs', () => {
  it('changes one role of the failing pair in its scheme alone, the pair then passes, and no pair that passed fails', () => {
    let fixes = 0;
    fc.assert(
      fc.property(pinnedDesign, ({ system, scheme }) => {
        const tokens = resolveTokens(system);
        const pairs = reportedPairs(tokens, scheme);
        const failing = pairs.find((pair) => !passes(tokens, pair));
        if (!failing) return;
        const result = fixContrastPair(system, failing);
        if (!result.fixed) {
          expect(result.reason).toMatch(/\.$/);
          return;
        }
        fixes++;
        const { role, to } = result.change;
        expect([failing.background, failing.foreground]).toContain(role);
        expect(result.change.scheme).toBe(scheme);
        // The document: exactly that one pin is new or different.
        expect(sameJson(result.design, withColorOverride(system, scheme, role, to))).toBe(true);
        expect(to).not.toBe(system.colorOverrides?.[scheme]?.[role]);
        const after = resolveTokens(result.design);
        expect(passes(after, failing)).toBe(true);
        // The tokens: every other scheme as before; in this one only that role (and, when the page moves, the chart colours chosen against it).
        for (const other of OVERRIDE_SCHEMES) if (other !== scheme) expect(after.semantic[other]).toEqual(tokens.semantic[other]);
        const colorsBefore = tokens.semantic[scheme].color as Record<string, unknown>;
        const colorsAfter = after.semantic[scheme].color as Record<string, unknown>;
        const changed = Object.keys(colorsAfter).filter((name) => !sameJson(colorsAfter[name], colorsBefore[name]));
        expect(changed.filter((name) => name !== role && !(role === 'background' && name.startsWith('chart-')))).toEqual([]);
        for (const pair of pairs) if (pair !== failing && passes(tokens, pair)) expect(passes(after, pair)).toBe(true);
      }),
      { numRuns: 150 },
    );
    expect(fixes).toBeGreaterThan(15);
  });
});
