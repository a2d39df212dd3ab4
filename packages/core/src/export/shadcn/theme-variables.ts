import { formatColor } from '../../color/index.ts';
import { SEMANTIC_COLOR_ROLES } from '../../model/color-overrides.ts';
import { parseFontStack } from '../../model/font-stack.ts';
import { forEachToken, resolveAlias } from '../../tokens/flatten.ts';
import { round } from '../../tokens/scales.ts';
import type { ColorScheme, ShadowValue, Token, TokenSet } from '../../tokens/types.ts';
import { BoundedCache } from '../../util/bounded-cache.ts';
import { cssFontStack } from '../css/css-font-stack.ts';
import { groupAt, primitiveScale, tokensAt } from '../typescript/token-groups.ts';
import type { ExportContext } from '../types.ts';

/** shadcn/ui's colour variables, in the order its themes write them. */
const SHADCN_COLORS = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'muted',
  'muted-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'destructive-foreground',
  'border',
  'input',
  'ring',
  'chart-1',
  'chart-2',
  'chart-3',
  'chart-4',
  'chart-5',
  'sidebar',
  'sidebar-foreground',
  'sidebar-primary',
  'sidebar-primary-foreground',
  'sidebar-accent',
  'sidebar-accent-foreground',
  'sidebar-border',
  'sidebar-ring',
] as const;

/** shadcn's names for Kitsmith's roles where they differ; every other shadcn colour is a Kitsmith role of the same name. */
const ROLE_OF: Record<string, string> = { destructive: 'danger', 'destructive-foreground': 'danger-foreground' };

/** Kitsmith's roles shadcn has no name for (surface, success, ...): written after shadcn's, under their own names. */
const EXTRA_COLORS = SEMANTIC_COLOR_ROLES.filter((role) => !(SHADCN_COLORS as readonly string[]).includes(role));

/** tweakcn's shadow scale onto Kitsmith's four sizes: the small ones share `sm`, `2xl` is `xl`. */
const SHADOWS: [string, string][] = [
  ['shadow-2xs', 'sm'],
  ['shadow-xs', 'sm'],
  ['shadow-sm', 'sm'],
  ['shadow', 'md'],
  ['shadow-md', 'md'],
  ['shadow-lg', 'lg'],
  ['shadow-xl', 'xl'],
  ['shadow-2xl', 'xl'],
];

/** Tailwind's letter-spacing steps around `--tracking-normal`, as tweakcn's themes write them. */
const TRACKING: [string, string][] = [
  ['tracking-tighter', 'calc(var(--tracking-normal) - 0.05em)'],
  ['tracking-tight', 'calc(var(--tracking-normal) - 0.025em)'],
  ['tracking-normal', 'var(--tracking-normal)'],
  ['tracking-wide', 'calc(var(--tracking-normal) + 0.025em)'],
  ['tracking-wider', 'calc(var(--tracking-normal) + 0.05em)'],
  ['tracking-widest', 'calc(var(--tracking-normal) + 0.1em)'],
];

const DEFAULT_SERIF = 'ui-serif, Georgia, Cambria, "Times New Roman", Times, serif';

// A design's roles share a few dozen colours, and a code panel writes them again on every edit.
const oklchOfHex = new BoundedCache<string, string>(512);

/** A colour as OKLCH, as shadcn's v4 themes write them; an alpha (`#rrggbbaa`) after a slash. */
function oklch(hex: string): string {
  let written = oklchOfHex.get(hex);
  if (written === undefined) {
    const color = formatColor(hex.slice(0, 7), 'oklch');
    if (color === undefined) throw new Error(`Not a colour: ${hex}`);
    written = hex.length === 9 ? `${color.slice(0, -1)} / ${round(Number.parseInt(hex.slice(7), 16) / 255, 2)})` : color;
    oklchOfHex.set(hex, written);
  }
  return written;
}

function colors(tokens: TokenSet, scheme: ColorScheme): Record<string, string> {
  // Semantic colours alias palette steps and each other, never the rest of the token set.
  const byPath = new Map<string, Token>();
  forEachToken(groupAt(tokens.primitives, 'palette'), (path, token) => byPath.set(path, token), 'palette');
  forEachToken(tokens.semantic[scheme], (path, token) => byPath.set(path, token));
  const vars: Record<string, string> = {};
  for (const name of [...SHADCN_COLORS, ...EXTRA_COLORS]) {
    const path = `color.${ROLE_OF[name] ?? name}`;
    const value = resolveAlias(byPath, byPath.get(path)?.$value ?? `{${path}}`);
    if (typeof value !== 'string') throw new Error(`Token ${path} is not a colour`);
    vars[name] = oklch(value);
  }
  return vars;
}

