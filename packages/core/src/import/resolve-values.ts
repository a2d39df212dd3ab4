import { evaluateMath } from './evaluate-math.ts';
import type { SourceToken } from './types.ts';

export type Resolved = { ok: true; value: unknown } | { ok: false; reason: string };

const WHOLE_ALIAS = /^\{([^{}]+)\}$/;
const ANY_ALIAS = /\{([^{}]+)\}/g;
const LOOKS_LIKE_MATH = /[*/()]|\s[+-]\s/;

class UnresolvedAlias extends Error {}

type View = Map<string, SourceToken>;

function resolveValue(value: unknown, view: View, seen: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, view, seen));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveValue(item, view, seen)]));
  }
  if (typeof value !== 'string') return value;
  const follow = (path: string): unknown => {
    if (seen.includes(path)) throw new UnresolvedAlias(`alias {${path}} is circular`);
    // Style Dictionary's older references name the value itself: {color.base.red.value}.
    const target = view.get(path) ?? (path.endsWith('.value') ? view.get(path.slice(0, -'.value'.length)) : undefined);
    if (!target) throw new UnresolvedAlias(`alias {${path}} names no token`);
    return resolveValue(target.value, view, [...seen, path]);
  };
  const whole = WHOLE_ALIAS.exec(value)?.[1];
  if (whole !== undefined) return follow(whole);
  let replaced = false;
  const text = value.replace(ANY_ALIAS, (_match, path: string) => {
    const inner = follow(path);
    if (typeof inner !== 'string' && typeof inner !== 'number') {
      throw new UnresolvedAlias(`alias {${path}} inside a value names a token whose value is not text or a number`);
    }
    replaced = true;
    return String(inner);
  });
  if (!replaced && !LOOKS_LIKE_MATH.test(text)) return text;
  return evaluateMath(text) ?? text;
}

/**
 * Resolves aliases (`{a.b.c}`, whole values or inside text and composite
 * values) and Tokens Studio math. Shared and light tokens see each other; dark
 * tokens see the shared ones and the dark ones. Later files or sets win.
 */
export function createResolver(tokens: readonly SourceToken[]): (token: SourceToken) => Resolved {
  const viewOf = (scope: 'light' | 'dark'): View =>
    new Map(
      tokens.filter((token) => token.scope === 'shared' || token.scope === scope).map((token) => [token.path, token]),
    );
  const views = { light: viewOf('light'), dark: viewOf('dark') };
  return (token) => {
    try {
      const view = token.scope === 'dark' ? views.dark : views.light;
      return { ok: true, value: resolveValue(token.value, view, [token.path]) };
    } catch (error) {
      if (error instanceof UnresolvedAlias) return { ok: false, reason: error.message };
      throw error;
    }
  };
}
