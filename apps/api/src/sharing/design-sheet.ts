import {
  CONTRAST_RULES,
  cssValue,
  fontOfStack,
  fontStylesheetPath,
  cssVarName,
  forEachToken,
  isToken,
  resolveAlias,
  resolveTokens,
  tokensForScheme,
  type ColorScheme,
  type DesignSystem,
  type TokenGroup,
} from '@kitsmith/core';
import type { PublicDesignSheet } from '@kitsmith/contract';

const SCHEMES = ['light', 'dark'] as const satisfies readonly ColorScheme[];

/** Every token of a group as custom property -> CSS value, as core's CSS export declares them. */
function properties(...groups: TokenGroup[]): Record<string, string> {
  const declared: Record<string, string> = {};
  for (const group of groups) forEachToken(group, (path, token) => (declared[cssVarName(path)] = cssValue(token)));
  return declared;
}

/** The direct tokens of a group (`space.4`, `radius.md`) as name and CSS value, in the design's order. */
function named(group: TokenGroup | undefined): { name: string; value: string }[] {
  if (!group) return [];
  return Object.entries(group).flatMap(([name, node]) => (isToken(node) ? [{ name, value: cssValue(node) }] : []));
}

const subgroup = (group: TokenGroup, name: string): TokenGroup | undefined => {
  const node = group[name];
  return node && !isToken(node) ? node : undefined;
};

/** The catalogue font a stack starts with, named and with its stylesheet (null for a system or custom font). */
function catalogueFont(stack: string): PublicDesignSheet['fonts']['headingFamily'] {
  const font = fontOfStack(stack);
  return font ? { family: font.family, stylesheet: fontStylesheetPath(font) } : null;
}

const levelOf = (ratio: number): PublicDesignSheet['contrast'][number]['level'] =>
  ratio >= CONTRAST_RULES.AAA.minimum ? 'AAA' : ratio >= CONTRAST_RULES.AA.minimum ? 'AA' : 'fail';

/**
 * What the public page draws of a design: the custom properties that theme it, every colour scale, the semantic
 * colours of each scheme with the WCAG level of each text pair, and the type, spacing, radius and shadow scales.
 */
export function designSheet(system: DesignSystem): PublicDesignSheet {
  const tokens = resolveTokens(system);
  const palette = subgroup(tokens.primitives, 'palette') ?? {};
  const palettes = Object.entries(palette).flatMap(([name, scale]) => {
    if (isToken(scale) || name === 'base') return [];
    return [{ name, steps: named(scale).map(({ name: step, value }) => ({ step, value })) }];
  });
  const semantic = Object.fromEntries(
    SCHEMES.map((scheme) => {
      const byPath = tokensForScheme(tokens, scheme);
      const colours: { name: string; value: string }[] = [];
      forEachToken(tokens.semantic[scheme], (path, token) => {
        if (token.$type !== 'color') return;
        const value = resolveAlias(byPath, token.$value);
        if (typeof value === 'string') colours.push({ name: cssVarName(path).slice(2), value });
      });
      return [scheme, colours];
    }),
  ) as PublicDesignSheet['semantic'];
  // The shared page shows the design's light and dark; high contrast is for the visitor's own setting.
  const contrast = tokens.report
    .filter((decision): decision is typeof decision & { mode: 'light' | 'dark' } => !decision.graphic && (decision.mode === 'light' || decision.mode === 'dark'))
    .map(({ mode, background, foreground, ratio }) => ({ mode, background, foreground, ratio, level: levelOf(ratio) }));
  const font = subgroup(tokens.primitives, 'font') ?? {};
  return {
    properties: {
      shared: properties(tokens.primitives, tokens.components),
      light: properties(tokens.semantic.light),
      dark: properties(tokens.semantic.dark),
    },
    palettes,
    semantic,
    contrast,
    fonts: {
      headingFamily: catalogueFont(system.typography.headingFamily),
      bodyFamily: catalogueFont(system.typography.bodyFamily),
      monoFamily: catalogueFont(system.typography.monoFamily),
    },
    type_scale: named(subgroup(font, 'size')),
    // Core lists the half steps (0-5, 1-5…) after the whole ones; the page shows them by size.
    spacing: named(subgroup(tokens.primitives, 'space')).sort((a, b) => Number.parseFloat(a.value) - Number.parseFloat(b.value)),
    radius: named(subgroup(tokens.primitives, 'radius')),
    shadows: named(subgroup(tokens.primitives, 'shadow')),
  };
}
