import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OVERRIDE_SCHEMES, SEMANTIC_COLOR_ROLES } from '../model/color-overrides.ts';
import { parseDesignSystem } from '../model/design-system.ts';
import { resolveAlias, tokensForScheme } from './flatten.ts';
import { resolveTokens } from './resolve-tokens.ts';
import { resolveSchemeColors } from './scheme-colors.ts';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('resolveSchemeColors', () => {
  it('gives every role the colour resolveTokens gives it, in every scheme, pins included', () => {
    fc.assert(
      fc.property(hex, hex, fc.constantFrom(...SEMANTIC_COLOR_ROLES), fc.constantFrom('palette.accent.300', '#123456'), (primaryColor, neutral, role, pin) => {
        const system = parseDesignSystem({
          schemaVersion: 2,
          theme: { primaryColor },
          colors: { neutral },
          colorOverrides: { light: { [role]: pin }, 'high-contrast-dark': { [role]: pin } },
        });
        const tokens = resolveTokens(system);
        for (const scheme of OVERRIDE_SCHEMES) {
          const view = tokensForScheme(tokens, scheme);
          const colors = resolveSchemeColors(system, scheme);
          for (const each of SEMANTIC_COLOR_ROLES) expect(colors[each], `${scheme} ${each}`).toBe(resolveAlias(view, `{color.${each}}`));
        }
      }),
      { numRuns: 60 },
    );
  });
});
