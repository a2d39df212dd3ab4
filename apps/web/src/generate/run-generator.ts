import {
  CONTRAST_RULES,
  ContrastTargetUnreachableError,
  generateDesignSystem,
  InvalidGenerateInputError,
  type ContrastTarget,
  type DesignSystem,
  type GenerateInput,
  type UnreachableBrandColor,
} from '@kitsmith/core';

/** A candidate as the generator screens show it: from core here, or from the API after a description. */
export interface ShownCandidate {
  design: DesignSystem;
  rationale: string;
}

/** What a brand colour that cannot carry text at the target offers instead. */
export interface Unreachable {
  target: ContrastTarget;
  colors: UnreachableBrandColor[];
  /** The strictest target every brand colour meets. */
  fallback: ContrastTarget;
}

export type GenerateResult =
  { status: 'ready'; candidates: ShownCandidate[] } | { status: 'unreachable'; unreachable: Unreachable } | { status: 'invalid'; message: string };

/** The strictest of `targets` by its rule's minimum within the metric, WCAG before APCA (AA always qualifies). */
function strictest(targets: readonly ContrastTarget[]): ContrastTarget {
  const order: ContrastTarget[] = ['AAA', 'APCA-75', 'APCA-60', 'AA'];
  return order.find((target) => targets.includes(target)) ?? 'AA';
}

/** Runs core's generator (pure, a few ms) and turns its user-fixable errors into what the form shows. */
export function runGenerator(input: GenerateInput): GenerateResult {
  try {
    return {
      status: 'ready',
      candidates: generateDesignSystem(input).map(({ design, rationale }) => ({
        design,
        rationale,
      })),
    };
  } catch (error) {
    if (error instanceof ContrastTargetUnreachableError) {
      return {
        status: 'unreachable',
        unreachable: {
          target: error.target,
          colors: error.colors,
          fallback: strictest(error.reachableTargets),
        },
      };
    }
    if (error instanceof InvalidGenerateInputError) return { status: 'invalid', message: error.issues.join('; ') };
    throw error;
  }
}

/** `WCAG AAA (7:1)`: a target as the form names it. */
export const targetLabel = (target: ContrastTarget) => CONTRAST_RULES[target].label;
