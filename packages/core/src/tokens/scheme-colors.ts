import type { PaletteStep } from '../color/index.ts';
import { SEMANTIC_COLOR_ROLES, type SemanticColorRole } from '../model/color-overrides.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { designPalettes, type PaletteName } from './primitives.ts';
import { chartPalettes, semanticTokens } from './semantic.ts';
import { isToken, type ColorScheme, type TokenGroup } from './types.ts';

/**
 * Every semantic colour of one scheme as a hex value, by role: what `resolveTokens` gives that scheme,
 * without resolving the other schemes or the rest of the token set (an import compares colours many times).
 */
export function resolveSchemeColors(system: DesignSystem, scheme: ColorScheme): Record<SemanticColorRole, string> {
  const palettes = designPalettes(system);
  const { group } = semanticTokens(palettes, scheme, system.contrastTarget, system.colorOverrides?.[scheme], chartPalettes(palettes));
  const roles = group.color as TokenGroup;
  const valueOf = (value: string, depth = 0): string => {
    const ref = /^\{(.+)\}$/.exec(value)?.[1];
    if (ref === undefined || depth > SEMANTIC_COLOR_ROLES.length) return value;
    const [tier, name, step] = ref.split('.') as [string, string, string | undefined];
    if (tier === 'color') {
      const node = roles[name];
      return node && isToken(node) ? valueOf(String(node.$value), depth + 1) : value;
    }
    if (name === 'base') return step === 'white' ? '#ffffff' : '#000000';
    return palettes[name as PaletteName]?.steps[step as PaletteStep] ?? value;
  };
  return Object.fromEntries(
    SEMANTIC_COLOR_ROLES.map((role) => {
      const node = roles[role];
      return [role, node && isToken(node) ? valueOf(String(node.$value)) : ''];
    }),
  ) as Record<SemanticColorRole, string>;
}
