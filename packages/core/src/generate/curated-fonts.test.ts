import { describe, expect, it } from 'vitest';
import { parseFontStack } from '../model/font-stack.ts';
import { CURATED_FONTS, FONT_PAIRINGS, findCuratedFont, fontStackFor } from './curated-fonts.ts';
import { GENERATE_LIMITS, typePairingPreferenceSchema } from './generate-input.ts';

describe('curated fonts', () => {
  it('lists each family once', () => {
    expect(new Set(CURATED_FONTS.map((font) => font.family)).size).toBe(CURATED_FONTS.length);
  });

  it('gives every family a font stack the design model accepts, quoted where it must be', () => {
    for (const { family } of CURATED_FONTS) {
      const parsed = parseFontStack(fontStackFor(family));
      expect(parsed).toHaveProperty('families');
      if ('families' in parsed) expect(parsed.families[0]?.name).toBe(family);
    }
    expect(fontStackFor('Source Sans 3')).toBe('"Source Sans 3", ui-sans-serif, system-ui, sans-serif');
    expect(fontStackFor('Inter')).toBe('Inter, ui-sans-serif, system-ui, sans-serif');
  });

  it('pairs only curated families, of the categories each style promises', () => {
    for (const pairing of FONT_PAIRINGS) {
      const [heading, body, mono] = [pairing.heading, pairing.body, pairing.mono].map(findCuratedFont);
      expect(heading?.category).toBe(pairing.style);
      expect(body?.category).toBe(pairing.style === 'serif' && pairing.body === pairing.heading ? 'serif' : 'sans');
      expect(mono?.category).toBe('mono');
    }
  });

  it('has enough distinct pairings per style for the most candidates one call may ask for', () => {
    for (const style of typePairingPreferenceSchema.options) {
      const distinct = new Set(FONT_PAIRINGS.filter((p) => p.style === style).map((p) => `${p.heading}|${p.body}`));
      expect(distinct.size).toBeGreaterThanOrEqual(GENERATE_LIMITS.count.max);
    }
  });
});
