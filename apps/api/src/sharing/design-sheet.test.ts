import { parseDesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { designSheet } from './design-sheet.ts';

describe('the design sheet’s fonts', () => {
  it('names each stack’s catalogue font with its stylesheet here, and none for a stack of system fonts', () => {
    const { fonts } = designSheet(
      parseDesignSystem({ schemaVersion: 2, typography: { headingFamily: "'Playfair Display', Georgia, serif", bodyFamily: 'system-ui, sans-serif' } }),
    );
    expect(fonts.headingFamily).toEqual({ family: 'Playfair Display', stylesheet: '/fonts/playfair-display.css' });
    expect(fonts.bodyFamily).toBeNull();
  });
});
