import { aliasTarget } from '../../tokens/flatten.ts';
import { BoundedCache } from '../../util/bounded-cache.ts';
import { cssFontStack } from './css-font-stack.ts';
import { rem, round } from '../../tokens/scales.ts';
import { KITSMITH_EXTENSION, type FluidDimension, type GradientStop, type ShadowValue, type Token, type TokenValue } from '../../tokens/types.ts';

// The editor names every token's property on each step of a colour drag; the paths are the same each time.
const varNames = new BoundedCache<string, string>(4096);

/**
 * A token path's custom property: semantic colours drop `color.` (`--primary`,
 * the shadcn/ui convention) and component tokens drop `component.`
 * (`--button-radius`); everything else joins its path (`--palette-primary-500`).
 */
export function cssVarName(path: string): string {
  let name = varNames.get(path);
  if (name === undefined) {
    name = `--${path.replace(/^(color|component)\./, '').replace(/\./g, '-')}`;
    varNames.set(path, name);
  }
  return name;
}

function cssScalar(value: string): string {
  const target = aliasTarget(value);
  return target === undefined ? value : `var(${cssVarName(target)})`;
}

function shadow(value: ShadowValue): string {
  const parts = [value.offsetX, value.offsetY, value.blur, value.spread, cssScalar(value.color)];
  return `${value.inset ? 'inset ' : ''}${parts.join(' ')}`;
}

function gradient(stops: GradientStop[]): string {
  const list = stops.map((stop) => `${cssScalar(stop.color)} ${Math.round(stop.position * 100)}%`);
  return `linear-gradient(135deg, ${list.join(', ')})`;
}

/** A length Kitsmith writes (`1.5rem`, `360px`) in px, 16 to the rem. */
const lengthPx = (length: string) => Number.parseFloat(length) * (length.endsWith('rem') ? 16 : 1);

/**
 * A fluid size as CSS: `clamp(min, intercept + slope·vw, max)`, the line through (minViewport, min) and
 * (maxViewport, max), from the lengths as the token writes them (so a reader can work them back out).
 */
export function cssClamp({ min, max, minViewport, maxViewport }: FluidDimension): string {
  const [low, high, from, to] = [min, max, minViewport, maxViewport].map(lengthPx) as [number, number, number, number];
  const slope = (high - low) / (to - from);
  return `clamp(${min}, ${rem(low - slope * from)} + ${round(slope * 100, 4)}vw, ${max})`;
}

/** A token's value as CSS; aliases become `var()` references so they follow the colour scheme. */
export function cssValue(token: Token): string {
  const fluid = token.$extensions?.[KITSMITH_EXTENSION].fluid;
  if (fluid) return cssClamp(fluid);
  const value: TokenValue = token.$value;
  if (typeof value === 'string') return token.$type === 'fontFamily' ? cssFontStack(value) : cssScalar(value);
  if (typeof value === 'number') return String(value);
  if (token.$type === 'cubicBezier' && Array.isArray(value)) return `cubic-bezier(${value.join(', ')})`;
  if (token.$type === 'gradient' && Array.isArray(value)) return gradient(value as GradientStop[]);
  if (token.$type === 'shadow' && !Array.isArray(value)) return shadow(value);
  throw new Error(`No CSS for a ${token.$type} token of value ${JSON.stringify(value)}`);
}
