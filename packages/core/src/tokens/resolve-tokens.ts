import type { DesignSystem } from '../model/design-system.ts';
import { componentTokens } from './components.ts';
import { designPalettes, primitiveTokens } from './primitives.ts';
import { chartPalettes, semanticTokens } from './semantic.ts';
import type { TokenSet } from './types.ts';

/**
 * Resolves a design into its three tiers of W3C design tokens. Semantic
 * colours are chosen so every text/background pair reaches the design's
 * contrast target (WCAG AA unless it sets one) in light and dark wherever the
 * colours allow; `report` says what was chosen, why, and whether it passes.
 * Colours pinned by hand (`colorOverrides`) replace the derived ones and are
 * judged as they stand. Pure and deterministic.
 */
export function resolveTokens(system: DesignSystem): TokenSet {
  const palettes = designPalettes(system);
  const charts = chartPalettes(palettes);
  const { contrastTarget, colorOverrides } = system;
  const light = semanticTokens(palettes, 'light', contrastTarget, colorOverrides?.light, charts);
  const dark = semanticTokens(palettes, 'dark', contrastTarget, colorOverrides?.dark, charts);
  return {
    primitives: primitiveTokens(system, palettes),
    semantic: { light: light.group, dark: dark.group },
    components: componentTokens(system),
    report: [...light.report, ...dark.report],
  };
}
