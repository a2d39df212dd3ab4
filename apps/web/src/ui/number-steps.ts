/** A number field's limits and the step one key press moves it. */
export interface NumberLimits {
  min: number;
  max: number;
  step: number;
}

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

/** Without floating-point tails, to `digits` places: 1.2000000000000002 -> 1.2. */
export const roundTo = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * Where a key moves a number field's value, as a spinbutton's keys do: up and down one step (ten with Shift), Page Up and
 * Down ten steps, Home and End the limits; kept within the limits and rounded to the step's places. Undefined for
 * any other key.
 */
export function nudgedValue(value: number, key: string, shift: boolean, { min, max, step }: NumberLimits): number | undefined {
  const big = step * 10;
  const moves: Record<string, () => number> = {
    ArrowUp: () => value + (shift ? big : step),
    ArrowDown: () => value - (shift ? big : step),
    PageUp: () => value + big,
    PageDown: () => value - big,
    Home: () => min,
    End: () => max,
  };
  const move = moves[key];
  if (!move) return undefined;
  return Math.min(max, Math.max(min, roundTo(move(), decimals(step))));
}
