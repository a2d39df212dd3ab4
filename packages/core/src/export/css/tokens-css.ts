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
function lightDarkDeclarations(light: TokenGroup, dark: TokenGroup, indent: string): string {
  const darkValues = new Map(flattenTokens(dark).map((token) => [token.path, cssValue(token)]));
  return flattenTokens(light)
    .map((token) => {
      const value = cssValue(token);
      const other = darkValues.get(token.path) ?? value;
      return cssDeclaration(indent, cssVarName(token.path), value === other ? value : `light-dark(${value}, ${other})`);
    })
    .join('');
}

function lightDarkRules(tokens: TokenSet, mode: ThemeMode): string {
  const scheme = (selector: string, value: string) => `${selector} {\n  color-scheme: ${value};\n}\n`;
  const highContrast = (indent: string) => lightDarkDeclarations(tokens.semantic['high-contrast-light'], tokens.semantic['high-contrast-dark'], indent);
  return [
    `:root {\n  color-scheme: ${COLOR_SCHEME[mode]};\n${lightDarkDeclarations(tokens.semantic.light, tokens.semantic.dark, '  ')}}\n`,
    scheme('[data-theme="light"]', 'light'),
    scheme('[data-theme="dark"]', 'dark'),
    scheme('[data-theme="auto"]', 'light dark'),
    `[data-theme="high-contrast-light"],\n[data-theme="high-contrast-dark"] {\n${highContrast('  ')}}\n`,
    scheme('[data-theme="high-contrast-light"]', 'light'),
    scheme('[data-theme="high-contrast-dark"]', 'dark'),
    `@media (prefers-contrast: more) {\n  :root,\n  [data-theme="light"],\n  [data-theme="dark"],\n  [data-theme="auto"] {\n${highContrast('    ')}  }\n}\n`,
  ].join('\n');
}

/**
 * Custom properties for every tier. Light is the default; `data-theme="dark"`
 * switches to dark and `data-theme="auto"` follows the system. The design's own
 * mode decides what a page without `data-theme` gets. `data-theme="high-contrast-light"`
 * and `"high-contrast-dark"` choose the high-contrast schemes, and a reader who asks for
 * more contrast (`prefers-contrast: more`) gets the high-contrast scheme matching the light
 * or dark one the page shows. Component tokens are declared again wherever `data-theme`
 * is set, so their aliases resolve there. `schemeSwitch` `light-dark` writes the semantic
 * colours once, as `light-dark()` (the high-contrast ones once more).
 */
export function tokensCss(tokens: TokenSet, mode: ThemeMode, header: string, schemeSwitch: CssSchemeSwitch = 'selectors'): string {
  if (schemeSwitch === 'light-dark') {
    return [header, rule([':root'], tokens.primitives), lightDarkRules(tokens, mode), rule([':root', '[data-theme]'], tokens.components)].join('\n');
  }
  const root = (when: ThemeMode) => (mode === when ? [':root:not([data-theme])'] : []);
  const dark = ['[data-theme="dark"]', ...root('dark')];
  const auto = ['[data-theme="auto"]', ...root('auto')];
  const [hcLight, hcDark] = [tokens.semantic['high-contrast-light'], tokens.semantic['high-contrast-dark']];
  return [
    header,
    rule([':root'], tokens.primitives),
    rule([':root', '[data-theme="light"]'], tokens.semantic.light),
    rule(dark, tokens.semantic.dark),
    `@media (prefers-color-scheme: dark) {\n${rule(auto, tokens.semantic.dark, '  ')}}\n`,
    rule(['[data-theme="high-contrast-light"]'], hcLight),
    rule(['[data-theme="high-contrast-dark"]'], hcDark),
    `@media (prefers-contrast: more) {\n${rule(['[data-theme="light"]', ...root('light'), ...auto], hcLight, '  ')}\n${rule(dark, hcDark, '  ')}}\n`,
    `@media (prefers-contrast: more) and (prefers-color-scheme: dark) {\n${rule(auto, hcDark, '  ')}}\n`,
    rule([':root', '[data-theme]'], tokens.components),
  ].join('\n');
}
