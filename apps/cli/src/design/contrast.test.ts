import { parseDesignSystem, resolveTokens } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { checkContrast, contrastFailures } from './contrast.ts';

describe('contrast', () => {
  it('checks every pair core resolves, in all four schemes: light and dark (fifteen pairs each), and the two high-contrast ones', () => {
    const result = checkContrast(parseDesignSystem({ schemaVersion: 2, theme: { primaryColor: '#fde047' } }));
    expect(result.pairs).toBe(66);
    expect(result.failures).toEqual([]);
  });

  it('reports the pairs core marks as under their target', () => {
    const { report } = resolveTokens(parseDesignSystem({ schemaVersion: 2 }));
    // Core aims at 4.5:1 (WCAG AA), so every pair passes; held to AAA's 7:1, some fall short.
    const strict = report.map((decision) => ({ ...decision, target: 7, passes: decision.ratio >= 7 }));
    const failures = contrastFailures(strict);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((failure) => failure.ratio < 7)).toBe(true);
  });
});
