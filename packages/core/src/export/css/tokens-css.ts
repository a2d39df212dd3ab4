import { flattenTokens } from '../../tokens/flatten.ts';
import type { TokenGroup, TokenSet } from '../../tokens/types.ts';
import type { ThemeMode } from '../../model/theme.ts';
import type { CssSchemeSwitch } from '../types.ts';
import { cssDeclaration } from './css-declaration.ts';
import { cssValue, cssVarName } from './css-value.ts';

function declarations(group: TokenGroup, indent: string): string {
  return flattenTokens(group)
    .map((token) => cssDeclaration(indent, cssVarName(token.path), cssValue(token)))
    .join('');
}

function rule(selectors: string[], group: TokenGroup, indent = ''): string {
  return `${indent}${selectors.join(`,\n${indent}`)} {\n${declarations(group, `${indent}  `)}${indent}}\n`;
}

const COLOR_SCHEME: Record<ThemeMode, string> = { light: 'light', dark: 'dark', auto: 'light dark' };

/**
 * The semantic colours in one `:root` block of `light-dark(light, dark)` values (one value where the
 * schemes agree), which follow the `color-scheme` of the element that reads them: the design's mode
 * on `:root`, and `data-theme` sets only `color-scheme`.
 */
function lightDarkRules(tokens: TokenSet, mode: ThemeMode): string {
  const dark = new Map(flattenTokens(tokens.semantic.dark).map((token) => [token.path, cssValue(token)]));
  const colors = flattenTokens(tokens.semantic.light).map((token) => {
    const light = cssValue(token);
    const other = dark.get(token.path) ?? light;
    return cssDeclaration('  ', cssVarName(token.path), light === other ? light : `light-dark(${light}, ${other})`);
  });
  const scheme = (selector: string, value: string) => `${selector} {\n  color-scheme: ${value};\n}\n`;
  return [
    `:root {\n  color-scheme: ${COLOR_SCHEME[mode]};\n${colors.join('')}}\n`,
    scheme('[data-theme="light"]', 'light'),
    scheme('[data-theme="dark"]', 'dark'),
    scheme('[data-theme="auto"]', 'light dark'),
  ].join('\n');
}

/**
 * Custom properties for every tier. Light is the default; `data-theme="dark"`
 * switches to dark and `data-theme="auto"` follows the system. The design's own
 * mode decides what a page without `data-theme` gets. Component tokens are
 * declared again wherever `data-theme` is set, so their aliases resolve there.
 * `schemeSwitch` `light-dark` writes the semantic colours once, as `light-dark()`.
 */
export function tokensCss(tokens: TokenSet, mode: ThemeMode, header: string, schemeSwitch: CssSchemeSwitch = 'selectors'): string {
  if (schemeSwitch === 'light-dark') {
    return [header, rule([':root'], tokens.primitives), lightDarkRules(tokens, mode), rule([':root', '[data-theme]'], tokens.components)].join('\n');
  }
  const dark = ['[data-theme="dark"]', ...(mode === 'dark' ? [':root:not([data-theme])'] : [])];
  const auto = ['[data-theme="auto"]', ...(mode === 'auto' ? [':root:not([data-theme])'] : [])];
  return [
    header,
    rule([':root'], tokens.primitives),
    rule([':root', '[data-theme="light"]'], tokens.semantic.light),
    rule(dark, tokens.semantic.dark),
    `@media (prefers-color-scheme: dark) {\n${rule(auto, tokens.semantic.dark, '  ')}}\n`,
    rule([':root', '[data-theme]'], tokens.components),
  ].join('\n');
}