function shadowCss(shadow: ShadowValue): string {
  return `${shadow.offsetX} ${shadow.offsetY} ${shadow.blur} ${shadow.spread} ${oklch(shadow.color)}`;
}

/** The heading stack when it is a serif one (its generic family is `serif`), else a system serif stack. */
function serifStack(heading: string): string {
  const parsed = parseFontStack(heading);
  const serif = !('problem' in parsed) && parsed.families.some((family) => !family.quoted && family.name === 'serif');
  return serif ? cssFontStack(heading) : DEFAULT_SERIF;
}

/** Everything in `:root` beside the colours: fonts, radius, shadows, tracking and spacing, as tweakcn's themes hold them. */
function designVariables(tokens: TokenSet): Record<string, string> {
  const fonts = Object.fromEntries(primitiveScale(tokens, 'font.family'));
  const shadows = Object.fromEntries(tokensAt(tokens.primitives, 'shadow').map(([name, token]) => [name, token.$value as ShadowValue]));
  const radius = Object.fromEntries(primitiveScale(tokens, 'radius'));
  const space = Object.fromEntries(primitiveScale(tokens, 'space'));
  const base = shadows.md;
  if (!base || !fonts.body || !fonts.heading || !fonts.mono || !radius.lg || !space['1']) throw new Error('Token set lacks a scale shadcn needs');
  const heading = (groupAt(tokens.primitives, 'font.family').heading as Token).$value as string;
  return {
    'font-sans': fonts.body,
    'font-serif': serifStack(heading),
    'font-mono': fonts.mono,
    'font-heading': fonts.heading,
    radius: radius.lg,
    'shadow-x': base.offsetX,
    'shadow-y': base.offsetY,
    'shadow-blur': base.blur,
    'shadow-spread': base.spread,
    'shadow-opacity': String(round(Number.parseInt(base.color.slice(7) || 'ff', 16) / 255, 2)),
    'shadow-color': oklch(base.color.slice(0, 7)),
    ...Object.fromEntries(SHADOWS.map(([name, size]) => [name, shadowCss(shadows[size] ?? base)])),
    'tracking-normal': '0em',
    spacing: space['1'],
  };
}

/** `@theme inline`: every colour as `--color-*`, the fonts, radius steps, shadows and tracking, reading the variables above. */
function themeInline(): Record<string, string> {
  const theme: Record<string, string> = {};
  for (const name of [...SHADCN_COLORS, ...EXTRA_COLORS]) theme[`color-${name}`] = `var(--${name})`;
  for (const font of ['font-sans', 'font-mono', 'font-serif', 'font-heading']) theme[font] = `var(--${font})`;
  Object.assign(theme, {
    'radius-sm': 'calc(var(--radius) - 4px)',
    'radius-md': 'calc(var(--radius) - 2px)',
    'radius-lg': 'var(--radius)',
    'radius-xl': 'calc(var(--radius) + 4px)',
  });
  for (const [name] of SHADOWS) theme[name] = `var(--${name})`;
  for (const [name, value] of TRACKING) theme[name] = value;
  return theme;
}

export interface ShadcnThemeVariables {
  /** `@theme inline`: Tailwind v4's names (`color-primary`) onto the variables of `light` and `dark`. */
  theme: Record<string, string>;
  /** `:root`: light colours as OKLCH, then fonts, radius, shadows, tracking and spacing. */
  light: Record<string, string>;
  /** `.dark`: the dark colours (the rest does not change with the scheme). */
  dark: Record<string, string>;
  /** `.high-contrast` and, under `prefers-contrast: more`, `:root`: the high-contrast light colours. */
  'high-contrast-light': Record<string, string>;
  /** `.dark.high-contrast` and, under `prefers-contrast: more`, `.dark`: the high-contrast dark colours. */
  'high-contrast-dark': Record<string, string>;
}

/**
 * A design as shadcn/ui's theme variables, names without the leading `--` (as a registry item's
 * `cssVars` holds them): shadcn's own set first, Kitsmith's extra roles (surface, success, ...)
 * after under their own names, `destructive` being Kitsmith's danger. globals.css and the
 * registry item are both written from this.
 */
export function shadcnThemeVariables({ tokens }: Pick<ExportContext, 'tokens'>): ShadcnThemeVariables {
  return {
    theme: themeInline(),
    light: { ...colors(tokens, 'light'), ...designVariables(tokens) },
    dark: colors(tokens, 'dark'),
    'high-contrast-light': colors(tokens, 'high-contrast-light'),
    'high-contrast-dark': colors(tokens, 'high-contrast-dark'),
  };
}
