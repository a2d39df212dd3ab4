import type { DesignSystem } from '../model/design-system.ts';
import { componentTokens } from './components.ts';
import { designPalettes, primitiveTokens } from './primitives.ts';
import { semanticTokens } from './semantic.ts';
import type { TokenSet } from './types.ts';

/**
 * Resolves a design into its three tiers of W3C design tokens. Semantic
 * colours are chosen so every text/background pair reaches the design's
 * contrast target (WCAG AA unless it sets one) in light and dark wherever the
 * colours allow; `report` says what was chosen, why, and whether it passes.
 * Pure and deterministic.
 */
export function resolveTokens(system: DesignSystem): TokenSet {
  const palettes = designPalettes(system);
  const light = semanticTokens(palettes, 'light', system.contrastTarget);
  const dark = semanticTokens(palettes, 'dark', system.contrastTarget);
  return {
    primitives: primitiveTokens(system, palettes),
    semantic: { light: light.group, dark: dark.group },
    components: componentTokens(system),
    report: [...light.report, ...dark.report],
  };
}
