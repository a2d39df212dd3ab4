import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESIGN_LIMITS } from './design-options.ts';
import { defaultDesignSystem, parseDesignSystem } from './design-system.ts';
import { FLUID_TYPE_DEFAULTS, LARGEST_TYPE_STEP, fluidTypeOf, typeStepSizes } from './fluid-type.ts';

const typography = (fields: Partial<typeof defaultDesignSystem.typography>) => ({ ...defaultDesignSystem.typography, ...fields });

describe('fluid type', () => {
  it('leaves a stored design as it was: no field is added, every one is derived', () => {
    const parsed = parseDesignSystem({ schemaVersion: 2, typography: { baseSize: 18, scaleRatio: 1.5 } });
    expect(Object.keys(parsed.typography)).not.toContain('fluidMinScaleRatio');
    expect(fluidTypeOf(parsed.typography)).toEqual({
      minViewport: 360,
      maxViewport: 1440,
      minScaleRatio: 1.201,
      own: { minViewport: false, maxViewport: false, minScaleRatio: false },
    });
  });

  it('keeps the largest heading of base 18 / ratio 1.5 within a phone: 54px on 360px, the scale\'s 205px from 1440px', () => {
    const sizes = typeStepSizes(typography({ baseSize: 18, scaleRatio: 1.5 }), LARGEST_TYPE_STEP);
    expect(sizes.min).toBeCloseTo(54, 1);
    expect(sizes.max).toBeCloseTo(18 * 1.5 ** 6, 6);
  });

  it('keeps the base and smaller steps the same at every width', () => {
    const type = typography({ baseSize: 18, scaleRatio: 1.5 });
    for (const power of [-2, -1, 0]) {
      const { min, max } = typeStepSizes(type, power);
      expect(min).toBe(max);
    }
  });

  it('takes the design\'s own values, and never a small-screen ratio above the scale\'s (headings then stay fixed)', () => {
    const own = fluidTypeOf(typography({ fluidMinViewport: 320, fluidMaxViewport: 1280, fluidMinScaleRatio: 1.1 }));
    expect(own).toMatchObject({ minViewport: 320, maxViewport: 1280, minScaleRatio: 1.1, own: { minViewport: true, maxViewport: true, minScaleRatio: true } });
    const fixed = typography({ scaleRatio: 1.2, fluidMinScaleRatio: 1.5 });
    expect(fluidTypeOf(fixed).minScaleRatio).toBe(1.2);
    const { min, max } = typeStepSizes(fixed, LARGEST_TYPE_STEP);
    expect(min).toBe(max);
  });

  it('refuses values outside the model\'s limits, naming them', () => {
    const refused = (fields: object) => () => parseDesignSystem({ schemaVersion: 2, typography: fields });
    expect(refused({ fluidMinViewport: DESIGN_LIMITS.fluidMinViewport.min - 1 })).toThrow(/typography.fluidMinViewport: must be at least 240/);
    expect(refused({ fluidMaxViewport: DESIGN_LIMITS.fluidMaxViewport.max + 1 })).toThrow(/typography.fluidMaxViewport: must be at most 2560/);
    expect(refused({ fluidMinViewport: 360.5 })).toThrow(/whole number/);
    expect(refused({ fluidMinScaleRatio: 1 })).toThrow(/typography.fluidMinScaleRatio: must be at least 1.05/);
  });

  it('derives, for any scale, headings that grow with the viewport and a largest one that fits the smallest screen', () => {
    fc.assert(
      fc.property(
        fc.integer(DESIGN_LIMITS.baseSize),
        fc.double({ ...DESIGN_LIMITS.scaleRatio, noNaN: true }),
        fc.integer(DESIGN_LIMITS.fluidMinViewport),
        (baseSize, scaleRatio, fluidMinViewport) => {
          const type = typography({ baseSize, scaleRatio, fluidMinViewport });
          for (let power = 1; power <= LARGEST_TYPE_STEP; power++) {
            const { min, max } = typeStepSizes(type, power);
            expect(min).toBeLessThanOrEqual(max);
            expect(min).toBeGreaterThanOrEqual(baseSize);
          }
          // At most its share of the smallest screen, unless even the least ratio the model allows is larger.
          const largest = typeStepSizes(type, LARGEST_TYPE_STEP).min;
          const least = baseSize * DESIGN_LIMITS.scaleRatio.min ** LARGEST_TYPE_STEP;
          expect(largest).toBeLessThanOrEqual(Math.max(FLUID_TYPE_DEFAULTS.largestStepShare * fluidMinViewport * 1.01, least * 1.0001));
        },
      ),
    );
  });
});
