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
