import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, parseDesignSystem } from './design-system.ts';
import { ANIMATION_STYLE_OPTIONS, DESIGN_LIMITS, NAMED_SCALE_RATIOS, SPACING_DENSITY_OPTIONS, THEME_MODE_OPTIONS } from './design-options.ts';

const withTypography = (patch: object) => ({ ...defaultDesignSystem, typography: { ...defaultDesignSystem.typography, ...patch } });

describe('the design options a form offers', () => {
  it('are the limits the schema holds a design to', () => {
    const { baseSize, scaleRatio } = DESIGN_LIMITS;
    expect(() => parseDesignSystem(withTypography({ baseSize: baseSize.min }))).not.toThrow();
    expect(() => parseDesignSystem(withTypography({ baseSize: baseSize.max }))).not.toThrow();
    expect(() => parseDesignSystem(withTypography({ baseSize: baseSize.min - 1 }))).toThrow(/at least 10/);
    expect(() => parseDesignSystem(withTypography({ baseSize: baseSize.max + 1 }))).toThrow(/at most 32/);
    expect(() => parseDesignSystem({ ...defaultDesignSystem, radius: { base: DESIGN_LIMITS.radius.max + 1 } })).toThrow(/at most 64/);
    for (const { ratio } of NAMED_SCALE_RATIOS) expect(ratio >= scaleRatio.min && ratio <= scaleRatio.max).toBe(true);
  });

  it('name each choice with what it does to the tokens', () => {
    expect(SPACING_DENSITY_OPTIONS).toEqual([
      { value: 'tight', label: 'Tight', detail: '×0.75' },
      { value: 'normal', label: 'Normal', detail: '×1' },
      { value: 'loose', label: 'Loose', detail: '×1.5' },
    ]);
    expect(ANIMATION_STYLE_OPTIONS.map((option) => [option.label, option.detail])).toEqual([
      ['Subtle', '200 ms'],
      ['Moderate', '300 ms'],
      ['Bold', '400 ms'],
    ]);
    expect(THEME_MODE_OPTIONS.map((option) => [option.label, option.detail])).toEqual([
      ['Light', undefined],
      ['Dark', undefined],
      ['Auto', 'follows the system'],
    ]);
  });
});
