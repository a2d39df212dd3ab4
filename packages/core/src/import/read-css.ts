import {
  isCommentNode,
  isSimpleBlockNode,
  isTokenNode,
  isWhiteSpaceOrCommentNode,
  parseListOfComponentValues,
  type ComponentValue,
} from '@csstools/css-parser-algorithms';
import { tokenize, TokenType, type ParseError } from '@csstools/css-tokenizer';
import { cssVarName } from '../export/css/css-value.ts';
import { defaultDesignSystem } from '../model/design-system.ts';
import type { ThemeMode } from '../model/theme.ts';
import { splitTopLevel } from '../export/css/split-top-level.ts';
import { flattenTokens } from '../tokens/flatten.ts';
import type { GradientStop, ShadowValue, TokenType as ValueType } from '../tokens/types.ts';
import { resolveTokens } from '../tokens/resolve-tokens.ts';
import { invalidImport, lineColumn } from './import-errors.ts';
import type { ReadTokens } from './import-tokens.ts';
import { roleOfPath } from './pin-colors.ts';
import type { SourceToken, TokenScope, UnmappedToken } from './types.ts';

interface Context {
  /** Undefined: a rule whose declarations are not read (another theme's class, `@font-face`...), with why. */
  scope: TokenScope | undefined;
  ignored?: string;
  /** How the report names the rule: its selector or at-rule, empty for `:root`. */
  label: string;
  /** Inside Tailwind v4's `@theme`. */
  theme: boolean;
}

let kitsmithNames: Map<string, { path: string; type: ValueType }> | undefined;

/** Custom property -> token path and type for every token Kitsmith's CSS export writes (`--primary` -> `color.primary`). */
function kitsmithTokens(): Map<string, { path: string; type: ValueType }> {
  if (!kitsmithNames) {
    const tokens = resolveTokens(defaultDesignSystem);
    const all = [tokens.primitives, tokens.semantic.light, tokens.components].flatMap((group) => flattenTokens(group));
    kitsmithNames = new Map(all.map(({ path, $type }) => [cssVarName(path).slice(2), { path, type: $type }]));
  }
  return kitsmithNames;
}

/** `inset? x y blur spread color`, as Kitsmith's CSS export writes a shadow, back into its token value. */
function shadowValue(css: string): ShadowValue | string {
  const parts = splitTopLevel(css, ' ');
  const inset = parts[0] === 'inset';
  const [offsetX, offsetY, blur, spread, color, ...rest] = inset ? parts.slice(1) : parts;
  if (!offsetX || !offsetY || !blur || !spread || !color || rest.length > 0) return css;
  return { color, offsetX, offsetY, blur, spread, ...(inset ? { inset } : {}) };
}

/** `linear-gradient(135deg, a 0%, b 100%)`, as Kitsmith's CSS export writes a gradient, back into its stops. */
function gradientStops(css: string): GradientStop[] | undefined {
  const inner = /^linear-gradient\((.*)\)$/.exec(css)?.[1];
  const stops = inner === undefined ? [] : splitTopLevel(inner, ',').slice(1).map((stop) => splitTopLevel(stop, ' '));
  if (stops.length < 2 || stops.some((stop) => stop.length !== 2 || !/^\d+(\.\d+)?%$/.test(stop[1] ?? ''))) return undefined;
  return stops.map(([color, position]) => ({ color: color ?? '', position: Number.parseFloat(position ?? '0') / 100 }));
}

/** A value of Kitsmith's CSS export in the shape and type its token has (shadows and gradients are objects there). */
function kitsmithValue(name: string, value: string): { type: string | undefined; value: unknown } {
  const gradient = gradientStops(value);
  if (gradient) return { type: 'gradient', value: gradient };
  const type = kitsmithTokens().get(name)?.type;
  return { type: type === 'color' ? undefined : type, value: type === 'shadow' ? shadowValue(value) : value };
}

/** shadcn/tweakcn's names for what Kitsmith's mappers read under other paths. */
const SHADCN_PATHS: Record<string, string> = {
  'font-sans': 'font.family.sans',
  'font-serif': 'font.family.serif',
  'font-mono': 'font.family.mono',
  'font-heading': 'font.family.heading',
  'font-body': 'font.family.body',
  shadow: 'shadow.md',
  // shadcn's --radius is its rounded-lg (md and sm are 2px and 4px less): Kitsmith's 1.5 x radius.base.
  radius: 'radius.lg',
};

/** tweakcn's inputs to its `--shadow-*` values: not shadows themselves. */
const SHADOW_INPUTS = /^shadow-(color|opacity|blur|spread|offset-x|offset-y|x|y)$/;

