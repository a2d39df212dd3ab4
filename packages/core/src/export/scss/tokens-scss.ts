import { OVERRIDE_SCHEMES } from '../../model/color-overrides.ts';
import { isToken, type ColorScheme, type Token, type TokenGroup, type TokenSet } from '../../tokens/types.ts';
import { cssValue } from '../css/css-value.ts';
import { literalTokens } from '../../tokens/literal-tokens.ts';
import { scssMap } from './scss-map.ts';
import { scssVariable } from './scss-variable.ts';

/** `palette.primary.500` -> `palette-primary-500`: the token path, dashed. */
export function scssName(path: string): string {
  return path.replace(/\./g, '-');
}

function variables(tokens: Map<string, Token>): string {
  return [...tokens].map(([path, token]) => scssVariable(scssName(path), cssValue(token))).join('');
}

/** Groups whose children are all tokens, depth first: each becomes a map. */
function leafGroups(group: TokenGroup, prefix = ''): { path: string; group: TokenGroup }[] {
  const children = Object.entries(group);
  if (children.every(([, node]) => isToken(node))) return [{ path: prefix, group }];
  return children.flatMap(([name, node]) =>
    isToken(node) ? [] : leafGroups(node, prefix ? `${prefix}.${name}` : name),
  );
}

/**
 * Maps of the primitive scales, such as `$palette-primary` and `$space`, plus
 * `$palettes` of all palettes. Font families are left out: a font stack is a
 * comma list, which a map can hold only in parentheses.
 */
function primitiveMaps(literal: Map<string, Token>, primitives: TokenGroup): string[] {
  const groups = leafGroups(primitives).filter(({ group }) =>
    Object.values(group).every((node) => isToken(node) && node.$type !== 'fontFamily'),
  );
  const maps = groups.map(({ path, group }) =>
    scssMap(
      scssName(path),
      Object.keys(group).map((name) => {
        const token = literal.get(`${path}.${name}`);
        if (!token) throw new Error(`No token ${path}.${name}`);
        return [name, cssValue(token)] as const;
      }),
    ),
  );
  const palettes = groups.filter(({ path }) => path.startsWith('palette.'));
  const all = scssMap(
    'palettes',
    palettes.map(({ path }) => [path.slice('palette.'.length), `$${scssName(path)}`]),
  );
  return [...maps, all];
}

/** `$colors-light` or `$components-dark`: a scheme's tokens keyed by path without its first segment (`button-radius`). */
function schemeMap(name: string, tokens: Map<string, Token>): string {
  return scssMap(
    name,
    [...tokens].map(([path, token]) => [scssName(path.slice(path.indexOf('.') + 1)), cssValue(token)]),
  );
}

/**
 * Sass variables for every token, all resolved literals (no `var()`), so Sass
 * can compute with them. The plain variables hold the light scheme; maps hold
 * the scales and every scheme (light, dark, high-contrast-light, high-contrast-dark)
 * of the semantic colours and component tokens.
 */
export function tokensScss(tokens: TokenSet, header: string): string {
  const primitives = literalTokens(tokens, 'light', tokens.primitives);
  const semantic = (scheme: ColorScheme) => literalTokens(tokens, scheme, tokens.semantic[scheme]);
  const components = (scheme: ColorScheme) => literalTokens(tokens, scheme, tokens.components);
  const primitiveBlocks = Object.keys(tokens.primitives).map((top) =>
    variables(new Map([...primitives].filter(([path]) => path.split('.')[0] === top))),
  );
  return [
    header,
    ...primitiveBlocks,
    `// Semantic colours, light scheme ($colors-dark holds the dark one)\n${variables(semantic('light'))}`,
    `// Component tokens, light scheme ($components-dark holds the dark one)\n${variables(components('light'))}`,
    `// Maps, for @each loops and map.get() (@use "sass:map")\n${primitiveMaps(primitives, tokens.primitives).join('')}`,
    OVERRIDE_SCHEMES.map((scheme) => schemeMap(`colors-${scheme}`, semantic(scheme))).join(''),
    OVERRIDE_SCHEMES.map((scheme) => schemeMap(`components-${scheme}`, components(scheme))).join(''),
  ].join('\n');
}
