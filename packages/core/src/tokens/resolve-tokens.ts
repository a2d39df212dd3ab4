import { OVERRIDE_SCHEMES } from '../model/color-overrides.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { componentTokens } from './components.ts';
import { designPalettes, primitiveTokens } from './primitives.ts';
import { chartPalettes, semanticTokens } from './semantic.ts';
import type { ColorScheme, TokenGroup, TokenSet } from './types.ts';

/**
 * Resolves a design into its three tiers of W3C design tokens. Semantic
 * colours are chosen so every text/background pair reaches the design's
 * contrast target (WCAG AA unless it sets one) in light and dark wherever the
 * colours allow, and the high-contrast schemes reach 7:1 and APCA Lc 75 always; `report` says what was chosen, why, and whether it passes.
 * Colours pinned by hand (`colorOverrides`) replace the derived ones and are
 * judged as they stand. Pure and deterministic.
 */
export function resolveTokens(system: DesignSystem): TokenSet {
  const palettes = designPalettes(system);
  const charts = chartPalettes(palettes);
  const { contrastTarget, colorOverrides } = system;
  const schemes = OVERRIDE_SCHEMES.map((scheme) => [scheme, semanticTokens(palettes, scheme, contrastTarget, colorOverrides?.[scheme], charts)] as const);
  return {
    primitives: primitiveTokens(system, palettes),
    semantic: Object.fromEntries(schemes.map(([scheme, { group }]) => [scheme, group])) as Record<ColorScheme, TokenGroup>,
    components: componentTokens(system),
    report: schemes.flatMap(([, { report }]) => report),
  };
}
