import { TYPE_SCALE } from '../tokens/scales.ts';
import { DESIGN_LIMITS } from './design-options.ts';

/**
 * Fluid type: the type scale's headings grow with the viewport, from a smaller scale ratio at the smallest
 * viewport to the design's own at the largest, so the same design fits a phone and fills a desktop. What
 * a design does not set is derived: the viewports below, and a small-screen ratio at which the largest step
 * of the scale takes at most `largestStepShare` of the smallest viewport's width.
 */
export const FLUID_TYPE_DEFAULTS = { minViewport: 360, maxViewport: 1440, largestStepShare: 0.15 } as const;

/** The largest power of the type scale (`5xl`): the step the derived small-screen ratio keeps in view. */
export const LARGEST_TYPE_STEP = Math.max(...Object.values(TYPE_SCALE));

/** The typography fields fluid type reads. */
export interface FluidTypeInput {
  baseSize: number;
  scaleRatio: number;
  fluidMinViewport?: number | undefined;
  fluidMaxViewport?: number | undefined;
  fluidMinScaleRatio?: number | undefined;
}

/** A design's fluid type as it applies: each value the design's own, else derived. */
export interface FluidType {
  /** Up to this viewport width (px) headings keep their smallest size. */
  minViewport: number;
  /** From this viewport width (px) headings keep the size the design's scale gives them. */
  maxViewport: number;
  /** The scale ratio at the smallest viewport: never above the design's scale ratio (then headings do not change). */
  minScaleRatio: number;
  /** Which of the three the design sets itself (the rest are derived). */
  own: { minViewport: boolean; maxViewport: boolean; minScaleRatio: boolean };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The small-screen ratio a design gets when it sets none: the ratio at which the largest step is
 * `largestStepShare` of the smallest viewport (3 decimals, at least the least ratio the model allows),
 * and never above the design's own ratio.
 */
export function derivedMinScaleRatio(baseSize: number, scaleRatio: number, minViewport: number): number {
  const fits = ((FLUID_TYPE_DEFAULTS.largestStepShare * minViewport) / baseSize) ** (1 / LARGEST_TYPE_STEP);
  return Math.min(scaleRatio, Math.max(DESIGN_LIMITS.scaleRatio.min, round3(fits)));
}

/** The viewport range and small-screen ratio of a design's type scale: what it sets, the rest derived. */
export function fluidTypeOf(typography: FluidTypeInput): FluidType {
  const minViewport = typography.fluidMinViewport ?? FLUID_TYPE_DEFAULTS.minViewport;
  const maxViewport = typography.fluidMaxViewport ?? FLUID_TYPE_DEFAULTS.maxViewport;
  const ownRatio = typography.fluidMinScaleRatio;
  const minScaleRatio = Math.min(typography.scaleRatio, ownRatio ?? derivedMinScaleRatio(typography.baseSize, typography.scaleRatio, minViewport));
  return {
    minViewport,
    maxViewport,
    minScaleRatio,
    own: { minViewport: typography.fluidMinViewport !== undefined, maxViewport: typography.fluidMaxViewport !== undefined, minScaleRatio: ownRatio !== undefined },
  };
}

/**
 * A step's font size in px at the smallest and at the largest viewport. Steps above the base are fluid;
 * the base and the steps below it (body and small text) are the same at every width.
 */
export function typeStepSizes(typography: FluidTypeInput, power: number): { min: number; max: number } {
  const max = typography.baseSize * typography.scaleRatio ** power;
  if (power <= 0) return { min: max, max };
  return { min: typography.baseSize * fluidTypeOf(typography).minScaleRatio ** power, max };
}
