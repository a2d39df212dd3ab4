import { DESIGN_LIMITS } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { nudgedValue } from './number-steps.ts';

const radius = { ...DESIGN_LIMITS.radius, step: 1 };
const ratio = { ...DESIGN_LIMITS.scaleRatio, step: 0.01 };

describe('a number field moved by keys', () => {
  it('moves one step by arrow, ten with Shift or Page Up/Down, to the limits with Home and End', () => {
    expect(nudgedValue(16, 'ArrowUp', false, radius)).toBe(17);
    expect(nudgedValue(16, 'ArrowDown', true, radius)).toBe(6);
    expect(nudgedValue(16, 'PageUp', false, radius)).toBe(26);
    expect(nudgedValue(16, 'Home', false, radius)).toBe(DESIGN_LIMITS.radius.min);
    expect(nudgedValue(16, 'End', false, radius)).toBe(DESIGN_LIMITS.radius.max);
  });

  it('stays within the limits', () => {
    expect(nudgedValue(60, 'PageUp', false, radius)).toBe(DESIGN_LIMITS.radius.max);
    expect(nudgedValue(3, 'ArrowDown', true, radius)).toBe(DESIGN_LIMITS.radius.min);
  });

  it('rounds to the step, so a named ratio moves to a clean one (no floating-point tails)', () => {
    expect(nudgedValue(1.2, 'ArrowUp', false, ratio)).toBe(1.21);
    expect(nudgedValue(1.067, 'ArrowUp', false, ratio)).toBe(1.08);
    expect(nudgedValue(1.1, 'ArrowDown', true, ratio)).toBe(DESIGN_LIMITS.scaleRatio.min);
  });

  it('leaves other keys to the field', () => {
    expect(nudgedValue(16, 'Enter', false, radius)).toBeUndefined();
    expect(nudgedValue(16, '5', false, radius)).toBeUndefined();
    // Left and right move the caret.
    expect(nudgedValue(16, 'ArrowLeft', false, radius)).toBeUndefined();
  });
});
