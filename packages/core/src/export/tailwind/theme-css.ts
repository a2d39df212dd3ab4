import type { ThemeMode } from '../../model/theme.ts';
import type { TokenSet } from '../../tokens/types.ts';
import { cssDeclaration } from '../css/css-declaration.ts';
import { cssVarName } from '../css/css-value.ts';
import { tokensCss } from '../css/tokens-css.ts';
import { paletteNames, primitiveScale, semanticColorNames } from '../typescript/token-groups.ts';

/** `dark:` applies under `data-theme="dark"`, the attribute css/tokens.css switches on. */
const DARK_VARIANT = '@custom-variant dark (&:where([data-theme="dark"], [data-theme="dark"] *));\n';

function block(selector: string, declarations: [string, string][]): string {
  return `${selector} {\n${declarations.map(([name, value]) => cssDeclaration('  ', name, value)).join('')}}\n`;
}

function valueOf(scale: [string, string][], name: string, path: string): string {
  const found = scale.find(([step]) => step === name);
  if (!found) throw new Error(`No token ${path}.${name}`);
  return found[1];
}

/**
 * Tailwind's theme variables with the design's literal values. `--spacing` is
 * one unit (`space.1`), since v4 multiplies it (`p-4` is 4 units, `p-0.5` half).
 */
function themeVariables(tokens: TokenSet): [string, string][] {
  const scale = (path: string, prefix: string) =>
    primitiveScale(tokens, path).map(([name, value]): [string, string] => [`--${prefix}-${name}`, value]);
  const durations = primitiveScale(tokens, 'duration');
  const easings = primitiveScale(tokens, 'easing');
  return [
    ...paletteNames(tokens).flatMap((palette) => scale(`palette.${palette}`, `color-${palette}`)),
    ...scale('font.family', 'font'),
    ...scale('font.size', 'text'),
    ...scale('font.weight', 'font-weight'),
    ...scale('font.line-height', 'leading'),
    ['--spacing', valueOf(primitiveScale(tokens, 'space'), '1', 'space')],
    ...scale('radius', 'radius'),
    ...scale('shadow', 'shadow'),
    ...scale('duration', 'transition-duration'),
    ...scale('easing', 'ease'),
    ['--default-transition-duration', valueOf(durations, 'fast', 'duration')],
    ['--default-transition-timing-function', valueOf(easings, 'standard', 'easing')],
  ];
}

/** `--color-primary: var(--primary)`: inline, so utilities read the scheme's custom property directly. */
function semanticVariables(tokens: TokenSet): [string, string][] {
  return semanticColorNames(tokens).map((name) => [`--color-${name}`, `var(${cssVarName(`color.${name}`)})`]);
}

/**
 * `theme.css` for Tailwind CSS v4 (CSS-first): the custom properties of
 * css/tokens.css per colour scheme, then `@theme` with literal scales and
 * `@theme inline` mapping the semantic colours onto those properties.
 */
export function themeCss(tokens: TokenSet, mode: ThemeMode, header: string): string {
  return [
    tokensCss(tokens, mode, `${header}\n${DARK_VARIANT}`),
    block('@theme', themeVariables(tokens)),
    block('@theme inline', semanticVariables(tokens)),
  ].join('\n');
}
