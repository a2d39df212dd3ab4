import { generateInputSchema } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { explicitPreferences, mergeSuggestion } from './merge-suggestion.ts';
import type { BrandSuggestion } from './brand-suggestion.ts';

const suggestion: BrandSuggestion = {
  mood: 'luxurious',
  density: 'spacious',
  corners: 'sharp',
  contrast: 'AAA',
  typePairing: 'serif',
  motion: 'none',
  colors: [
    { hex: '#0B3D2E', reason: 'the caller’s own, again' },
    { hex: '#1E3A5F', reason: 'navy' },
    { hex: '#1e3a5f', reason: 'navy, twice' },
    { hex: '#4A1D3F', reason: 'plum' },
  ],
};

describe('explicitPreferences', () => {
  it('names the preferences the raw body sets, ignoring nulls, colours and anything that is not an object', () => {
    expect([...explicitPreferences({ input: { brandColors: ['#000000'], mood: 'calm', contrast: 'AA', corners: null, seed: 1 } })]).toEqual(['mood', 'contrast']);
    expect(explicitPreferences({ input: 'calm' }).size).toBe(0);
    expect(explicitPreferences(undefined).size).toBe(0);
    expect(explicitPreferences({}).size).toBe(0);
  });
});

describe('mergeSuggestion', () => {
  it('keeps named preferences and the caller’s colours; the model fills the rest, without repeats, up to three colours', () => {
    const input = generateInputSchema.parse({ brandColors: ['#0b3d2e'], mood: 'technical' });
    const merged = mergeSuggestion(input, new Set(['mood']), suggestion);
    expect(merged.options).toMatchObject({
      mood: 'technical',
      density: 'spacious',
      corners: 'sharp',
      contrast: 'AAA',
      typePairing: 'serif',
      motion: 'none',
      brandColors: ['#0b3d2e', '#1e3a5f', '#4a1d3f'],
    });
    expect(merged.fromModel).toEqual(['density', 'corners', 'contrast', 'typePairing', 'motion']);
    expect(merged.modelColorIndexes).toEqual([1, 2]);
  });

  it('adds no model colour when the caller gave three', () => {
    const input = generateInputSchema.parse({ brandColors: ['#111111', '#222222', '#333333'] });
    const merged = mergeSuggestion(input, new Set(), suggestion);
    expect(merged.options.brandColors).toEqual(['#111111', '#222222', '#333333']);
    expect(merged.modelColorIndexes).toEqual([]);
  });
});
