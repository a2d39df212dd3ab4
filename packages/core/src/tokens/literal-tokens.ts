import { flattenTokens, resolveAlias, tokensForScheme } from './flatten.ts';
import type { ColorScheme, GradientStop, Token, TokenGroup, TokenSet, TokenValue } from './types.ts';

function literalColor(byPath: Map<string, Token>, color: string): string {
  const value = resolveAlias(byPath, color);
  if (typeof value !== 'string') throw new Error(`Colour alias ${color} names a ${typeof value}, not a colour`);
  return value;
}

/** A value with every alias followed, also the colours inside shadows and gradient stops. */
function literalValue(byPath: Map<string, Token>, value: TokenValue): TokenValue {
  const resolved = resolveAlias(byPath, value);
  if (typeof resolved !== 'object') return resolved;
  if (!Array.isArray(resolved)) return { ...resolved, color: literalColor(byPath, resolved.color) };
  if (resolved.every((item): item is number => typeof item === 'number')) return resolved;
  return (resolved as GradientStop[]).map((stop) => ({ ...stop, color: literalColor(byPath, stop.color) }));
}

/**
 * The tokens of `group`, in order, keyed by path, each with a literal value as
 * seen in `scheme` (so `{color.primary}` becomes that scheme's hex). For formats
 * that cannot follow the colour scheme at run time, such as Sass variables or
 * TypeScript constants.
 */
export function literalTokens(tokens: TokenSet, scheme: ColorScheme, group: TokenGroup): Map<string, Token> {
  const byPath = tokensForScheme(tokens, scheme);
  return new Map(
    flattenTokens(group).map(({ path, ...token }) => [path, { ...token, $value: literalValue(byPath, token.$value) }]),
  );
}
