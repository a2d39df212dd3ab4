import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../color/index.ts';
import { defaultDesignSystem, type DesignSystem } from '../model/design-system.ts';
import { withColorOverride } from '../model/pin-color.ts';
import { fixContrastPair, meetsPairRule, reportedPairs, ruleOfDecision, type ContrastPair } from './fix-contrast.ts';
import { resolveTokens } from './resolve-tokens.ts';
import { semanticColor } from './semantic-color.ts';

const AA = { metric: 'wcag', minimum: 4.5 } as const;
const accentText = (scheme: ContrastPair['scheme']): ContrastPair => ({ scheme, background: 'accent', foreground: 'accent-foreground', rule: AA });
const dark = (system: DesignSystem, role: string) => semanticColor(resolveTokens(system), 'dark', role)!;

describe('fixContrastPair', () => {
  it('moves only the text of a failing accent pair, in dark alone, and says what it changed (the primary colour stays)', () => {
    const system = withColorOverride(defaultDesignSystem, 'dark', 'accent', 'palette.accent.500');
    const result = fixContrastPair(system, accentText('dark'));
    if (!result.fixed) throw new Error(result.reason);
    expect(result.change).toMatchObject({ scheme: 'dark', role: 'accent-foreground', from: 'palette.accent.950' });
    expect(result.design.theme).toEqual(system.theme);
    expect(result.design.colors).toEqual(system.colors);
    expect(result.design.colorOverrides).toEqual({ dark: { accent: 'palette.accent.500', 'accent-foreground': result.change.to } });
    const text = dark(result.design, 'accent-foreground').hex;
    expect(text).toBe(result.change.toValue);
    expect(contrastRatio(text, dark(result.design, 'accent').hex)).toBeGreaterThanOrEqual(4.5);
    expect(result.change.ratio).toBeGreaterThanOrEqual(4.5);
    // The light scheme resolves as before.
    expect(resolveTokens(result.design).semantic.light).toEqual(resolveTokens(system).semantic.light);
  });

  it('takes the nearest palette step that reaches the target, before any colour of its own', () => {
    const system = withColorOverride(defaultDesignSystem, 'dark', 'accent-foreground', '#0e7490');
    const result = fixContrastPair(system, accentText('dark'));
    if (!result.fixed) throw new Error(result.reason);
    // The text is pinned by hand, so the fill moves: lighter steps of accent, one at a time, until one reads.
    expect(result.change).toMatchObject({ role: 'accent', from: 'palette.accent.400', to: 'palette.accent.50' });
    for (const step of ['300', '200', '100']) {
      const nearer = withColorOverride(system, 'dark', 'accent', `palette.accent.${step}`);
      expect(contrastRatio('#0e7490', dark(nearer, 'accent').hex)).toBeLessThan(4.5);
    }
    expect(result.design.colorOverrides?.dark?.['accent-foreground']).toBe('#0e7490');
  });

  it('steps the lightness of a colour of its own when no palette step reaches the target', () => {
    const system = withColorOverride(defaultDesignSystem, 'dark', 'muted', 'palette.neutral.600');
    const result = fixContrastPair(system, { scheme: 'dark', background: 'muted', foreground: 'muted-foreground', rule: AA });
    if (!result.fixed) throw new Error(result.reason);
    expect(result.change.role).toBe('muted-foreground');
    expect(result.change.to).toMatch(/^#[0-9a-f]{6}$/);
    expect(result.change.ratio).toBeGreaterThanOrEqual(4.5);
    expect(result.change.ratio).toBeLessThan(4.7);
  });

  it('holds an APCA target in its own metric', () => {
    const system: DesignSystem = { ...withColorOverride(defaultDesignSystem, 'light', 'accent-foreground', '#5b6b73'), contrastTarget: 'APCA-60' };
    const decision = resolveTokens(system).report.find((each) => each.mode === 'light' && each.background === 'accent')!;
    expect(decision.passes).toBe(false);
    const result = fixContrastPair(system, { scheme: 'light', background: 'accent', foreground: 'accent-foreground', rule: ruleOfDecision(decision) });
    if (!result.fixed) throw new Error(result.reason);
    expect(Math.abs(result.change.apca)).toBeGreaterThanOrEqual(60);
    expect(resolveTokens(result.design).report.find((each) => each.mode === 'light' && each.background === 'accent')!.passes).toBe(true);
  });

  it('says why when the pair already passes or is not a pair of the design', () => {
    expect(fixContrastPair(defaultDesignSystem, accentText('light'))).toEqual({ fixed: false, reason: 'accent-foreground on accent in light already reaches 4.5:1.' });
    expect(fixContrastPair(defaultDesignSystem, { ...accentText('light'), foreground: 'nope' as 'accent' })).toMatchObject({ fixed: false });
  });

  it('refuses a colour that would make another pair fail that passed', () => {
    // The page moves only when its text is pinned; a darker page that fixes it would have to keep every other pair.
    const system = withColorOverride(defaultDesignSystem, 'light', 'foreground', '#9ca3af');
    const result = fixContrastPair(system, { scheme: 'light', background: 'background', foreground: 'foreground', rule: AA });
    const before = reportedPairs(resolveTokens(system), 'light');
    if (result.fixed) {
      const after = resolveTokens(result.design);
      for (const pair of before) {
        const passedBefore = meetsPairRule(semanticColor(resolveTokens(system), 'light', pair.foreground)!.hex, semanticColor(resolveTokens(system), 'light', pair.background)!.hex, pair.rule);
        if (passedBefore) expect(meetsPairRule(semanticColor(after, 'light', pair.foreground)!.hex, semanticColor(after, 'light', pair.background)!.hex, pair.rule)).toBe(true);
      }
    } else {
      expect(result.reason).toMatch(/another pair|by hand/);
    }
  });
});

describe('semanticColor', () => {
  it('follows a role through the roles it follows to a palette step, or gives its own hex', () => {
    const tokens = resolveTokens(defaultDesignSystem);
    expect(semanticColor(tokens, 'light', 'ring')).toEqual({ ref: 'palette.primary.600', hex: '#7c3aed' });
    const pinned = resolveTokens(withColorOverride(defaultDesignSystem, 'dark', 'border', '#123456'));
    expect(semanticColor(pinned, 'dark', 'sidebar-border')).toEqual({ ref: undefined, hex: '#123456' });
    expect(semanticColor(tokens, 'light', 'no-such-role')).toBeUndefined();
  });
});

describe('withColorOverride', () => {
  it('pins a role in one scheme, and a reset drops the pin, then the empty scheme, then colorOverrides', () => {
    const pinned = withColorOverride(defaultDesignSystem, 'dark', 'border', '#ABCDEF');
    expect(pinned.colorOverrides).toEqual({ dark: { border: '#abcdef' } });
    const two = withColorOverride(pinned, 'light', 'ring', 'palette.accent.500');
    expect(two.colorOverrides).toEqual({ dark: { border: '#abcdef' }, light: { ring: 'palette.accent.500' } });
    expect(withColorOverride(two, 'dark', 'border', undefined).colorOverrides).toEqual({ light: { ring: 'palette.accent.500' } });
    expect(withColorOverride(pinned, 'dark', 'border', undefined)).not.toHaveProperty('colorOverrides');
    expect(withColorOverride(pinned, 'dark', 'border', '#abcdef')).toBe(pinned);
    expect(withColorOverride(defaultDesignSystem, 'dark', 'border', undefined)).toBe(defaultDesignSystem);
  });

  it('refuses a value that is neither a palette step nor a 6-digit hex', () => {
    expect(() => withColorOverride(defaultDesignSystem, 'dark', 'border', 'red')).toThrow(/palette step|hex/);
    expect(() => withColorOverride(defaultDesignSystem, 'dark', 'border', 'palette.primary.650')).toThrow();
  });
});
