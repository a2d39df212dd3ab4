import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../color/index.ts';
import { SEMANTIC_COLOR_ROLES } from '../model/color-overrides.ts';
import { defaultDesignSystem, parseDesignSystem, type DesignSystem } from '../model/design-system.ts';
import { flattenTokens, resolveAlias, tokensForScheme } from './flatten.ts';
import { resolveTokens } from './resolve-tokens.ts';
import type { ColorScheme, TokenSet } from './types.ts';

function design(overrides: Record<string, unknown>): DesignSystem {
  return parseDesignSystem({ schemaVersion: 2, ...overrides });
}

function value(tokens: TokenSet, scheme: ColorScheme, path: string) {
  const byPath = tokensForScheme(tokens, scheme);
  const token = byPath.get(path);
  if (!token) throw new Error(`no token ${path}`);
  return resolveAlias(byPath, token.$value);
}


describe('resolveTokens', () => {
  const tokens = resolveTokens(defaultDesignSystem);

  it('is deterministic', () => {
    expect(resolveTokens(defaultDesignSystem)).toEqual(tokens);
  });

  it('has palettes 50-950 for all eight colours', () => {
    const palette = tokens.primitives.palette as Record<string, Record<string, unknown>>;
    for (const name of ['primary', 'secondary', 'accent', 'neutral', 'success', 'warning', 'danger', 'info']) {
      expect(Object.keys(palette[name] ?? {})).toEqual(['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950']);
    }
  });

  it('defines every semantic colour in light and dark, and every alias resolves', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const names = flattenTokens(tokens.semantic[scheme]).map((t) => t.path);
      expect(names).toEqual(SEMANTIC_COLOR_ROLES.map((name) => `color.${name}`));
      for (const token of tokensForScheme(tokens, scheme).values()) {
        expect(() => resolveAlias(tokensForScheme(tokens, scheme), token.$value)).not.toThrow();
      }
    }
  });

  it('keeps the brand colours exactly in light mode', () => {
    expect(value(tokens, 'light', 'color.primary')).toBe('#7c3aed');
    expect(value(tokens, 'light', 'color.secondary')).toBe('#d946ef');
    expect(value(tokens, 'light', 'color.accent')).toBe('#06b6d4');
  });

  it('never changes a brand colour, only picks a shade of its palette in dark mode', () => {
    const dark = resolveTokens(design({ theme: { primaryColor: '#1e1b4b' } }));
    const chosen = value(dark, 'dark', 'color.primary');
    expect(chosen).not.toBe('#1e1b4b');
    expect(Object.values(dark.primitives.palette as object).flatMap((p) => Object.values(p))).toContainEqual({
      $type: 'color',
      $value: chosen,
    });
    expect(contrastRatio(String(chosen), String(value(dark, 'dark', 'color.background')))).toBeGreaterThanOrEqual(3);
    expect(dark.report.find((d) => d.mode === 'dark' && d.background === 'primary')?.reason).toMatch(/#1e1b4b/);
  });

  it('reports every pair and chart colour with its ratio, APCA and reason, all passing', () => {
    // Light and dark: 10 text pairs and 5 chart colours each; the high-contrast schemes add their border, input and ring.
    expect(tokens.report).toHaveLength(2 * (10 + 5) + 2 * (10 + 3 + 5));
    for (const decision of tokens.report) {
      expect(decision.passes).toBe(true);
      expect(decision.ratio).toBeGreaterThanOrEqual(decision.graphic ? 3 : decision.mode.startsWith('high-contrast') ? 7 : 4.5);
      expect(Math.abs(decision.apca)).toBeGreaterThan(decision.graphic ? 15 : 30);
      expect(decision.reason).not.toBe('');
      expect(contrastRatio(decision.foregroundValue, decision.backgroundValue)).toBeCloseTo(decision.ratio, 1);
    }
  });

  it('builds a modular type scale from base size and ratio', () => {
    const t = resolveTokens(design({ typography: { baseSize: 18, scaleRatio: 1.5 } }));
    expect(value(t, 'light', 'font.size.base')).toBe('1.125rem');
    expect(value(t, 'light', 'font.size.lg')).toBe('1.6875rem');
    expect(value(t, 'light', 'font.size.sm')).toBe('0.75rem');
  });

  it('scales spacing by the density multiplier', () => {
    const loose = resolveTokens(design({ spacing: { baseUnit: 4, density: 'loose' } }));
    const tight = resolveTokens(design({ spacing: { baseUnit: 4, density: 'tight' } }));
    expect(value(tokens, 'light', 'space.4')).toBe('1rem');
    expect(value(loose, 'light', 'space.4')).toBe('1.5rem');
    expect(value(tight, 'light', 'space.4')).toBe('0.75rem');
    expect(value(tight, 'light', 'space.0-5')).toBe('0.0938rem');
  });

  it('times motion by animation style, and stops it when animations are off', () => {
    const bold = resolveTokens(design({ motion: { animationStyle: 'bold' } }));
    const subtle = resolveTokens(design({ motion: { animationStyle: 'subtle' } }));
    const off = resolveTokens(design({ theme: { animations: false } }));
    expect(value(tokens, 'light', 'duration.normal')).toBe('300ms');
    expect(value(bold, 'light', 'duration.normal')).toBe('400ms');
    expect(value(subtle, 'light', 'duration.normal')).toBe('200ms');
    expect(value(off, 'light', 'duration.normal')).toBe('0ms');
  });

  it('derives radii from the base radius', () => {
    const t = resolveTokens(design({ radius: { base: 10 } }));
    expect(value(t, 'light', 'radius.md')).toBe('10px');
    expect(value(t, 'light', 'radius.sm')).toBe('5px');
    expect(value(t, 'light', 'radius.xl')).toBe('20px');
  });

  it('turns shadows off at level none', () => {
    const none = resolveTokens(design({ shadows: { level: 'none' } }));
    expect(value(none, 'light', 'shadow.lg')).toMatchObject({ blur: '0px', offsetY: '0px' });
    expect(value(tokens, 'light', 'shadow.lg')).toMatchObject({ blur: '24px', offsetY: '12px' });
  });

  it('falls back to the design scales for component tokens without a template', () => {
    expect(value(tokens, 'light', 'component.button.radius')).toBe('8px');
    expect(value(tokens, 'light', 'component.button.background')).toBe('#7c3aed');
    expect(value(tokens, 'dark', 'component.card.background')).toBe(value(tokens, 'dark', 'color.surface'));
  });

  describe('with a contrast target', () => {
    const pair = (t: TokenSet, mode: ColorScheme, background: string) => {
      const decision = t.report.find((d) => d.mode === mode && d.background === background);
      if (!decision) throw new Error(`no ${mode} ${background} pair`);
      return decision;
    };
    const aaa = resolveTokens(design({ contrastTarget: 'AAA' }));

    it('names no target in the report of a design that sets none', () => {
      const own = tokens.report.filter((d) => d.mode === 'light' || d.mode === 'dark');
      expect(own.every((d) => d.contrastTarget === undefined && d.target === (d.graphic ? 3 : 4.5))).toBe(true);
      // The high-contrast schemes always name theirs: APCA Lc 75 and 7:1 for text.
      const highContrastText = tokens.report.filter((d) => d.mode.startsWith('high-contrast') && !d.graphic);
      expect(highContrastText.every((d) => d.contrastTarget === 'APCA-75' && d.target === 75 && d.ratioTarget === 7)).toBe(true);
    });

    it('takes darker muted text for AAA than for AA', () => {
      expect(pair(tokens, 'light', 'muted').foregroundRef).toBe('palette.neutral.700');
      expect(pair(aaa, 'light', 'muted')).toMatchObject({ foregroundRef: 'palette.neutral.900', target: 7, passes: true, contrastTarget: 'AAA' });
      expect(contrastRatio(pair(aaa, 'light', 'muted').foregroundValue, pair(aaa, 'light', 'muted').backgroundValue)).toBeGreaterThanOrEqual(7);
    });

    it('keeps the brand colour in light mode even when no text reaches the target on it, and says it fails', () => {
      expect(pair(aaa, 'light', 'primary')).toMatchObject({ backgroundValue: '#7c3aed', passes: false });
    });

    it('takes the nearest lighter shade in dark mode when no text reaches the target on the brand colour', () => {
      // #d946ef stands out on the dark page (over 3:1) but carries neither white nor black text at 7:1.
      expect(pair(tokens, 'dark', 'secondary').backgroundRef).toBe('palette.secondary.400');
      const secondary = pair(aaa, 'dark', 'secondary');
      expect(secondary).toMatchObject({ backgroundRef: 'palette.secondary.300', passes: true });
      expect(secondary.reason).toContain('carries no text at 7:1');
    });

    it('measures APCA targets in |Lc|', () => {
      const apca = resolveTokens(design({ contrastTarget: 'APCA-75' }));
      // In light mode the default brand colours stay the fills, and carry no text at Lc 75.
      const brands = ['primary', 'secondary', 'accent'];
      for (const decision of apca.report.filter((d) => !d.graphic && (d.mode === 'dark' || !brands.includes(d.background)))) {
        expect(decision).toMatchObject({ target: 75, passes: true, contrastTarget: 'APCA-75' });
        expect(Math.abs(decision.apca)).toBeGreaterThanOrEqual(75);
      }
    });
  });

  describe('charts', () => {
    it('takes five palettes of distinct hues, each at least 3:1 against the page, in both schemes', () => {
      for (const scheme of ['light', 'dark'] as const) {
        const charts = tokens.report.filter((d) => d.mode === scheme && d.graphic);
        expect(charts.map((d) => d.foreground)).toEqual(['chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5']);
        expect(charts.map((d) => d.foregroundRef.split('.')[1])).toEqual(['primary', 'accent', 'success', 'warning', 'danger']);
        for (const chart of charts) {
          expect(chart).toMatchObject({ background: 'background', target: 3, passes: true });
          expect(contrastRatio(chart.foregroundValue, value(tokens, scheme, 'color.background') as string)).toBeGreaterThanOrEqual(3);
        }
      }
    });

    it('still gives five when the brand colours share one hue', () => {
      const mono = resolveTokens(design({ theme: { primaryColor: '#1d4ed8', secondaryColor: '#2563eb', accentColor: '#3b82f6' } }));
      const palettes = mono.report.filter((d) => d.mode === 'light' && d.graphic).map((d) => d.foregroundRef.split('.')[1]);
      expect(palettes).toEqual(['primary', 'success', 'warning', 'danger', 'info']);
    });
  });

  describe('with colours pinned by hand', () => {
    const pinned = resolveTokens(
      design({ colorOverrides: { light: { primary: '#ff0000', card: 'palette.accent.100' }, dark: { background: 'palette.primary.950' } } }),
    );
    const row = (mode: ColorScheme, background: string) => pinned.report.find((d) => d.mode === mode && d.background === background);

    it('takes the pinned value, a palette step staying an alias, and what follows the role follows it', () => {
      expect(pinned.semantic.light.color).toMatchObject({
        primary: { $value: '#ff0000' },
        card: { $value: '{palette.accent.100}' },
        ring: { $value: '{color.primary}' },
        'sidebar-primary': { $value: '{color.primary}' },
      });
      expect(value(pinned, 'light', 'color.ring')).toBe('#ff0000');
      expect(value(pinned, 'light', 'component.button.background')).toBe('#ff0000');
      expect(value(pinned, 'dark', 'color.primary')).toBe(value(tokens, 'dark', 'color.primary'));
    });

    it('judges again the pairs a pinned role is in, and says it is pinned', () => {
      const primary = row('light', 'primary');
      expect(primary).toMatchObject({ backgroundRef: '#ff0000', backgroundValue: '#ff0000', foregroundRef: 'palette.primary.50' });
      expect(primary?.reason).toBe('primary is pinned by hand to #ff0000');
      expect(primary?.ratio).toBe(Math.round(contrastRatio(primary?.foregroundValue ?? '', '#ff0000') * 100) / 100);
      expect(row('light', 'card')).toMatchObject({ backgroundRef: 'palette.accent.100', foreground: 'card-foreground' });
      expect(row('light', 'popover')).toBeUndefined();
      const page = pinned.report.filter((d) => d.mode === 'dark' && d.backgroundRef === 'palette.primary.950');
      expect(page.map((d) => d.foreground)).toEqual(['foreground', 'chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5']);
      for (const chart of page.slice(1)) expect(chart.ratio).toBeGreaterThanOrEqual(3);
    });
  });
});
