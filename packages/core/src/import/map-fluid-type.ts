import { DESIGN_LIMITS } from '../model/design-options.ts';
import { FLUID_TYPE_DEFAULTS, derivedMinScaleRatio } from '../model/fluid-type.ts';
import { TYPE_SCALE, rem } from '../tokens/scales.ts';
import type { ImportLedger, ImportToken } from './import-ledger.ts';
import { readFluidSize, readPx, type FluidSize } from './read-values.ts';
import { clamp, commonSource } from './snap-number.ts';

/** The fluid-type fields a token file gives: a value of the design's own, or null where the file shows the derived one. */
export interface FluidTypeDraft {
  fluidMinViewport?: number | null;
  fluidMaxViewport?: number | null;
  fluidMinScaleRatio?: number | null;
}

/** Half the last digit of a rem (4 decimals, in px) and of a vw amount (4 decimals) as Kitsmith writes them; a hair more for float error. */
const REM_ROUNDING_PX = 0.00005 * 16 * 1.001;
const VW_ROUNDING = 0.00005 * 1.001;

interface FluidStep {
  power: number;
  size: FluidSize;
}

/** How far a viewport range is from the defaults: the nearer, the likelier, among ranges CSS cannot tell apart. */
const fromDefaults = ({ minViewport, maxViewport }: { minViewport: number; maxViewport: number }) =>
  Math.abs(minViewport - FLUID_TYPE_DEFAULTS.minViewport) + Math.abs(maxViewport - FLUID_TYPE_DEFAULTS.maxViewport);

/**
 * The whole-px viewport ranges within the model's limits for which Kitsmith would have written every step's
 * `clamp()` as it is: each step's vw amount bounds the range's span, and for a span its intercept bounds where
 * the range starts. Of those, the one nearest the defaults (a nearly flat scale fits many, all with the same CSS).
 */
function writtenRange(steps: readonly FluidStep[]): { minViewport: number; maxViewport: number } | undefined {
  const { fluidMinViewport: low, fluidMaxViewport: high } = DESIGN_LIMITS;
  let [shortest, longest] = [high.min - low.max, high.max - low.min];
  for (const { size } of steps) {
    const rise = size.max - size.min;
    shortest = Math.max(shortest, (100 * rise) / (size.vw + VW_ROUNDING));
    longest = size.vw > VW_ROUNDING ? Math.min(longest, (100 * rise) / (size.vw - VW_ROUNDING)) : longest;
  }
  let best: { minViewport: number; maxViewport: number } | undefined;
  for (let span = Math.ceil(shortest); span <= longest; span++) {
    let [first, last] = [Math.max(low.min, high.min - span), Math.min(low.max, high.max - span)];
    for (const { size } of steps) {
      const rise = size.max - size.min;
      first = Math.max(first, ((size.min - size.intercept - REM_ROUNDING_PX) * span) / rise);
      last = Math.min(last, ((size.min - size.intercept + REM_ROUNDING_PX) * span) / rise);
    }
    const start = clamp(FLUID_TYPE_DEFAULTS.minViewport, Math.ceil(first), Math.floor(last));
    if (start < Math.ceil(first) || start > Math.floor(last)) continue;
    const range = { minViewport: start, maxViewport: start + span };
    if (!best || fromDefaults(range) < fromDefaults(best)) best = range;
  }
  return best;
}

/**
 * The viewport range the fluid steps were drawn for: the one Kitsmith would have written them for (see
 * `writtenRange`), else, for a `clamp()` Kitsmith did not write, where the steepest step's line meets its
 * smallest and largest sizes, held to the model's limits.
 */
function viewportRange(steps: readonly FluidStep[]): { minViewport: number; maxViewport: number } {
  const written = writtenRange(steps);
  if (written) return written;
  const steepest = steps.reduce((best, step) => (step.size.vw > best.size.vw ? step : best));
  const slope = steepest.size.vw / 100;
  const limit = (value: number, range: { min: number; max: number }) => clamp(Math.round(value), range.min, range.max);
  if (slope <= 0) return { minViewport: FLUID_TYPE_DEFAULTS.minViewport, maxViewport: FLUID_TYPE_DEFAULTS.maxViewport };
  return {
    minViewport: limit((steepest.size.min - steepest.size.intercept) / slope, DESIGN_LIMITS.fluidMinViewport),
    maxViewport: limit((steepest.size.max - steepest.size.intercept) / slope, DESIGN_LIMITS.fluidMaxViewport),
  };
}

/**
 * The fluid type of a type scale whose base size and ratio are known, from its steps by name (`lg`...`5xl`):
 * the small-screen ratio from the steps' smallest sizes, the viewport range from their `clamp()` lines. A field
 * equal to what Kitsmith derives is null, so the design keeps deriving it; a scale whose headings are all
 * plain lengths has fixed headings (its small-screen ratio is its ratio). Nothing when no heading step is known.
 */
export function mapFluidType(
  steps: ReadonlyMap<string, ImportToken>,
  scale: { baseSize: number; scaleRatio: number },
  ledger: ImportLedger,
): FluidTypeDraft {
  const headings = Object.entries(TYPE_SCALE).flatMap(([name, power]) => {
    const token = power > 0 ? steps.get(name) : undefined;
    return token ? [{ token, power, size: readFluidSize(token.resolved) }] : [];
  });
  if (headings.length === 0) return {};
  const fluid = headings.flatMap(({ power, size }) => (size ? [{ power, size }] : []));
  const derived = (minViewport: number) => derivedMinScaleRatio(scale.baseSize, scale.scaleRatio, minViewport);
  if (fluid.length === 0) {
    // Fixed headings: the small-screen ratio is the ratio itself.
    const fixed = derived(FLUID_TYPE_DEFAULTS.minViewport) >= scale.scaleRatio;
    return { fluidMinViewport: null, fluidMaxViewport: null, fluidMinScaleRatio: fixed ? null : scale.scaleRatio };
  }
  const { minViewport, maxViewport } = viewportRange(fluid);
  // Each heading's smallest size: a fluid step's clamp minimum, a fixed one's own length (its two sizes round alike).
  const smallest = headings.flatMap(({ token, power, size }) => {
    const px = size?.min ?? readPx(token.resolved);
    return px === undefined ? [] : [{ power, px, written: size?.written.min ?? String(token.resolved) }];
  });
  const reproduces = (ratio: number) => smallest.every(({ power, written }) => rem(scale.baseSize * ratio ** power) === written);
  const ownRatio = [derived(minViewport), ...commonSource(smallest.map(({ power, px }) => ({ px, source: (value: number) => (value / scale.baseSize) ** (1 / power) })))];
  const found = clamp(ownRatio.find(reproduces) ?? ownRatio[ownRatio.length - 1]!, DESIGN_LIMITS.scaleRatio.min, scale.scaleRatio);
  const draft: FluidTypeDraft = {
    fluidMinViewport: minViewport === FLUID_TYPE_DEFAULTS.minViewport ? null : minViewport,
    fluidMaxViewport: maxViewport === FLUID_TYPE_DEFAULTS.maxViewport ? null : maxViewport,
    fluidMinScaleRatio: found === derived(minViewport) ? null : found,
  };
  const own = Object.entries(draft).flatMap(([field, value]) => (value === null ? [] : [`typography.${field}`]));
  for (const { token } of headings) for (const field of own) ledger.map(token, field);
  return draft;
}
