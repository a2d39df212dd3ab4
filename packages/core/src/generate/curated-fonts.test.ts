import { describe, expect, it } from 'vitest';
import { FALLBACK_STACKS, FONT_CATALOGUE } from '../fonts/catalogue.ts';
import { fontOfStack, fontStack } from '../fonts/fonts.ts';
import { parseFontStack } from '../model/font-stack.ts';
import { FONT_PAIRINGS } from './curated-fonts.ts';
import { GENERATE_LIMITS, typePairingPreferenceSchema } from './generate-input.ts';

const roles = ['heading', 'body', 'mono'] as const;

describe('font pairings', () => {
  it('use only catalogue fonts, written with the catalogue\'s own stacks', () => {
    for (const pairing of FONT_PAIRINGS) {
      for (const role of roles) {
        const font = fontOfStack(pairing.stacks[role]);
        expect(font, `${pairing.stacks[role]} (${role})`).toBeDefined();
        expect(FONT_CATALOGUE).toContain(font);
        expect(font?.family).toBe(pairing[role]);
        if (font) expect(pairing.stacks[role]).toBe(fontStack(font));
        expect(parseFontStack(pairing.stacks[role])).toHaveProperty('families');
      }
    }
  });

  it('set each role in the kind of font its style promises', () => {
    /** Display faces count as the kind they fall back to (DM Serif Display is a serif). */
    const kind = (stack: string) => Object.entries(FALLBACK_STACKS).find(([, fallback]) => fallback === fontOfStack(stack)?.fallback)?.[0];
    for (const pairing of FONT_PAIRINGS) {
      expect(kind(pairing.stacks.heading)).toBe(pairing.style);
      expect(kind(pairing.stacks.body)).toBe(pairing.style === 'serif' && pairing.body === pairing.heading ? 'serif' : 'sans');
      expect(kind(pairing.stacks.mono)).toBe('mono');
    }
  });

  it('has enough distinct pairings per style for the most candidates one call may ask for', () => {
    for (const style of typePairingPreferenceSchema.options) {
      const distinct = new Set(FONT_PAIRINGS.filter((p) => p.style === style).map((p) => `${p.heading}|${p.body}`));
      expect(distinct.size).toBeGreaterThanOrEqual(GENERATE_LIMITS.count.max);
    }
  });
});
