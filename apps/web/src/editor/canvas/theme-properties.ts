import { cssValue, cssVarName, forEachToken, type ColorScheme, type TokenSet } from '@kitsmith/core';

/**
 * Every custom property `css/tokens.css` declares for one colour scheme, as
 * name -> CSS value (`--primary` -> `var(--palette-primary-600)`): primitives,
 * that scheme's semantic colours and the component tokens. Set on a preview's
 * root element, they restyle a page built from the CSS export without
 * rebuilding its stylesheet.
 */
export function themeCustomProperties(tokens: TokenSet, scheme: ColorScheme): Map<string, string> {
  const properties = new Map<string, string>();
  for (const group of [tokens.primitives, tokens.semantic[scheme], tokens.components]) {
    forEachToken(group, (path, token) => properties.set(cssVarName(path), cssValue(token)));
  }
  return properties;
}

/** The properties of `next` whose value differs from `previous` (new ones included), and those `next` no longer has. */
export function diffCustomProperties(
  previous: ReadonlyMap<string, string>,
  next: ReadonlyMap<string, string>,
): { set: [string, string][]; removed: string[] } {
  const set: [string, string][] = [];
  for (const [name, value] of next) if (previous.get(name) !== value) set.push([name, value]);
  const removed = [...previous.keys()].filter((name) => !next.has(name));
  return { set, removed };
}
