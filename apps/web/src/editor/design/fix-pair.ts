import { fixContrastPair, type ContrastFixResult, type ContrastPair, type DesignSystem } from '@kitsmith/core';
import { tokensOf } from '../state/design-tokens.ts';
import { contrastChecks, pairOfCheck } from './contrast-checks.ts';
import { pairsToKeep } from './token-rows.ts';

/**
 * Core's fix of one failing pair, keeping every pair the editor shows in that scheme that passed (the token
 * report's, the token table's and the brand fills against the page) passing.
 */
export function fixPair(design: DesignSystem, pair: ContrastPair): ContrastFixResult {
  const tokens = tokensOf(design);
  const shown = contrastChecks(tokens).filter((check) => check.mode === pair.scheme).map(pairOfCheck);
  return fixContrastPair(design, pair, [...pairsToKeep(design, tokens, pair.scheme), ...shown]);
}