/**
 * The token path of a custom property: Kitsmith's own name, a semantic colour role by itself
 * (`--sidebar-primary` stays one name), shadcn's names, else the name split at its dashes, with
 * numbered steps kept whole (`--space-0-5` -> `space.0-5`).
 */
export function pathOfProperty(name: string, kitsmith: boolean): string {
  const bare = name.replace(/^--/, '');
  // `--card-foreground` is a component token of Kitsmith's export and a colour role of shadcn's.
  if (!kitsmith && roleOfPath(bare)) return bare;
  const known = kitsmithTokens().get(bare)?.path ?? SHADCN_PATHS[bare];
  if (known) return known;
  if (roleOfPath(bare) || /^(letter-spacing|tracking-)/.test(bare)) return bare;
  if (/^colou?r-/.test(bare) && roleOfPath(bare.replace(/^colou?r-/, ''))) return bare.replace(/^(colou?r)-/, '$1.');
  return bare.replace(/-/g, '.').replace(/(\d)\.(\d)/g, '$1-$2');
}

/** A declared value as a token value: `var(--x)` becomes the alias `{x's path}`, wherever it is. */
function tokenValue(text: string, kitsmith: boolean): string {
  // Formatters break long values over lines: `linear-gradient(\n    135deg,\n ...)`.
  const value = text
    .replace(/\s*!important\s*$/i, '')
    .replace(/\s+/g, ' ')
    .replace(/\(\s/g, '(')
    .replace(/\s\)/g, ')')
    .trim();
  return value.replace(/var\(\s*(--[\w-]+)\s*(?:,[^()]*)?\)/g, (_match, name: string) => `{${pathOfProperty(name, kitsmith)}}`);
}

