import { describe, expect, it } from 'vitest';
import { createExportContext, defaultDesignSystem, resolveTokens, runExporter } from '@kitsmith/core';
import { diffCustomProperties, themeCustomProperties } from './theme-properties.ts';

describe('themeCustomProperties', () => {
  it('names exactly the properties css/tokens.css declares, with the same values for the scheme', () => {
    const tokens = resolveTokens(defaultDesignSystem);
    const light = themeCustomProperties(tokens, 'light');
    const css = runExporter('css', createExportContext(defaultDesignSystem)).find((file) => file.path === 'css/tokens.css')!.contents;
    const declared = new Set([...css.matchAll(/^\s*(--[a-z0-9-]+):/gm)].map((match) => match[1]));
    expect(new Set(light.keys())).toEqual(declared);
    expect(light.get('--primary')).toBe('var(--palette-primary-600)');
    expect(light.get('--palette-primary-600')).toBe('#7c3aed');
    expect(themeCustomProperties(tokens, 'dark').get('--background')).toBe('var(--palette-neutral-950)');
  });

  it('diffs two property sets: changed and new values to set, missing names to remove', () => {
    const previous = new Map([
      ['--a', '1'],
      ['--b', '2'],
      ['--c', '3'],
    ]);
    const next = new Map([
      ['--a', '1'],
      ['--b', '20'],
      ['--d', '4'],
    ]);
    expect(diffCustomProperties(previous, next)).toEqual({ set: [['--b', '20'], ['--d', '4']], removed: ['--c'] });
  });

  it('changes only the primary palette, what follows it and the chart colours picked by hue when the primary colour changes', () => {
    const before = themeCustomProperties(resolveTokens(defaultDesignSystem), 'light');
    const system = { ...defaultDesignSystem, theme: { ...defaultDesignSystem.theme, primaryColor: '#0ea5e9' } };
    const { set } = diffCustomProperties(before, themeCustomProperties(resolveTokens(system), 'light'));
    expect(set.length).toBeGreaterThan(0);
    // Chart colours are chosen from the brand palettes by hue, so a new primary can change which palettes they take.
    expect(set.every(([name]) => /^--(palette-primary|primary|chart-\d)/.test(name))).toBe(true);
    expect(set.filter(([name]) => name.startsWith('--chart-')).map(([name]) => name)).toEqual(['--chart-1', '--chart-2']);
  });
});
