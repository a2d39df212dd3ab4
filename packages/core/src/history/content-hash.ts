import type { DesignSystem } from '../model/design-system.ts';

/** JSON with every object's keys sorted, so equal data always gives the same text (undefined keys are left out, as JSON does). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .flatMap((key) => {
      const child = (value as Record<string, unknown>)[key];
      return child === undefined || typeof child === 'function' ? [] : [`${JSON.stringify(key)}:${canonicalJson(child)}`];
    });
  return `{${entries.join(',')}}`;
}

// FNV-1a, 64 bits, over UTF-8 bytes: offset basis 0xcbf29ce484222325, prime 0x100000001b3 (2^40 + 0x1b3).
const OFFSET_HIGH = 0xcbf29ce4;
const OFFSET_LOW = 0x84222325;
const encoder = new TextEncoder();

/** FNV-1a 64 of a string's UTF-8 bytes, as 16 hex digits; the 64-bit product is kept in two 32-bit halves. */
export function fnv1a64(text: string): string {
  let high = OFFSET_HIGH;
  let low = OFFSET_LOW;
  for (const byte of encoder.encode(text)) {
    low = (low ^ byte) >>> 0;
    // (high·2^32 + low) · (2^40 + 0x1b3) mod 2^64: low·0x1b3 fits a double exactly (< 2^41).
    const lowProduct = low * 0x1b3;
    const carry = Math.floor(lowProduct / 0x100000000);
    high = (Math.imul(high, 0x1b3) + (low << 8) + carry) >>> 0;
    low = lowProduct >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

/**
 * A stable hash of a design's canonical JSON: same design, same hash, whatever its keys' order. It is a
 * dedupe key for stored snapshots (one per project and hash), not a security measure: FNV-1a 64 is fast,
 * pure JavaScript (browser and Node alike), and at the few thousand snapshots of a project a collision is
 * vanishingly unlikely (about n²/2^65).
 */
export function designContentHash(design: DesignSystem): string {
  return fnv1a64(canonicalJson(design));
}
