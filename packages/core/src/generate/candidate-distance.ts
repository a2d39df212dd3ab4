import type { DesignSystem } from '../model/design-system.ts';
import { oklabDistance } from './colour-distance.ts';

/** What a different heading or body family adds to the distance between two candidates. */
export const TYPE_PAIRING_DISTANCE = 0.08;

/** The least distance between any two candidates of one call. */
export const MIN_CANDIDATE_DISTANCE = 0.08;

/**
 * How different two generated designs look: the larger ΔE_OK of their secondary and accent
 * colours, plus `TYPE_PAIRING_DISTANCE` when their heading or body family differs. Two
 * candidates are at least `MIN_CANDIDATE_DISTANCE` apart: they differ in type pairing, or
 * visibly (ΔE_OK >= 0.08) in a generated colour. The primary is the user's and never differs.
 */
export function candidateDistance(a: DesignSystem, b: DesignSystem): number {
  const colour = Math.max(
    oklabDistance(a.theme.secondaryColor, b.theme.secondaryColor),
    oklabDistance(a.theme.accentColor, b.theme.accentColor),
  );
  const type =
    a.typography.headingFamily !== b.typography.headingFamily || a.typography.bodyFamily !== b.typography.bodyFamily
      ? TYPE_PAIRING_DISTANCE
      : 0;
  return colour + type;
}
