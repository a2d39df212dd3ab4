import { describe, expect, it } from 'vitest';
import { contrastRatio, defaultDesignSystem, resolveTokens, type DesignSystem } from '@kitsmith/core';
import { contrastChecks, pairOfCheck, withColorField } from './contrast-checks.ts';

const withPrimary = (color: string): DesignSystem => withColorField(defaultDesignSystem, 'theme.primaryColor', color);

describe('contrastChecks', () => {
  it('lists every semantic text pair of every scheme (light, dark, both high-contrast) and each brand fill against the page', () => {
    const checks = contrastChecks(resolveTokens(defaultDesignSystem));
    expect(checks).toHaveLength(4 * (10 + 3));
    const primary = checks.find((check) => check.id === 'light:primary/primary-foreground')!;
    expect(primary).toMatchObject({ kind: 'text', background: 'primary', foreground: 'primary-foreground', backgroundValue: '#7c3aed', target: 4.5 });
    expect(primary.ratio).toBeCloseTo(contrastRatio(primary.foregroundValue, '#7c3aed'), 2);
    expect(checks.find((check) => check.id === 'light:background/primary')).toMatchObject({ kind: 'fill', target: 3, passes: true });
  });

  it('fails a pale brand colour that vanishes on a white page', () => {
    const fill = contrastChecks(resolveTokens(withPrimary('#fde047'))).find((check) => check.id === 'light:background/primary')!;
    expect(fill.ratio).toBeLessThan(3);
    expect(fill.wcagPasses).toBe(false);
    expect(fill.passes).toBe(false);
  });

  it('grades APCA Lc: 60 and over for body text, 45 for large text, below that a failure', () => {
    for (const check of contrastChecks(resolveTokens(defaultDesignSystem)).filter((entry) => entry.kind === 'text')) {
      const size = Math.abs(check.apca);
      expect(check.apcaLevel).toBe(size >= 60 ? 'body' : size >= 45 ? 'large' : 'fail');
    }
  });
});

describe('pairOfCheck', () => {
  it('is the pair a fix works on, held to the check\'s WCAG 2 target', () => {
    const fill = contrastChecks(resolveTokens(withPrimary('#fde047'))).find((check) => check.id === 'light:background/primary')!;
    expect(pairOfCheck(fill)).toEqual({ scheme: 'light', background: 'background', foreground: 'primary', rule: { metric: 'wcag', minimum: 3 } });
  });
});
