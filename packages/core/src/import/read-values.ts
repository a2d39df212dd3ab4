import { z } from 'zod';
import { toHex } from '../color/index.ts';
import { parseFontStack } from '../model/font-stack.ts';

/** DTCG 2025 writes dimensions and durations as `{value, unit}`. */
const unitValueSchema = z.object({ value: z.number(), unit: z.string() });
/** DTCG 2025 colours: `{colorSpace, components, alpha?, hex?}`. */
const colorObjectSchema = z.object({
  colorSpace: z.string(),
  components: z.array(z.union([z.number(), z.literal('none')])),
  alpha: z.number().optional(),
  hex: z.string().optional(),
});

const CSS_SPACES: Record<string, (c: string[]) => string> = {
  srgb: (c) => `color(srgb ${c.join(' ')})`,
  'srgb-linear': (c) => `color(srgb-linear ${c.join(' ')})`,
  'display-p3': (c) => `color(display-p3 ${c.join(' ')})`,
  hsl: ([h, s, l]) => `hsl(${h} ${s}% ${l}%)`,
  hwb: ([h, w, b]) => `hwb(${h} ${w}% ${b}%)`,
  lab: (c) => `lab(${c.join(' ')})`,
  lch: (c) => `lch(${c.join(' ')})`,
  oklab: (c) => `oklab(${c.join(' ')})`,
  oklch: (c) => `oklch(${c.join(' ')})`,
};

/** `222.2 84% 4.9%`: shadcn's Tailwind v3 colours, an HSL triple without `hsl()`. */
const HSL_TRIPLE = /^-?\d*\.?\d+(deg)?\s+\d*\.?\d+%\s+\d*\.?\d+%(\s*\/\s*\d*\.?\d+%?)?$/;

/** Any CSS colour (hex, rgb(), hsl(), oklch(), names...), a bare HSL triple or a DTCG colour object, as `#rrggbb`. */
export function readColor(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const text = value.trim();
    return toHex(HSL_TRIPLE.test(text) ? `hsl(${text})` : text);
  }
  const object = colorObjectSchema.safeParse(value);
  if (!object.success) return undefined;
  if (object.data.hex) return toHex(object.data.hex);
  const css = CSS_SPACES[object.data.colorSpace];
  return css && toHex(css(object.data.components.map(String)));
}

/** The alpha of a colour written with one (`#rrggbbaa`, `rgba()`, `rgb(r g b / a)`...), else 1. */
export function readAlpha(value: unknown): number | undefined {
  if (typeof value !== 'string') {
    const object = colorObjectSchema.safeParse(value);
    return object.success ? (object.data.alpha ?? 1) : undefined;
  }
  const text = value.trim().toLowerCase();
  if (text === 'transparent') return 0;
  if (HSL_TRIPLE.test(text)) return readAlpha(`hsl(${text})`);
  const hex = /^#([0-9a-f]{8}|[0-9a-f]{4})$/.exec(text)?.[1];
  if (hex) return parseInt(hex.length === 8 ? hex.slice(6) : `${hex[3]}${hex[3]}`, 16) / 255;
  const fn = /^[a-z]+\((.*)\)$/.exec(text)?.[1];
  if (fn === undefined) return toHex(text) ? 1 : undefined;
  const parts = fn.includes('/') ? fn.split('/') : fn.split(',');
  const last = parts.length === 4 || fn.includes('/') ? parts[parts.length - 1]?.trim() : undefined;
  if (last === undefined) return toHex(text) ? 1 : undefined;
  return last.endsWith('%') ? Number.parseFloat(last) / 100 : Number.parseFloat(last);
}

const LENGTH = /^(-?\d*\.?\d+)(px|rem|em)?$/;

/** A length in px: `12px`, `0.75rem` and `0.75em` (16px to the rem), or a bare number (px, as Tokens Studio writes). */
export function readPx(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const object = unitValueSchema.safeParse(value);
  if (object.success) return readPx(`${object.data.value}${object.data.unit}`);
  if (typeof value !== 'string') return undefined;
  const match = LENGTH.exec(value.trim());
  if (!match) return undefined;
  const number = Number(match[1]);
  return match[2] === 'rem' || match[2] === 'em' ? number * 16 : number;
}

