import { KitsmithError } from '../errors.ts';
import type { ContrastTarget } from '../model/primitives.ts';

/** A brand colour on which no text reaches the chosen contrast target, with what would work instead. */
export interface UnreachableBrandColor {
  role: 'primary' | 'secondary' | 'accent';
  color: string;
  /** The best any text reaches on it, in the target's metric (ratio, or |APCA Lc|). */
  best: number;
  /** The nearest colour of the same hue and chroma on which text reaches the target. */
  nearest: string;
}

/**
 * Brand colours are kept exactly as their light-mode fills, so when no text can reach the chosen
 * target on one, no design can keep both promises: the caller chooses a lower target or a shade.
 */
export class ContrastTargetUnreachableError extends KitsmithError {
  readonly target: ContrastTarget;
  readonly colors: UnreachableBrandColor[];
  /** The targets every given brand colour meets (never empty: AA always is). */
  readonly reachableTargets: ContrastTarget[];

  constructor(target: ContrastTarget, targetLabel: string, colors: UnreachableBrandColor[], reachableTargets: ContrastTarget[], show: (score: number) => string) {
    const which = colors.map((c) => `${c.role} ${c.color} reaches ${show(c.best)} at best`).join('; ');
    super(
      'CONTRAST_TARGET_UNREACHABLE',
      `No text reaches ${targetLabel} on a brand colour kept exactly as its fill: ${which}.`,
      `Choose a target every brand colour meets (${reachableTargets.join(', ')}), or use the nearest shade that reaches it: ${colors
        .map((c) => `${c.nearest} for ${c.color}`)
        .join(', ')}.`,
    );
    this.name = 'ContrastTargetUnreachableError';
    this.target = target;
    this.colors = colors;
    this.reachableTargets = reachableTargets;
  }
}
