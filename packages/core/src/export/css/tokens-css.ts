import { flattenTokens } from '../../tokens/flatten.ts';
import type { TokenGroup, TokenSet } from '../../tokens/types.ts';
import type { ThemeMode } from '../../model/theme.ts';
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

/**
 * Custom properties for every tier. Light is the default; `data-theme="dark"`
 * switches to dark and `data-theme="auto"` follows the system. The design's own
 * mode decides what a page without `data-theme` gets. Component tokens are
 * declared again wherever `data-theme` is set, so their aliases resolve there.
 */
export function tokensCss(tokens: TokenSet, mode: ThemeMode, header: string): string {
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
