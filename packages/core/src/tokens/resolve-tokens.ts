import type { DesignSystem } from '../model/design-system.ts';
import { componentTokens } from './components.ts';
import { designPalettes, primitiveTokens } from './primitives.ts';
import { semanticTokens } from './semantic.ts';
import type { TokenSet } from './types.ts';

/**
 * Resolves a design into its three tiers of W3C design tokens. Semantic
 * colours are chosen so every text/background pair reaches WCAG AA in light
 * and dark; `report` says what was chosen and why. Pure and deterministic.
 */
export function resolveTokens(system: DesignSystem): TokenSet {
  const palettes = designPalettes(system);
  const light = semanticTokens(palettes, 'light');
  const dark = semanticTokens(palettes, 'dark');
  return {
    primitives: primitiveTokens(system, palettes),
    semantic: { light: light.group, dark: dark.group },
    components: componentTokens(system),
    report: [...light.report, ...dark.report],
  };
}
