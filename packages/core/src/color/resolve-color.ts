import { inGamut, sRGB, to, toGamutCSS, tryColor } from 'colorjs.io/fn';
import type { PlainColorObject } from 'colorjs.io/fn';
import { KitsmithError } from '../errors.ts';
import { BoundedCache } from '../util/bounded-cache.ts';
import { ensureCssSpaces } from './css-spaces.ts';
import { bytesToColor, bytesToHex, coordsToBytes } from './srgb-bytes.ts';
import type { Bytes } from './srgb-bytes.ts';

/** A parsed colour, normalised to what kitsmith emits: in sRGB gamut, 8 bits a channel, opaque. */
export interface ResolvedColor {
  /** `#rrggbb`, lower case. */
  readonly hex: string;
  readonly bytes: Bytes;
  /** The same colour for colorjs.io. Shared by every caller: never pass it to a mutating function. */
  readonly color: PlainColorObject;
}

const HEX6 = /^#[0-9a-f]{6}$/i;

// Keyed by the caller's string: token resolution re-reads the same few colours on every keystroke.
const cache = new BoundedCache<string, ResolvedColor | null>(512);

export function resolveColor(input: string): ResolvedColor | undefined {
  // Every colorjs.io call after this one may look a space up by id (contrastAPCA asks for "srgb").
  ensureCssSpaces();
  const cached = cache.get(input);
  if (cached !== undefined) return cached ?? undefined;
  const resolved = HEX6.test(input) ? fromBytes(hexDigitsToBytes(input.slice(1))) : parseCss(input);
  cache.set(input, resolved ?? null);
  return resolved;
}

/** `resolveColor` for callers that cannot go on without a colour; `consequence` completes "… is not a colour, so …". */
export function requireColor(input: string, consequence: string): ResolvedColor {
  const resolved = resolveColor(input);
  if (resolved === undefined) {
    throw new KitsmithError(
      'INVALID_COLOR',
      `"${input}" is not a colour, so ${consequence}.`,
      'Use a CSS colour such as #7c3aed, rgb(124 58 237), hsl(262 83% 58%) or oklch(0.54 0.25 293).',
    );
  }
  return resolved;
}

/** sRGB coordinates of `color`, brought into gamut with the CSS Color 4 gamut-mapping algorithm. */
export function mapToSrgb(color: PlainColorObject): PlainColorObject {
  const srgb = to(color, sRGB);
  return inGamut(srgb, sRGB) ? srgb : toGamutCSS(color, { space: sRGB });
}

/** `digits` must be exactly six hex digits. */
export function hexDigitsToBytes(digits: string): Bytes {
  const byte = (at: number): number => Number.parseInt(digits.slice(at, at + 2), 16);
  return [byte(0), byte(2), byte(4)];
}

function parseCss(input: string): ResolvedColor | undefined {
  const parsed = tryColor(input);
  // colorjs.io's gamut mapping never terminates on an infinite coordinate, e.g. `oklch(0.5 1e999 0)`.
  if (parsed === null || !parsed.coords.every((coord) => coord === null || Number.isFinite(coord))) {
    return undefined;
  }
  const bytes = coordsToBytes(mapToSrgb(parsed).coords);
  return bytes && fromBytes(bytes);
}

function fromBytes(bytes: Bytes): ResolvedColor {
  return { hex: bytesToHex(bytes), bytes, color: bytesToColor(bytes) };
}
