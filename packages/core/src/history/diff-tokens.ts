import { cssValue } from '../export/css/css-value.ts';
import { OVERRIDE_SCHEMES } from '../model/color-overrides.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { forEachToken, resolveAlias } from '../tokens/flatten.ts';
import { resolveTokens } from '../tokens/resolve-tokens.ts';
import type { ColorScheme, Token, TokenSet, TokenValue } from '../tokens/types.ts';
import { sameJson } from '../util/same-json.ts';
import type { TokenChange } from './diff-schema.ts';

export interface ResolvedToken {
  type: string;
  value: string;
}
/** Each scheme's tokens by path (light, dark and the two high-contrast schemes), with their type and resolved value as CSS writes it. */
export type SchemeValues = Record<ColorScheme, Map<string, ResolvedToken>>;


/** A resolved value as CSS writes it (`0px 1px 2px 0px #0000001a`), which reads better than its JSON. */
function showValue(token: Token): string {
  try {
    return cssValue(token);
  } catch {
    return JSON.stringify(token.$value);
  }
}

/** A value with no alias left in it, also inside gradient stops and shadows (which name colours by alias). */
function literalValue(byPath: Map<string, Token>, value: TokenValue): TokenValue {
  const resolved = resolveAlias(byPath, value);
  const colour = (color: string) => String(resolveAlias(byPath, color));
  if (Array.isArray(resolved)) {
    return resolved.map((stop) => (typeof stop === 'number' ? stop : { ...stop, color: colour(stop.color) })) as TokenValue;
  }
  if (typeof resolved === 'object') return { ...resolved, color: colour(resolved.color) };
  return resolved;
}

/** As `tokensForScheme` (primitives, the scheme's semantic tokens, component tokens), flattened without copying tokens. */
function schemeTokens(tokens: TokenSet, scheme: ColorScheme): Map<string, Token> {
  const byPath = new Map<string, Token>();
  const add = (path: string, token: Token) => byPath.set(path, token);
  forEachToken(tokens.primitives, add);
  forEachToken(tokens.semantic[scheme], add);
  forEachToken(tokens.components, add);
  return byPath;
}

/** Every token path visible in each scheme, with its type and alias-free value. */
function resolvedValues(design: DesignSystem): SchemeValues {
  const tokens = resolveTokens(design);
  const forScheme = (scheme: ColorScheme) => {
    const byPath = schemeTokens(tokens, scheme);
    const values = new Map<string, ResolvedToken>();
    for (const [path, token] of byPath) {
      values.set(path, { type: token.$type, value: showValue({ ...token, $value: literalValue(byPath, token.$value) }) });
    }
    return values;
  };
  return Object.fromEntries(OVERRIDE_SCHEMES.map((scheme) => [scheme, forScheme(scheme)])) as SchemeValues;
}

function changeOf(path: string, scheme: TokenChange['scheme'], was: ResolvedToken | undefined, is: ResolvedToken | undefined): TokenChange | undefined {
  if (was?.value === is?.value && was?.type === is?.type) return undefined;
  const kind = !was ? 'added' : !is ? 'removed' : 'changed';
  return { path, scheme, kind, type: (is ?? was)!.type, before: was?.value ?? null, after: is?.value ?? null };
}

const sameChange = (a: TokenChange, b: TokenChange) => a.kind === b.kind && a.before === b.before && a.after === b.after && a.type === b.type;

/** Tokens come from every part of a design but its placed components; when nothing else differs they cannot. */
function sameTokenInputs(before: DesignSystem, after: DesignSystem): boolean {
  const { components: _before, ...beforeInputs } = before;
  const { components: _after, ...afterInputs } = after;
  return sameJson(beforeInputs, afterInputs);
}

/**
 * Token-level differences by DTCG path, per scheme, folded where schemes changed alike: `all` when every
 * scheme did (a palette step, a component token), else `both` for light and dark alike and `high-contrast`
 * for the two high-contrast schemes alike, else one entry per scheme. Ordered as the tokens are resolved
 * (after's paths first, then removed ones), light, dark, then high contrast.
 */
export function diffTokens(before: DesignSystem, after: DesignSystem): TokenChange[] {
  if (sameTokenInputs(before, after)) return [];
  return diffTokenValues(resolvedValues(before), resolvedValues(after));
}

/** Two schemes' changes of one path: one entry named `together` when they are alike, else each that exists. */
function fold(a: TokenChange | undefined, b: TokenChange | undefined, together: TokenChange['scheme']): TokenChange[] {
  if (a && b && sameChange(a, b)) return [{ ...a, scheme: together }];
  return [a, b].filter((change): change is TokenChange => change !== undefined);
}

/** The changes between two sets of resolved tokens (see `diffTokens`). */
export function diffTokenValues(was: SchemeValues, is: SchemeValues): TokenChange[] {
  const paths = new Set<string>();
  for (const scheme of OVERRIDE_SCHEMES) for (const path of is[scheme].keys()) paths.add(path);
  for (const scheme of OVERRIDE_SCHEMES) for (const path of was[scheme].keys()) paths.add(path);
  const changes: TokenChange[] = [];
  for (const path of paths) {
    const [light, dark, hcLight, hcDark] = OVERRIDE_SCHEMES.map((scheme) => changeOf(path, scheme, was[scheme].get(path), is[scheme].get(path)));
    if (light && dark && hcLight && hcDark && [dark, hcLight, hcDark].every((other) => sameChange(light, other))) {
      changes.push({ ...light, scheme: 'all' });
      continue;
    }
    changes.push(...fold(light, dark, 'both'), ...fold(hcLight, hcDark, 'high-contrast'));
  }
  return changes;
}
