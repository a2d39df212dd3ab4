import { contrastTargetSchema, generateDesignSystem, generateMoodSchema, GENERATE_LIMITS } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import {
  addBrandColor,
  GENERATE_CHOICES,
  initialGenerateForm,
  removeBrandColor,
  setBrandColor,
  shuffleSeed,
  takeBrandColors,
  takeShade,
  toGenerateInput,
} from './generate-form.ts';

describe('toGenerateInput', () => {
  it('leaves out the choices that follow the mood, so core takes the mood preset', () => {
    const input = toGenerateInput(initialGenerateForm(['#0f766e']));
    expect(input).toEqual({
      brandColors: ['#0f766e'],
      mood: 'calm',
      density: 'normal',
      contrast: 'AA',
      seed: 0,
    });
  });

  it('passes every explicit choice, the neutral tint and the seed', () => {
    const form = {
      ...initialGenerateForm(['#0f766e', '#f59e0b']),
      neutralTint: '#64748b',
      corners: 'round',
      typePairing: 'serif',
      motion: 'none',
      contrast: 'AAA',
      seed: 7,
    } as const;
    expect(toGenerateInput({ ...form, brandColors: [...form.brandColors] })).toEqual({
      brandColors: ['#0f766e', '#f59e0b'],
      neutralTint: '#64748b',
      mood: 'calm',
      density: 'normal',
      corners: 'round',
      contrast: 'AAA',
      typePairing: 'serif',
      motion: 'none',
      seed: 7,
    });
  });

  it('gives core input it generates from, with the chosen colour kept as the primary fill', () => {
    const [first] = generateDesignSystem(
      toGenerateInput({
        ...initialGenerateForm(['#7c3aed']),
        corners: 'sharp',
      }),
    );
    expect(first?.design.theme.primaryColor).toBe('#7c3aed');
    expect(first?.corners.style).toBe('sharp');
  });
});

describe('brand colours', () => {
  it('are one to three: adding stops at three, removing stops at one', () => {
    let form = initialGenerateForm(['#111111']);
    form = addBrandColor(addBrandColor(form, '#222222'), '#333333');
    expect(form.brandColors).toEqual(['#111111', '#222222', '#333333']);
    expect(addBrandColor(form, '#444444')).toBe(form);
    form = removeBrandColor(removeBrandColor(form, 0), 0);
    expect(form.brandColors).toEqual(['#333333']);
    expect(removeBrandColor(form, 0)).toBe(form);
    expect(GENERATE_LIMITS.brandColors.max).toBe(3);
  });

  it('change one at a time, and the same colour changes nothing', () => {
    const form = initialGenerateForm(['#111111', '#222222']);
    expect(setBrandColor(form, 1, '#abcdef').brandColors).toEqual(['#111111', '#abcdef']);
    expect(setBrandColor(form, 1, '#222222')).toBe(form);
    expect(setBrandColor(form, 5, '#abcdef')).toBe(form);
  });

  it('come from picked logo swatches in the order picked, at most three', () => {
    const form = initialGenerateForm();
    expect(takeBrandColors(form, ['#aa0000', '#00aa00', '#0000aa', '#aaaaaa']).brandColors).toEqual(['#aa0000', '#00aa00', '#0000aa']);
    expect(takeBrandColors(form, [])).toBe(form);
  });

  it('take a suggested shade in place of the colour it was suggested for', () => {
    const form = initialGenerateForm(['#FFCC00', '#0f766e']);
    expect(takeShade(form, '#ffcc00', '#8a6e00').brandColors).toEqual(['#8a6e00', '#0f766e']);
  });
});

describe('shuffle', () => {
  it('picks a new seed within core limits, never the same one', () => {
    const form = initialGenerateForm();
    expect(shuffleSeed(form, 0.5).seed).toBe(Math.floor(0.5 * (GENERATE_LIMITS.seed.max + 1)));
    expect(shuffleSeed(form, 0).seed).toBe(1);
    expect(shuffleSeed({ ...form, seed: GENERATE_LIMITS.seed.max }, 0.9999999999).seed).toBeLessThanOrEqual(GENERATE_LIMITS.seed.max);
  });
});

describe('the choices', () => {
  it('are read from core: every mood and contrast target, each target with its rule and a plain explanation', () => {
    expect(GENERATE_CHOICES.mood.map((choice) => choice.value)).toEqual(generateMoodSchema.options);
    expect(GENERATE_CHOICES.contrast.map((choice) => choice.value)).toEqual(contrastTargetSchema.options);
    expect(GENERATE_CHOICES.contrast.find((choice) => choice.value === 'APCA-60')).toMatchObject({ label: 'APCA Lc 60' });
    for (const choice of GENERATE_CHOICES.contrast) expect(choice.explanation.length).toBeGreaterThan(20);
    expect(GENERATE_CHOICES.corners[0]?.value).toBe('mood');
  });
});