/** A size that grows with the viewport, in px: `clamp(min, intercept + slope·vw, max)` as CSS writes it. */
export interface FluidSize {
  min: number;
  max: number;
  /** The preferred size is `intercept + vw · viewport / 100` (px). */
  intercept: number;
  vw: number;
  /** The three parts as written, so a reader can check a guess reproduces them. */
  written: { min: string; preferred: string; max: string };
}

const SIGNED_LENGTH = /^([+-]?)\s*(\d*\.?\d+)(px|rem|em)$/;
const SIGNED_VW = /^([+-]?)\s*(\d*\.?\d+)vw$/;

/** `1rem + 2vw`, `2vw + 1rem`, `-0.5rem + 3vw`, `3vw - 0.5rem`: a length and a vw amount, in either order. */
function readPreferred(text: string): { intercept: number; vw: number } | undefined {
  const terms = text.replace(/\s+([+-])\s+/g, ' $1').trim().split(' ');
  if (terms.length !== 2) return undefined;
  let intercept: number | undefined;
  let vw: number | undefined;
  for (const term of terms) {
    const length = SIGNED_LENGTH.exec(term);
    const viewport = SIGNED_VW.exec(term);
    if (length) intercept = (length[1] === '-' ? -1 : 1) * (readPx(`${length[2]}${length[3]}`) ?? 0);
    else if (viewport) vw = (viewport[1] === '-' ? -1 : 1) * Number(viewport[2]);
    else return undefined;
  }
  return intercept === undefined || vw === undefined ? undefined : { intercept, vw };
}

/** A `clamp()` of two lengths around a length plus a vw amount (optionally inside `calc()`), as px; else undefined. */
export function readFluidSize(value: unknown): FluidSize | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^clamp\(\s*([^,()]+?)\s*,\s*(?:calc\(\s*)?([^,()]+?)\s*\)?\s*,\s*([^,()]+?)\s*\)$/.exec(value.trim());
  if (!match) return undefined;
  const [, low, preferred, high] = match as unknown as [string, string, string, string];
  const [min, max, line] = [readPx(low), readPx(high), readPreferred(preferred)];
  if (min === undefined || max === undefined || !line || min > max) return undefined;
  return { min, max, ...line, written: { min: low, preferred, max: high } };
}

/** A duration in ms: `300ms`, `0.3s`, a number (ms) or `{value, unit}`. */
export function readMs(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const object = unitValueSchema.safeParse(value);
  if (object.success) return readMs(`${object.data.value}${object.data.unit}`);
  if (typeof value !== 'string') return undefined;
  const match = /^(\d*\.?\d+)(ms|s)?$/.exec(value.trim());
  if (!match) return undefined;
  return match[2] === 's' ? Number(match[1]) * 1000 : Number(match[1]);
}

/** A plain number: `1.5`, `"1.5"`, or a percentage (`"150%"` is 1.5). */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const match = /^(-?\d*\.?\d+)(%)?$/.exec(value.trim());
  if (!match) return undefined;
  return match[2] ? Number(match[1]) / 100 : Number(match[1]);
}

/** A font stack as CSS: a string as given, or a DTCG list with each name but a single plain word quoted (`"Helvetica Neue"`, `"3270"`). */
export function readFontStack(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  const list = z.array(z.string()).min(1).safeParse(value);
  if (!list.success) return undefined;
  const plain = (name: string) => /^[\w-]+$/.test(name) && !('problem' in parseFontStack(name));
  return list.data.map((name) => (/^['"]/.test(name) || plain(name) ? name : `"${name}"`)).join(', ');
}

/** `[x1, y1, x2, y2]`, or the same written as `cubic-bezier(...)`. */
export function readCubicBezier(value: unknown): number[] | undefined {
  const list = z.array(z.number()).length(4).safeParse(value);
  if (list.success) return list.data;
  const match = typeof value === 'string' ? /^cubic-bezier\(([^)]*)\)$/.exec(value.trim()) : null;
  const numbers = match?.[1]?.split(',').map(Number);
  return numbers?.length === 4 && numbers.every(Number.isFinite) ? numbers : undefined;
}
