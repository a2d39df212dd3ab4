import { flattenTokens } from '../../tokens/flatten.ts';
import { OVERRIDE_SCHEMES } from '../../model/color-overrides.ts';
import type { Token, TokenSet } from '../../tokens/types.ts';
import { cssValue, cssVarName } from '../css/css-value.ts';
import { literalTokens } from '../../tokens/literal-tokens.ts';
import { jsObject, type JsObject, type JsValue } from './js-object.ts';

const SCHEMES = OVERRIDE_SCHEMES;

/** Numbers stay numbers (weights, line heights, scales); everything else is its CSS text. */
function tokenValue(token: Token): JsValue {
  return typeof token.$value === 'number' ? token.$value : cssValue(token);
}

/** Sets `value` at `segments` in a tree of Maps, creating the groups on the way. */
function setPath(root: Map<string, JsValue>, segments: readonly string[], value: JsValue): void {
  const [first, ...rest] = segments;
  if (first === undefined) throw new Error('A token path has at least one segment');
  if (rest.length === 0) {
    root.set(first, value);
    return;
  }
  let child = root.get(first);
  if (!(child instanceof Map)) {
    child = new Map<string, JsValue>();
    root.set(first, child);
  }
  setPath(child as Map<string, JsValue>, rest, value);
}

/**
 * The `tokens` object: primitives by path (`tokens.palette.primary[500]`), and
 * the tiers that follow the colour scheme with the scheme after their first
 * segment (`tokens.color.dark.primary`, `tokens.component.light.button.radius`).
 */
function tokensObject(tokens: TokenSet): JsObject {
  const root = new Map<string, JsValue>();
  for (const [path, token] of literalTokens(tokens, 'light', tokens.primitives)) {
    setPath(root, path.split('.'), tokenValue(token));
  }
  for (const tier of ['semantic', 'components'] as const) {
    for (const scheme of SCHEMES) {
      const group = tier === 'semantic' ? tokens.semantic[scheme] : tokens.components;
      for (const [path, token] of literalTokens(tokens, scheme, group)) {
        const [first = '', ...rest] = path.split('.');
        setPath(root, [first, scheme, ...rest], tokenValue(token));
      }
    }
  }
  return root;
}

/** Every token path, in order: primitives, semantic colours, component tokens. */
export function tokenPaths(tokens: TokenSet): string[] {
  return [tokens.primitives, tokens.semantic.light, tokens.components].flatMap((group) =>
    flattenTokens(group).map((token) => token.path),
  );
}

function cssVariablesObject(tokens: TokenSet): JsObject {
  return new Map(tokenPaths(tokens).map((path) => [path, `var(${cssVarName(path)})`]));
}

/** `typescript/tokens.ts`: every token as an `as const` object of resolved values, plus each token's CSS variable. */
export function tokensTs(tokens: TokenSet, header: string): string {
  return [
    header,
    '/**',
    ' * Every token with its resolved value. Primitives are the same in every colour',
    ' * scheme; `color` and `component` hold one object per scheme (light, dark,',
    ' * high-contrast-light, high-contrast-dark).',
    ' */',
    `export const tokens = ${jsObject(tokensObject(tokens))} as const;`,
    '',
    "/** Each token's custom property (css/tokens.css): follows the colour scheme. */",
    `export const cssVariables = ${jsObject(cssVariablesObject(tokens))} as const;`,
    '',
  ].join('\n');
}
