import { isToken, type ColorScheme, type Token, type TokenGroup, type TokenSet, type TokenValue } from './types.ts';

export interface FlatToken extends Token {
  /** Dot path such as `palette.primary.600`. */
  path: string;
}

/** Calls `visit` with every token in a group and its dot path, depth first, in insertion order. */
export function forEachToken(group: TokenGroup, visit: (path: string, token: Token) => void, prefix = ''): void {
  for (const name in group) {
    const node = group[name]!;
    const path = prefix ? `${prefix}.${name}` : name;
    if (isToken(node)) visit(path, node);
    else forEachToken(node, visit, path);
  }
}

/** Every token in a group, depth first, in insertion order. */
export function flattenTokens(group: TokenGroup): FlatToken[] {
  const tokens: FlatToken[] = [];
  forEachToken(group, (path, token) => tokens.push({ path, ...token }));
  return tokens;
}

const ALIAS = /^\{([^{}]+)\}$/;

/** The path an alias names (`{a.b}` -> `a.b`), or undefined for a literal value. */
export function aliasTarget(value: TokenValue): string | undefined {
  return typeof value === 'string' ? ALIAS.exec(value)?.[1] : undefined;
}

/** All tokens visible in one colour scheme: primitives, that scheme's semantic tokens and the component tokens. */
export function tokensForScheme(tokens: TokenSet, scheme: ColorScheme): Map<string, Token> {
  const all = [tokens.primitives, tokens.semantic[scheme], tokens.components].flatMap((group) => flattenTokens(group));
  return new Map(all.map(({ path, ...token }) => [path, token]));
}

/** Follows aliases until a literal value; throws on an unknown or circular alias (a bug in the token set). */
export function resolveAlias(byPath: Map<string, Token>, value: TokenValue): TokenValue {
  let current = value;
  const seen = new Set<string>();
  for (let target = aliasTarget(current); target !== undefined; target = aliasTarget(current)) {
    if (seen.has(target)) throw new Error(`Circular token alias through ${target}`);
    seen.add(target);
    const token = byPath.get(target);
    if (!token) throw new Error(`Token alias {${target}} names no token`);
    current = token.$value;
  }
  return current;
}
