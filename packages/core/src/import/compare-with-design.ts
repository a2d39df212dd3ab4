import { cssFontStack } from '../export/css/css-font-stack.ts';
import { resolveAlias, tokensForScheme } from '../tokens/flatten.ts';
import { cssClamp } from '../export/css/css-value.ts';
import { KITSMITH_EXTENSION, type Token, type TokenSet } from '../tokens/types.ts';
import type { ImportToken } from './import-ledger.ts';

export type Comparison = 'same' | 'different' | 'absent';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal as values: strings ignoring case and surrounding space (hex colours), composites member by member. */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.trim().toLowerCase() === b.trim().toLowerCase();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
}

function resolvedIn(view: Map<string, Token>, path: string): unknown {
  const token = view.get(path);
  if (!token) return undefined;
  // A fluid font size is read as its `clamp()` (see collectTokens).
  const fluid = token.$extensions?.[KITSMITH_EXTENSION].fluid;
  if (fluid) return cssClamp(fluid);
  const resolveDeep = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolveDeep);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveDeep(item)]));
    }
    return typeof value === 'string' ? resolveAlias(view, value) : value;
  };
  return resolveDeep(token.$value);
}

/**
 * How each input token compares with the token of the same path that Kitsmith
 * makes of a design: dark tokens against the dark scheme, light ones against
 * the light, shared ones against either.
 */
export function compareWithDesign(tokens: readonly ImportToken[], design: TokenSet): Map<ImportToken, Comparison> {
  const views: Record<'light' | 'dark', Map<string, Token>> = {
    light: tokensForScheme(design, 'light'),
    dark: tokensForScheme(design, 'dark'),
  };
  const schemes: Record<ImportToken['scope'], ('light' | 'dark')[]> = {
    light: ['light'],
    dark: ['dark'],
    shared: ['light', 'dark'],
  };
  return new Map(
    tokens.map((token) => {
      const values = schemes[token.scope]
        .filter((scheme) => views[scheme].has(token.path))
        .map((s) => resolvedIn(views[s], token.path));
      if (values.length === 0) return [token, 'absent'];
      // Font stacks are the same whichever quotes they use (the DTCG files single-quote names, as Style Dictionary wants).
      const same = (value: unknown) =>
        token.kind === 'fontFamily' && typeof value === 'string' && typeof token.resolved === 'string'
          ? cssFontStack(value) === cssFontStack(token.resolved)
          : sameValue(value, token.resolved);
      return [token, values.some(same) ? 'same' : 'different'];
    }),
  );
}
