/**
 * The roundest number (whole, then 1, 2, 3 decimals) within `tolerance` of
 * `value`: undoes the rounding of exported values, so `0.9688rem` (15.5008px)
 * comes back as 15.5.
 */
export function snapNumber(value: number, tolerance = 0.001): number {
  for (const digits of [0, 1, 2, 3]) {
    const factor = 10 ** digits;
    const rounded = Math.round(value * factor) / factor;
    if (Math.abs(rounded - value) <= tolerance) return rounded;
  }
  return value;
}

export const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

/** Half the last digit Kitsmith writes a rem length with (4 decimals), in px: how far a written length may be from the true one. */
const REM_ROUNDING_PX = 0.00005 * 16;
/** Half the last digit Kitsmith writes a px length with (2 decimals, radii): how far a written length may be from the true one. */
export const PX_ROUNDING = 0.005;

/**
 * The values of `x` for which `f(x)` could have been written as each of `lengths` (px, from 4-decimal rems, or
 * as `rounding` says):
 * the intersection of their rounding intervals, `f` increasing in `x` for each. Its roundest member inside, else
 * its middle, is what an exporter most likely started from; undefined when they share none.
 */
export function commonSource(lengths: { px: number; source: (px: number) => number }[], rounding = REM_ROUNDING_PX): number[] {
  let low = -Infinity;
  let high = Infinity;
  for (const { px, source } of lengths) {
    const [a, b] = [source(px - rounding), source(px + rounding)];
    low = Math.max(low, Math.min(a, b));
    high = Math.min(high, Math.max(a, b));
  }
  if (!(low <= high) || !Number.isFinite(low) || !Number.isFinite(high)) return [];
  const middle = (low + high) / 2;
  // Strictly inside: a value on an end would be written as its neighbour's length (7.245px is written 7.25, not 7.24),
  // or as either, as floating point has it.
  const round = [0, 1, 2, 3, 4].map((digits) => Math.round(middle * 10 ** digits) / 10 ** digits).find((n) => n > low && n < high);
  return round === undefined ? [middle] : [round, middle];
}
