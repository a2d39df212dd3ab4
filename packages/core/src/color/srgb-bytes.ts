import { sRGB } from 'colorjs.io/fn';
import type { Coords, PlainColorObject } from 'colorjs.io/fn';

/** An sRGB colour as three 0-255 integer channels. */
export type Bytes = readonly [number, number, number];

/**
 * Rounds in-gamut sRGB coordinates (0..1) to 8-bit channels. `none` counts as 0,
 * as CSS renders it; NaN means the colour has no value, so there is no result.
 */
export function coordsToBytes(coords: Coords): Bytes | undefined {
  const bytes: number[] = [];
  for (const coord of coords) {
    const value = coord ?? 0;
    if (Number.isNaN(value)) return undefined;
    bytes.push(Math.round(Math.min(Math.max(value, 0), 1) * 255));
  }
  const [r = 0, g = 0, b = 0] = bytes;
  return [r, g, b];
}

export function bytesToHex([r, g, b]: Bytes): string {
  return `#${byteToHex(r)}${byteToHex(g)}${byteToHex(b)}`;
}

export function bytesToColor([r, g, b]: Bytes): PlainColorObject {
  return { space: sRGB, coords: [r / 255, g / 255, b / 255], alpha: 1 };
}

function byteToHex(byte: number): string {
  return byte.toString(16).padStart(2, '0');
}
