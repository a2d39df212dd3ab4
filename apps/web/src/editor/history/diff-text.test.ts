import { defaultDesignSystem, diffDesigns, type ComponentChange, type SettingChange, type TokenChange } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { componentChangeText, isColourValue, isFontFamily, isFontSize, metadataChangeText, settingGroups, templateChangeText, tokenCountText, tokenScheme } from './diff-text.ts';

const component = (change: Partial<ComponentChange> & Pick<ComponentChange, 'kind'>): ComponentChange => ({ id: 'c1', componentId: 'card', name: 'Card', ...change });

describe('a diff in words', () => {
  it('groups a real diff’s settings: colours with swatches, type with samples, the rest as text', () => {
    const after = {
      ...defaultDesignSystem,
      theme: { ...defaultDesignSystem.theme, primaryColor: '#e11d48' },
      typography: { ...defaultDesignSystem.typography, bodyFamily: 'Georgia, serif' },
      radius: { ...defaultDesignSystem.radius, base: defaultDesignSystem.radius.base + 4 },
    };
    const { colours, typography, other } = settingGroups(diffDesigns(defaultDesignSystem, after).settings);
    expect(colours.map((change) => [change.path, change.afterText])).toEqual([['theme.primaryColor', '#e11d48']]);
    expect(typography.map((change) => change.path)).toEqual(['typography.bodyFamily']);
    expect(isFontFamily(typography[0]!)).toBe(true);
    expect(other.map((change) => change.path)).toEqual(['radius.base']);
  });

  it('counts a setting whose value is a colour with the colours whatever its group', () => {
    const setting: SettingChange = { path: 'shadows.color', label: 'Shadow colour', group: 'other', kind: 'changed', before: '#000', after: '#111', beforeText: '#000', afterText: '#111' };
    expect(settingGroups([setting]).colours).toEqual([setting]);
  });

  it('recognises type sizes, drawn at their size', () => {
    expect(['16px', '1.125rem', '2em'].map(isFontSize)).toEqual([true, true, true]);
    expect(['16', 'Inter', '1.25', 'calc(1px)'].map(isFontSize)).toEqual([false, false, false, false]);
  });

  it('recognises CSS colours, not other values', () => {
    expect(['#fff', '#11223344', 'oklch(0.6 0.2 20)', 'rgb(1 2 3 / 50%)'].map(isColourValue)).toEqual([true, true, true, true]);
    expect(['16px', 'Inter', '', null, 'url(x)'].map(isColourValue)).toEqual([false, false, false, false, false]);
  });

  it('says what happened to components, the template and the project', () => {
    expect(componentChangeText(component({ kind: 'added' }))).toBe('Added Card');
    expect(componentChangeText(component({ kind: 'removed' }))).toBe('Removed Card');
    expect(componentChangeText(component({ kind: 'renamed', previousName: 'Tile' }))).toBe('Renamed Tile to Card');
    expect(componentChangeText(component({ kind: 'moved', from: 2, to: 0 }))).toBe('Moved Card from position 3 to 1');
    expect(componentChangeText(component({ kind: 'props', props: [{ name: 'a', label: 'A', before: 1, after: 2, beforeText: '1', afterText: '2' }] }))).toBe(
      'Changed 1 property of Card',
    );
    expect(templateChangeText({ kind: 'applied', before: null, after: 'Modern' })).toBe('Applied the template Modern');
    expect(templateChangeText({ kind: 'cleared', before: 'Modern', after: null })).toBe('Cleared the template Modern');
    expect(metadataChangeText({ field: 'name', before: 'Acme', after: 'Acme UI' })).toBe('Name: Acme → Acme UI');
    expect(metadataChangeText({ field: 'description', before: '', after: 'Ours' })).toBe('Description: none → Ours');
    const token: TokenChange = { path: 'color.primary.500', scheme: 'both', kind: 'changed', type: 'color', before: '#000', after: '#111' };
    expect([tokenCountText([token]), tokenCountText(Array.from({ length: 24 }, () => token))]).toEqual(['1 token changed', '24 tokens changed']);
    const schemes = (['all', 'both', 'high-contrast', 'high-contrast-dark', 'light'] as const).map((scheme) => tokenScheme({ ...token, scheme }));
    expect(schemes).toEqual(['', 'light and dark', 'high contrast', 'high-contrast dark', 'light']);
  });
});
