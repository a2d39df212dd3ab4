import { oklabDistance } from '../generate/colour-distance.ts';
import type { SemanticColorRole } from '../model/color-overrides.ts';
import { COLOR_VISION_KINDS, simulateColorVision, type ColorVisionKind } from './color-vision.ts';

/**
 * Semantic colours a reader must tell apart: status against status (a success message against an error), and
 * the brand colours that mark different actions. Ordered by how much a mix-up costs.
 */
export const DISTINCT_PAIRS: readonly (readonly [SemanticColorRole, SemanticColorRole])[] = [
  ['success', 'danger'],
  ['warning', 'danger'],
  ['success', 'warning'],
  ['info', 'success'],
  ['primary', 'accent'],
  ['primary', 'secondary'],
];

/**
 * ΔE OK (Euclidean distance in OKLab) under which two flat fills read as one colour at a glance: about five
 * just-noticeable differences (0.02 each). Pairs already that close in full colour vision are not flagged: the
 * simulation did not make them so.
 */
export const LOOKALIKE_DISTANCE = 0.1;

export interface LookalikePair {
  a: SemanticColorRole;
  b: SemanticColorRole;
  kind: ColorVisionKind;
  /** ΔE OK between the two simulated colours, three decimals. */
  distance: number;
  /** ΔE OK in full colour vision. */
  seenDistance: number;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The pairs of {@link DISTINCT_PAIRS} that become indistinguishable under `kind` (closer than
 * {@link LOOKALIKE_DISTANCE} once simulated, though not before). `colors` holds each role's resolved colour;
 * a pair with a role missing is skipped.
 */
export function findLookalikePairs(colors: Partial<Record<SemanticColorRole, string>>, kind: ColorVisionKind): LookalikePair[] {
  return DISTINCT_PAIRS.flatMap(([a, b]) => {
    const [first, second] = [colors[a], colors[b]];
    if (first === undefined || second === undefined) return [];
    const seenDistance = oklabDistance(first, second);
    if (seenDistance < LOOKALIKE_DISTANCE) return [];
    const distance = oklabDistance(simulateColorVision(first, kind), simulateColorVision(second, kind));
    return distance < LOOKALIKE_DISTANCE ? [{ a, b, kind, distance: round3(distance), seenDistance: round3(seenDistance) }] : [];
  });
}

/** {@link findLookalikePairs} for every kind of colour vision the canvas simulates. */
export function findAllLookalikePairs(colors: Partial<Record<SemanticColorRole, string>>): Record<ColorVisionKind, LookalikePair[]> {
  return Object.fromEntries(COLOR_VISION_KINDS.map((kind) => [kind, findLookalikePairs(colors, kind)])) as Record<
    ColorVisionKind,
    LookalikePair[]
  >;
}
