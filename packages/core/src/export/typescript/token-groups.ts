import { isToken, type Token, type TokenGroup, type TokenSet } from '../../tokens/types.ts';
import { cssValue } from '../css/css-value.ts';

/** The group at a dot path, such as `font.size`; throws when there is none (a bug in the token set). */
export function groupAt(group: TokenGroup, path: string): TokenGroup {
  return path.split('.').reduce<TokenGroup>((current, name) => {
    const node = current[name];
    if (!node || isToken(node)) throw new Error(`No token group ${path}`);
    return node;
  }, group);
}

/** The tokens directly in the group at a dot path, by name. */
export function tokensAt(group: TokenGroup, path: string): [string, Token][] {
  return Object.entries(groupAt(group, path)).flatMap(([name, node]) =>
    isToken(node) ? [[name, node] as [string, Token]] : [],
  );
}

/** A primitive scale as `[name, CSS value]` pairs. Primitives are literal, so these are too. */
export function primitiveScale(tokens: TokenSet, path: string): [string, string][] {
  return tokensAt(tokens.primitives, path).map(([name, token]) => [name, cssValue(token)]);
}

/** The tonal palettes: every palette group but `base` (white and black). */
export function paletteNames(tokens: TokenSet): string[] {
  return Object.keys(groupAt(tokens.primitives, 'palette')).filter((name) => name !== 'base');
}

/** The semantic colour names (`background`, `primary-foreground`, ...), the same in both schemes. */
export function semanticColorNames(tokens: TokenSet): string[] {
  return Object.keys(groupAt(tokens.semantic.light, 'color'));
}
