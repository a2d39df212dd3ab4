/** Named colour harmonies: where the generated secondary and accent sit on the hue circle, relative to the primary. */
export const HARMONIES = ['analogous', 'complementary', 'split', 'triadic'] as const;
export type Harmony = (typeof HARMONIES)[number];

export const HARMONY_LABELS: Readonly<Record<Harmony, string>> = {
  analogous: 'Analogous',
  complementary: 'Complementary',
  split: 'Split-complementary',
  triadic: 'Triadic',
};

/** Hue offsets (degrees) from the primary for [secondary, accent] when only the primary is given. */
const BOTH_OFFSETS: Readonly<Record<Harmony, readonly [number, number]>> = {
  analogous: [30, -30],
  complementary: [-25, 180],
  split: [150, 210],
  triadic: [120, 240],
};

/** Offsets the accent may take from the primary when the secondary is given: the one farthest from the secondary wins. */
const ACCENT_OFFSETS: Readonly<Record<Harmony, readonly number[]>> = {
  analogous: [30, -30],
  complementary: [180],
  split: [150, 210],
  triadic: [120, 240],
};

export const normalizeHue = (hue: number): number => ((hue % 360) + 360) % 360;

/** Angular distance between two hues, 0 to 180. */
export function hueDistance(a: number, b: number): number {
  const d = Math.abs(normalizeHue(a) - normalizeHue(b));
  return d > 180 ? 360 - d : d;
}

/** Hues of the secondary and accent for a primary hue. */
export function harmonyHues(harmony: Harmony, primaryHue: number): { secondary: number; accent: number } {
  const [secondary, accent] = BOTH_OFFSETS[harmony];
  return { secondary: normalizeHue(primaryHue + secondary), accent: normalizeHue(primaryHue + accent) };
}

/** Hue of the accent for a primary hue when the secondary's hue is already given. */
export function accentHue(harmony: Harmony, primaryHue: number, secondaryHue: number): number {
  const options = ACCENT_OFFSETS[harmony].map((offset) => normalizeHue(primaryHue + offset));
  return options.reduce((best, hue) => (hueDistance(hue, secondaryHue) > hueDistance(best, secondaryHue) ? hue : best));
}
