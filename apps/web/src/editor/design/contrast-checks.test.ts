import { describe, expect, it } from 'vitest';
import { contrastRatio, defaultDesignSystem, resolveTokens, type DesignSystem } from '@kitsmith/core';
import { colorFieldValue, contrastChecks, fixContrast, withColorField } from './contrast-checks.ts';

const withPrimary = (color: string): DesignSystem => withColorField(defaultDesignSystem, 'theme.primaryColor', color);

describe('contrastChecks', () => {
  it('lists every semantic text pair of both schemes and each brand fill against the page', () => {
    const checks = contrastChecks(resolveTokens(defaultDesignSystem));
    expect(checks).toHaveLength(2 * (10 + 3));
    const primary = checks.find((check) => check.id === 'light:primary/primary-foreground')!;
    expect(primary).toMatchObject({ kind: 'text', field: 'theme.primaryColor', backgroundValue: '#7c3aed', target: 4.5 });
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

describe('fixContrast', () => {
  it('moves a failing colour to the nearest shade of its palette that passes, breaking nothing that passed', () => {
    const system = withPrimary('#fde047');
    const fixed = fixContrast(system, 'light:background/primary')!;
    expect(fixed).toBeDefined();
    const color = colorFieldValue(fixed, 'theme.primaryColor');
    expect(color).not.toBe('#fde047');
    const after = contrastChecks(resolveTokens(fixed));
    expect(after.find((check) => check.id === 'light:background/primary')!.passes).toBe(true);
    const passedBefore = contrastChecks(resolveTokens(system)).filter((check) => check.passes).map((check) => check.id);
    for (const id of passedBefore) expect(after.find((check) => check.id === id)!.passes).toBe(true);
    expect(fixed.colors).toEqual(system.colors);
  });

  it('returns undefined for a check that already passes or does not exist', () => {
    expect(fixContrast(defaultDesignSystem, 'light:background/primary')).toBeUndefined();
    expect(fixContrast(defaultDesignSystem, 'nope')).toBeUndefined();
  });
});