const DARK = /\.dark\b|\[data-(theme|mode|color-scheme)=["']?dark|prefers-color-scheme:\s*dark/i;
const LIGHT = /\.light\b|\[data-(theme|mode|color-scheme)=["']?light/i;
const ROOT = /:root|^html\b|:host/i;
/** The high-contrast schemes Kitsmith's exports write (`[data-theme="high-contrast-dark"]`, `prefers-contrast: more`). */
const HIGH_CONTRAST = /prefers-contrast|high-contrast/i;
const HIGH_CONTRAST_IGNORED = 'Kitsmith makes its high-contrast schemes from the design and does not read them';

function childContext(parent: Context, prelude: string): Context {
  const text = prelude.replace(/\s+/g, ' ').trim();
  const label = parent.label ? `${parent.label} ${text}` : text;
  if (HIGH_CONTRAST.test(text)) return { scope: undefined, ignored: HIGH_CONTRAST_IGNORED, label, theme: false };
  if (text.startsWith('@')) {
    const keyword = /^@([\w-]+)/.exec(text)?.[1]?.toLowerCase() ?? '';
    if (keyword === 'theme') return { scope: 'shared', label: text, theme: true };
    if (keyword === 'media' && DARK.test(text)) return { ...parent, scope: parent.scope && 'dark', label };
    if (['media', 'layer', 'supports', 'container'].includes(keyword)) return parent;
    return { scope: undefined, ignored: `Kitsmith does not read ${text.split(' ')[0]} rules`, label, theme: false };
  }
  if (parent.scope === undefined) return { ...parent, label };
  if (DARK.test(text)) return { scope: 'dark', label, theme: false };
  if (ROOT.test(text)) return parent.scope === 'dark' ? { ...parent, label } : { scope: 'shared', label: parent.label, theme: false };
  if (LIGHT.test(text)) return { scope: 'light', label, theme: false };
  if (parent.scope === 'dark' && /data-theme=["']?auto/.test(text)) return { ...parent, label };
  return { scope: undefined, ignored: 'Kitsmith reads :root and the light and dark rules, not other selectors', label, theme: false };
}

interface Declaration {
  name: string;
  value: string;
  context: Context;
  /** The block it is declared in. */
  block: readonly ComponentValue[];
}

const isToken = (node: ComponentValue, type: TokenType) => isTokenNode(node) && node.value[0] === type;
const text = (nodes: ComponentValue[]) =>
  nodes
    .filter((node) => !isCommentNode(node))
    .map((node) => node.toString())
    .join('');

/** `--name: value` when `nodes` is a custom property declaration. */
function customProperty(nodes: ComponentValue[], context: Context, block: readonly ComponentValue[] = []): Declaration | undefined {
  const meaningful = nodes.filter((node) => !isWhiteSpaceOrCommentNode(node));
  const [first, second] = meaningful;
  if (!first || !isTokenNode(first) || first.value[0] !== TokenType.Ident || !first.value[1].startsWith('--')) return undefined;
  if (!second || !isToken(second, TokenType.Colon)) return undefined;
  const value = text(nodes.slice(nodes.indexOf(second) + 1)).trim();
  return { name: first.value[1], value, context, block };
}

function walkBlock(nodes: ComponentValue[], context: Context, out: Declaration[]): void {
  let current: ComponentValue[] = [];
  const flush = () => {
    const declaration = customProperty(current, context, nodes);
    if (declaration) out.push(declaration);
    current = [];
  };
  for (const node of nodes) {
    if (isToken(node, TokenType.Semicolon)) flush();
    else if (isSimpleBlockNode(node) && node.startToken[0] === TokenType.OpenCurly && !customProperty(current, context)) {
      walkBlock(node.value, childContext(context, text(current)), out);
      current = [];
    } else current.push(node);
  }
  flush();
}

export interface CssRead extends ReadTokens {
  /** The colour scheme a page without a theme attribute gets, when the CSS says (Kitsmith's export does). */
  mode: ThemeMode | undefined;
}

/** The custom properties of a style sheet, by rule. Throws INVALID_IMPORT where the CSS is cut short or malformed. */
function declarationsOf(css: string): Declaration[] {
  let problem: ParseError | undefined;
  const onParseError = (error: ParseError) => {
    problem ??= error;
  };
  const nodes = parseListOfComponentValues(tokenize({ css }, { onParseError }), { onParseError });
  if (problem) {
    const ended = /EOF/.test(problem.message) ? ' (is the file cut short?)' : '';
    throw invalidImport(`The CSS is malformed at ${lineColumn(css, problem.sourceStart)}: ${problem.message}${ended}`);
  }
  const out: Declaration[] = [];
  walkBlock(nodes, { scope: 'shared', label: '', theme: false }, out);
  return out;
}

const SHADCN_MARKS = /^--(card|popover|destructive|sidebar[\w-]*|chart-\d)$/;

/**
 * Reads CSS custom properties as tokens: `:root` (shared), light and dark rules (`.dark`,
 * `[data-theme="dark"]`, `@media (prefers-color-scheme: dark)`) and Tailwind v4 `@theme` blocks. shadcn
 * and tweakcn's names are understood; `@theme` lines that only point at another variable are reported,
 * not read. Throws INVALID_IMPORT for CSS that is malformed or declares no custom properties.
 */
export function readCss(css: string): CssRead {
  const declarations = declarationsOf(css);
  if (declarations.length === 0) {
    throw invalidImport(
      'The CSS declares no custom properties (such as --primary: #7c3aed), so there is nothing to import.',
      'Import the CSS file that defines your theme variables, such as shadcn/ui\'s globals.css.',
    );
  }
  // Kitsmith's own export: its palette steps are there, and its names win over shadcn's.
  const kitsmith = declarations.some((d) => d.name === '--palette-primary-500');
  const tokens: SourceToken[] = [];
  const notes: UnmappedToken[] = [];
  let mode: ThemeMode | undefined;
  const blockNames = new Map<readonly ComponentValue[], Set<string>>();
  for (const { name, block } of declarations) blockNames.set(block, (blockNames.get(block) ?? new Set()).add(name));
  for (const { name, value, context, block } of declarations) {
    const label = context.label ? `${context.label}/${name}` : name;
    if (context.scope === undefined) {
      notes.push({ path: label, reason: context.ignored ?? 'not read' });
      continue;
    }
    if (context.theme && /^var\(\s*--[\w-]+\s*\)$/.test(value)) {
      notes.push({ path: label, reason: `gives Tailwind the variable ${value.slice(4, -1).trim()}, which is read where it is defined` });
      continue;
    }
    const bare = name.slice(2);
    if (SHADOW_INPUTS.test(bare)) {
      notes.push({ path: label, reason: "one of tweakcn's shadow inputs: the --shadow-* values made from them are read instead" });
      continue;
    }
    if (/:root:not\(\[data-theme\]\)/.test(context.label)) mode = /auto/.test(context.label) ? 'auto' : 'dark';
    // Kitsmith's export names a component token and a semantic colour --card-foreground: beside --card, it is the colour.
    const semantic = kitsmith && name === '--card-foreground' && blockNames.get(block)?.has('--card');
    const path = semantic ? 'color.card-foreground' : pathOfProperty(name, kitsmith);
    const role = roleOfPath(path);
    const read = kitsmith ? kitsmithValue(bare, tokenValue(value, kitsmith)) : { type: undefined, value: tokenValue(value, kitsmith) };
    tokens.push({ path, label, ...read, scope: context.scope, ...(role ? { role } : {}) });
  }
  const shadcn = !kitsmith && (/@theme\b/.test(css) || declarations.some((d) => SHADCN_MARKS.test(d.name)));
  return { format: shadcn ? 'shadcn-css' : 'css', tokens, warnings: [], notes, mode };
}
