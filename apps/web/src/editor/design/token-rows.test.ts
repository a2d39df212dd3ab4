import { OVERRIDE_SCHEMES, SEMANTIC_COLOR_ROLES, defaultDesignSystem, resolveTokens, withColorOverride } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { fixPair } from './fix-pair.ts';
import { fixMessage, paletteSwatches, roleLabel, schemeLabel, tokenRows, tokenSchemes, verdictOf } from './token-rows.ts';

const rowsOf = (design = defaultDesignSystem, scheme: (typeof OVERRIDE_SCHEMES)[number] = 'dark') =>
  tokenRows(design, resolveTokens(design), scheme).flatMap((group) => group.rows);

describe('tokenRows', () => {
  it('lists every semantic role once, in every scheme core resolves, derived from the palettes', () => {
    const tokens = resolveTokens(defaultDesignSystem);
    expect(tokenSchemes(tokens)).toEqual([...OVERRIDE_SCHEMES]);
    for (const scheme of tokenSchemes(tokens)) {
      const rows = tokenRows(defaultDesignSystem, tokens, scheme).flatMap((group) => group.rows);
      expect(rows.map((row) => row.role).sort()).toEqual([...SEMANTIC_COLOR_ROLES].sort());
      expect(rows.every((row) => row.pinned === undefined && row.hex.startsWith('#'))).toBe(true);
    }
    const ring = rowsOf(defaultDesignSystem, 'light').find((row) => row.role === 'ring')!;
    expect(ring).toMatchObject({ ref: 'palette.primary.600', hex: '#7c3aed', pair: { against: 'background', verdict: { tone: 'pass', label: 'Pass 3:1' } } });
  });

  it('shows a pin with its value, and judges its pair as it now stands', () => {
    const design = withColorOverride(defaultDesignSystem, 'dark', 'accent-foreground', '#0e7490');
    const text = rowsOf(design).find((row) => row.role === 'accent-foreground')!;
    expect(text).toMatchObject({ pinned: '#0e7490', ref: undefined, hex: '#0e7490', pair: { against: 'accent', verdict: { tone: 'fail', label: 'Fails body text' } } });
    expect(text.pair?.rule).toEqual({ scheme: 'dark', background: 'accent', foreground: 'accent-foreground', rule: { metric: 'wcag', minimum: 4.5 } });
    // The light scheme is untouched.
    expect(rowsOf(design, 'light').find((row) => row.role === 'accent-foreground')!.pinned).toBeUndefined();
  });

  it('calls borders decorative: shown against the page, held to no minimum', () => {
    const border = rowsOf().find((row) => row.role === 'border')!;
    expect(border.pair).toMatchObject({ against: 'background', verdict: { tone: 'info', label: 'Decorative' } });
    expect(border.pair?.rule).toBeUndefined();
  });

  it('holds text to the design\'s contrast target', () => {
    const rows = rowsOf({ ...defaultDesignSystem, contrastTarget: 'APCA-60' }, 'light');
    expect(rows.find((row) => row.role === 'foreground')!.pair).toMatchObject({ verdict: { label: 'Pass Lc 60' }, rule: { rule: { metric: 'apca', minimum: 60 } } });
  });
});

describe('verdictOf', () => {
  const AA = { metric: 'wcag', minimum: 4.5 } as const;
  it('gives one verdict, and explains when WCAG 2 and APCA disagree', () => {
    expect(verdictOf(7.2, 80, AA, true)).toEqual({ tone: 'pass', label: 'Pass AA' });
    expect(verdictOf(2.1, 20, AA, false)).toEqual({ tone: 'fail', label: 'Fails body text' });
    expect(verdictOf(4.6, -52, AA, true)).toMatchObject({ tone: 'pass', label: 'Pass AA', explanation: expect.stringMatching(/APCA reads Lc 52, under 60/) });
    expect(verdictOf(4.2, 63, AA, false)).toMatchObject({ tone: 'fail', label: 'Fails body text', explanation: expect.stringMatching(/WCAG 2 asks 4.5:1/) });
    expect(verdictOf(7.1, 80, { metric: 'wcag', minimum: 7 }, true).label).toBe('Pass AAA');
    expect(verdictOf(2.5, 40, { metric: 'wcag', minimum: 3 }, false)).toMatchObject({ label: 'Fails UI contrast' });
  });
});

describe('labels and the fix message', () => {
  it('names roles and schemes as a person reads them', () => {
    expect(roleLabel('accent-foreground')).toBe('Accent text');
    expect(roleLabel('background')).toBe('Page');
    expect(roleLabel('chart-2')).toBe('Chart 2');
    expect(schemeLabel('high-contrast-dark')).toBe('High contrast dark');
  });

  it('says which colour a fix set, to what, in which scheme, and how the pair reads now', () => {
    const design = withColorOverride(defaultDesignSystem, 'dark', 'accent-foreground', '#0e7490');
    const result = fixPair(design, { scheme: 'dark', background: 'accent', foreground: 'accent-foreground', rule: { metric: 'wcag', minimum: 4.5 } });
    if (!result.fixed) throw new Error(result.reason);
    expect(fixMessage(result.change)).toMatch(/^Accent set to accent\.\d+ in dark \(\d+\.\d+:1, APCA Lc \d+(\.\d)?\)\.$/);
  });

  it('offers the eight palettes, 50 to 950', () => {
    const palettes = paletteSwatches(resolveTokens(defaultDesignSystem));
    expect(palettes.map((palette) => palette.name)).toEqual(['primary', 'secondary', 'accent', 'neutral', 'success', 'warning', 'danger', 'info']);
    expect(palettes[0]!.steps[6]).toEqual({ step: '600', ref: 'palette.primary.600', hex: '#7c3aed' });
  });
});

describe('a fill and its text', () => {
  it('share one pair; only the text row explains why WCAG 2 and APCA disagree', () => {
    const rows = rowsOf(defaultDesignSystem, 'light');
    const fill = rows.find((row) => row.role === 'secondary')!;
    const text = rows.find((row) => row.role === 'secondary-foreground')!;
    expect(fill.pair).toMatchObject({ against: 'secondary-foreground', ratio: text.pair!.ratio });
    expect(text.pair?.verdict.explanation).toMatch(/APCA/);
    expect(fill.pair?.verdict.explanation).toBeUndefined();
  });
});
