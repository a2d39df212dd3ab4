import { resolveTokens, type ContrastDecision, type DesignSystem } from '@kitsmith/core';

export interface ContrastResult {
  /** Pairs checked across the four colour schemes (light, dark, both high-contrast): text on its background, borders, chart colours on the page. */
  pairs: number;
  /** Pairs under their target, as core's resolver reports them. */
  failures: ContrastDecision[];
}

/** The pairs of a contrast report that fall below their target. */
export function contrastFailures(report: readonly ContrastDecision[]): ContrastDecision[] {
  return report.filter((decision) => !decision.passes);
}

export function checkContrast(system: DesignSystem): ContrastResult {
  const { report } = resolveTokens(system);
  return { pairs: report.length, failures: contrastFailures(report) };
}
