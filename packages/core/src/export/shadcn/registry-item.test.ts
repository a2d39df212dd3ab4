import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, type DesignSystem } from '../../model/design-system.ts';
import { createExportContext } from '../export-design-system.ts';
import { shadcnRegistryItem } from './registry-item.ts';
import { shadcnThemeVariables } from './theme-variables.ts';

const withFonts = (heading: string, body: string, mono: string): DesignSystem => ({
  ...defaultDesignSystem,
  typography: { ...defaultDesignSystem.typography, headingFamily: heading, bodyFamily: body, monoFamily: mono },
});

describe('shadcn registry item', () => {
  it('is a registry:theme named after the project, with the shadcn export’s variables', () => {
    const item = shadcnRegistryItem(defaultDesignSystem, { name: 'Acme Ünïcode Kit', description: '  Our brand  ' });
    expect(item).toMatchObject({
      $schema: 'https://ui.shadcn.com/schema/registry-item.json',
      name: 'acme-unicode-kit',
      type: 'registry:theme',
      title: 'Acme Ünïcode Kit',
      description: 'Our brand',
    });
    const { theme, light, dark } = shadcnThemeVariables(createExportContext(defaultDesignSystem));
    expect(item.cssVars).toEqual({ theme, light, dark });
  });

  it('describes itself when the project has no description', () => {
    expect(shadcnRegistryItem(defaultDesignSystem, { name: 'Teal', description: ' ' }).description).toBe('The Teal theme, made with Kitsmith.');
  });

  it('depends on the @fontsource package of each catalogue font the design uses, once, and imports them as shadcn’s font items do', () => {
    const item = shadcnRegistryItem(withFonts('Poppins, ui-sans-serif, sans-serif', 'Inter, sans-serif', "'JetBrains Mono', monospace"), { name: 'Fonts' });
    expect(item.dependencies).toEqual(['@fontsource/poppins', '@fontsource-variable/inter', '@fontsource-variable/jetbrains-mono']);
    expect(Object.keys(item.css ?? {})).toEqual(
      expect.arrayContaining(['@import "@fontsource-variable/inter"', '@import "@fontsource-variable/jetbrains-mono"', '@import "@fontsource/poppins/400.css"']),
    );
    const imports = Object.entries(item.css).filter(([rule]) => rule.startsWith('@import'));
    expect(imports.every(([, body]) => Object.keys(body).length === 0)).toBe(true);
  });

  it('has no dependencies or imports for system font stacks', () => {
    const item = shadcnRegistryItem(withFonts('Georgia, serif', 'system-ui, sans-serif', 'ui-monospace, monospace'), { name: 'System' });
    expect(item).not.toHaveProperty('dependencies');
    expect(Object.keys(item.css).filter((rule) => rule.startsWith('@import'))).toEqual([]);
  });

  it('carries the high-contrast colours in css, as the shadcn export writes them (cssVars has no place for them)', () => {
    const system = withFonts('Georgia, serif', 'system-ui, sans-serif', 'ui-monospace, monospace');
    const item = shadcnRegistryItem(system, { name: 'Contrast' });
    const vars = shadcnThemeVariables(createExportContext(system));
    const declared = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [`--${name}`, value]));
    expect(item.css).toEqual({
      '@media (prefers-contrast: more)': { ':root': declared(vars['high-contrast-light']), '.dark': declared(vars['high-contrast-dark']) },
      '.high-contrast': declared(vars['high-contrast-light']),
      '.dark.high-contrast': declared(vars['high-contrast-dark']),
    });
    expect(vars['high-contrast-light'].primary).toBeDefined();
    expect(Object.keys(item.cssVars)).toEqual(['theme', 'light', 'dark']);
  });
});
