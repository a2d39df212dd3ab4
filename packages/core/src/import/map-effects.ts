import type { DesignSystem } from '../model/design-system.ts';
import { animationStyleSchema, shadowLevelSchema, type AnimationStyle } from '../model/primitives.ts';
import { EASINGS, SHADOW_INTENSITY, SHADOW_SIZES } from '../tokens/scales.ts';
import type { ImportLedger, ImportToken } from './import-ledger.ts';
import { readAlpha, readCubicBezier, readMs, readPx } from './read-values.ts';

const last = (token: ImportToken) => token.segments[token.segments.length - 1] ?? '';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const CSS_COLOR = /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^)]*\)|#[0-9a-f]{3,8}\b|transparent/gi;

/** How dark one shadow layer is: its colour's alpha, 0 when it has no size at all. */
function layerAlpha(layer: unknown): number | undefined {
  if (typeof layer === 'string') {
    const colors = layer.match(CSS_COLOR);
    return colors ? readAlpha(colors[colors.length - 1]) : undefined;
  }
  if (!isObject(layer)) return undefined;
  const geometry = [layer.offsetY ?? layer.y, layer.blur, layer.spread].map((value) => readPx(value) ?? 0);
  if (geometry.every((value) => value === 0)) return 0;
  return readAlpha(layer.color);
}

function shadowAlpha(value: unknown): number | undefined {
  const alphas = (Array.isArray(value) ? value : [value]).map(layerAlpha);
  return alphas.every((alpha) => alpha !== undefined) && alphas.length > 0 ? Math.max(...alphas) : undefined;
}

const sizeOf = (name: string): keyof typeof SHADOW_SIZES =>
  name === 'sm' || name === 'lg' || name === 'xl' ? name : 'md';

/** The shadow level whose intensity is nearest the shadows' alpha relative to Kitsmith's. */
export function mapShadows(tokens: readonly ImportToken[], ledger: ImportLedger): Partial<DesignSystem['shadows']> {
  const shadows = tokens.flatMap((token) => {
    const alpha = token.kind === 'shadow' ? shadowAlpha(token.resolved) : undefined;
    return alpha === undefined ? [] : [{ token, alpha }];
  });
  tokens
    .filter((t) => t.kind === 'shadow')
    .forEach((t) => ledger.skip(t, 'Kitsmith generates the shadows from shadows.level'));
  if (shadows.length === 0) return {};
  const intensities = shadows.map(({ token, alpha }) => alpha / SHADOW_SIZES[sizeOf(last(token))].alpha);
  const intensity = intensities.reduce((sum, value) => sum + value, 0) / intensities.length;
  const level = shadowLevelSchema.options.reduce((best, candidate) =>
    Math.abs(SHADOW_INTENSITY[candidate] - intensity) < Math.abs(SHADOW_INTENSITY[best] - intensity) ? candidate : best,
  );
  shadows.forEach(({ token }) => ledger.map(token, 'shadows.level'));
  return { level };
}

const NORMAL_NAMES = ['normal', 'base', 'default', 'medium', 'moderate', 'md', 'm'];

export interface MotionDraft {
  animations?: boolean;
  animationStyle?: AnimationStyle;
}

/** Animation style from the normal duration (or the median one), or from Kitsmith's emphasized easing. */
export function mapMotion(tokens: readonly ImportToken[], ledger: ImportLedger): MotionDraft {
  const durations = tokens.flatMap((token) => {
    const ms = token.kind === 'duration' ? readMs(token.resolved) : undefined;
    return ms === undefined ? [] : [{ token, ms }];
  });
  tokens
    .filter((t) => t.kind === 'duration' || t.kind === 'easing')
    .forEach((t) => ledger.skip(t, 'Kitsmith sets durations and easing from motion.animationStyle'));
  const draft: MotionDraft = {};
  const sorted = [...durations].sort((a, b) => a.ms - b.ms);
  const normal =
    durations.find(({ token }) => NORMAL_NAMES.includes(last(token))) ?? sorted[Math.floor((sorted.length - 1) / 2)];
  if (normal) {
    draft.animations = normal.ms > 0;
    ledger.map(normal.token, 'theme.animations');
    if (normal.ms > 0) {
      draft.animationStyle = normal.ms >= 350 ? 'bold' : normal.ms >= 250 ? 'moderate' : 'subtle';
      ledger.map(normal.token, 'motion.animationStyle');
    }
  }
  const emphasized = tokens.find((t) => t.kind === 'easing' && last(t) === 'emphasized');
  const curve = emphasized && readCubicBezier(emphasized.resolved);
  const style = curve && animationStyleSchema.options.find((name) => EASINGS[name].every((n, i) => n === curve[i]));
  if (emphasized && style) {
    draft.animationStyle = style;
    ledger.map(emphasized, 'motion.animationStyle');
  }
  return draft;
}
