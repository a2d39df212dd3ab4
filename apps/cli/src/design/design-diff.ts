import {
  cssValue,
  resolveAlias,
  resolveTokens,
  tokensForScheme,
  type ColorScheme,
  type DesignSystem,
  type Token,
} from '@kitsmith/core';

/** A token whose resolved value differs; `both` when light and dark changed the same way. */
export interface TokenChange {
  path: string;
  scheme: ColorScheme | 'both';
  before: string | null;
  after: string | null;
}

/** A field of the design document that differs (such as `theme.primaryColor`), values as JSON. */
export interface FieldChange {
  path: string;
  before: string | null;
  after: string | null;
}

export interface DesignDiff {
  tokens: TokenChange[];
  fields: FieldChange[];
}

const SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

/** A resolved value as CSS writes it (`0px 1px 2px 0px #0000001a`), which reads better than its JSON. */
function showValue(token: Token): string {
  try {
    return cssValue(token);
  } catch {
    return JSON.stringify(token.$value);
  }
}

/** Every token path visible in one scheme with its alias-free value. */
function resolvedValues(system: DesignSystem): Record<ColorScheme, Map<string, string>> {
  const tokens = resolveTokens(system);
  const forScheme = (scheme: ColorScheme) => {
    const byPath = tokensForScheme(tokens, scheme);
    return new Map(
      [...byPath].map(([path, token]) => [path, showValue({ ...token, $value: resolveAlias(byPath, token.$value) })]),
    );
  };
  return { light: forScheme('light'), dark: forScheme('dark') };
}

function changedEntries(before: Map<string, string>, after: Map<string, string>): FieldChange[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].flatMap((path) => {
    const [was, is] = [before.get(path) ?? null, after.get(path) ?? null];
    return was === is ? [] : [{ path, before: was, after: is }];
  });
}

/** Token-level differences: a change seen the same in light and dark is listed once, as `both`. */
export function diffTokens(before: DesignSystem, after: DesignSystem): TokenChange[] {
  const [was, is] = [resolvedValues(before), resolvedValues(after)];
  const [light, dark] = SCHEMES.map((scheme) => changedEntries(was[scheme], is[scheme]));
  const key = (change: FieldChange) => JSON.stringify([change.path, change.before, change.after]);
  const darkKeys = new Set((dark ?? []).map(key));
  const lightKeys = new Set((light ?? []).map(key));
  return [
    ...(light ?? []).map((change) => ({ ...change, scheme: darkKeys.has(key(change)) ? ('both' as const) : ('light' as const) })),
    ...(dark ?? []).filter((change) => !lightKeys.has(key(change))).map((change) => ({ ...change, scheme: 'dark' as const })),
  ];
}

/**
 * Every value of a JSON document by dot path (`components.0.props.label`):
 * leaves as JSON, objects and arrays as `{…}` / `[…]` so that a field going
 * from `null` to an object reads as such.
 */
function fieldValues(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (value === null || typeof value !== 'object') {
    if (value !== undefined) into.set(prefix, JSON.stringify(value));
    return into;
  }
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  if (prefix) into.set(prefix, Array.isArray(value) ? '[…]' : '{…}');
  for (const [name, child] of entries) fieldValues(child, prefix ? `${prefix}.${name}` : name, into);
  return into;
}

const isContainer = (value: string | null) => value === '{…}' || value === '[…]';

/** Differences of the design documents field by field, for changes no token shows (components, the template record). */
export function diffFields(before: DesignSystem, after: DesignSystem): FieldChange[] {
  // An object or array that appears or goes is shown by its fields; only a leaf turning into one (null -> {…}) is a row.
  return changedEntries(fieldValues(before), fieldValues(after)).filter(
    (change) => !((isContainer(change.before) && change.after === null) || (isContainer(change.after) && change.before === null)),
  );
}

export function diffDesigns(before: DesignSystem, after: DesignSystem): DesignDiff {
  return { tokens: diffTokens(before, after), fields: diffFields(before, after) };
}

export const isSameDesign = (diff: DesignDiff) => diff.tokens.length === 0 && diff.fields.length === 0;
