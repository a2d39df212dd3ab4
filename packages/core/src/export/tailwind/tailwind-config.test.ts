import fc from 'fast-check';
import postcss from 'postcss';
import tailwind3 from 'tailwindcss3';
import type { Config } from 'tailwindcss3';
import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, type DesignSystem } from '../../model/design-system.ts';
import { prettierFormat } from '../../test-support/prettier.ts';
import { tokensForScheme } from '../../tokens/flatten.ts';
import { createExportContext, runExporter } from '../export-design-system.ts';
import { randomDesign, sampleDesigns } from '../../test-support/sample-designs.ts';

function configSource(system: DesignSystem): string {
  const file = runExporter('tailwind', createExportContext(system)).find(
    (f) => f.path === 'tailwind/tailwind.config.cjs',
  );
  if (!file) throw new Error('No tailwind/tailwind.config.cjs');
  return file.contents;
}

/** Evaluates the CommonJS config as Node would load it. */
function loadConfig(source: string): Config {
  const module = { exports: {} as Config };
  new Function('module', source)(module);
  return module.exports;
}

/** Builds the utilities for `classes` with Tailwind CSS v3; returns each rule's declarations by selector. */
async function buildV3(config: Config, classes: string): Promise<Map<string, Record<string, string>>> {
  const plugin = tailwind3({ ...config, content: [{ raw: `<div class="${classes}"></div>`, extension: 'html' }] });
  const result = await postcss([plugin]).process('@tailwind utilities;', { from: undefined });
  const rules = new Map<string, Record<string, string>>();
  result.root.walkRules((rule) => {
    const declarations: Record<string, string> = {};
    rule.walkDecls((decl) => {
      declarations[decl.prop] = decl.value;
    });
    rules.set(rule.selector, declarations);
  });
  return rules;
}

const rgb = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(' ');

describe('tailwind v3 config', () => {
  const config = loadConfig(configSource(defaultDesignSystem));

  it('nests each semantic colour with its foreground and its palette', () => {
    const colors = config.theme?.extend?.colors as Record<string, unknown>;
    expect(colors.background).toBe('var(--background)');
    expect(colors.ring).toBe('var(--ring)');
    expect(colors.surface).toEqual({ DEFAULT: 'var(--surface)', foreground: 'var(--surface-foreground)' });
    expect(colors.primary).toMatchObject({
      DEFAULT: 'var(--primary)',
      foreground: 'var(--primary-foreground)',
      50: '#f5f3ff',
      600: '#7c3aed',
      950: '#2e135e',
    });
    expect(colors.neutral).toMatchObject({ 600: '#64748b' });
    expect(config.darkMode).toEqual(['selector', '[data-theme="dark"]']);
  });

  it('builds utilities that carry the token values', async () => {
    const rules = await buildV3(
      config,
      'bg-primary text-primary-foreground bg-primary-500 border-border p-4 p-0.5 rounded-md shadow-md ' +
        'font-heading font-mono text-lg font-semibold leading-heading duration-fast ease-standard transition dark:bg-primary-700',
    );
    expect(rules.get('.bg-primary')).toEqual({ 'background-color': 'var(--primary)' });
    expect(rules.get('.text-primary-foreground')).toEqual({ color: 'var(--primary-foreground)' });
    expect(rules.get('.border-border')).toEqual({ 'border-color': 'var(--border)' });
    expect(rules.get('.bg-primary-500')?.['background-color']).toContain(`rgb(${rgb('#9060fc')}`);
    expect(rules.get('.p-4')).toEqual({ padding: '1rem' });
    expect(rules.get('.p-0\\.5')).toEqual({ padding: '0.125rem' });
    expect(rules.get('.rounded-md')).toEqual({ 'border-radius': '8px' });
    expect(rules.get('.shadow-md')?.['--tw-shadow']).toBe('0px 4px 8px -2px #2329331a');
    expect(rules.get('.font-heading')).toEqual({ 'font-family': 'Inter, "Inter Variable", ui-sans-serif, system-ui, sans-serif' });
    expect(rules.get('.font-mono')).toEqual({
      'font-family': '"JetBrains Mono", "JetBrains Mono Variable", ui-monospace, SFMono-Regular, Menlo, monospace',
    });
    // Headings grow with the viewport.
    expect(rules.get('.text-lg')).toEqual({ 'font-size': 'clamp(1.225rem, 1.2167rem + 0.037vw, 1.25rem)' });
    expect(rules.get('.font-semibold')).toEqual({ 'font-weight': '600' });
    expect(rules.get('.leading-heading')).toEqual({ 'line-height': '1.2' });
    expect(rules.get('.duration-fast')).toEqual({ 'transition-duration': '150ms' });
    expect(rules.get('.ease-standard')).toEqual({ 'transition-timing-function': 'cubic-bezier(0.2, 0, 0, 1)' });
    expect(rules.get('.transition')).toMatchObject({ 'transition-duration': '150ms' });
    const dark = rules.get('.dark\\:bg-primary-700:where([data-theme="dark"], [data-theme="dark"] *)');
    expect(dark?.['background-color']).toContain(`rgb(${rgb('#6e23db')}`);
  });

  it('builds for every sample design, with its own scales', async () => {
    for (const [name, system] of sampleDesigns) {
      const token = (path: string) => tokensForScheme(createExportContext(system).tokens, 'light').get(path)?.$value;
      const rules = await buildV3(loadConfig(configSource(system)), 'rounded-md p-4 bg-primary-600');
      expect(rules.get('.rounded-md'), name).toEqual({ 'border-radius': token('radius.md') });
      expect(rules.get('.p-4'), name).toEqual({ padding: token('space.4') });
      expect(rules.get('.bg-primary-600')?.['background-color'], name).toContain(
        `rgb(${rgb(String(token('palette.primary.600')))}`,
      );
    }
  });

  it('is already formatted as prettier formats it, for the sample designs', async () => {
    for (const [name, system] of sampleDesigns) {
      const source = configSource(system);
      expect(await prettierFormat('tailwind/tailwind.config.cjs', source), name).toBe(source);
      expect(
        source.split('\n').every((line) => line.length <= 80),
        name,
      ).toBe(true);
    }
  });

  it('is already formatted as prettier formats it, for random designs', { timeout: 30_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(randomDesign, async (system) => {
        const source = configSource(system);
        expect(await prettierFormat('tailwind/tailwind.config.cjs', source)).toBe(source);
      }),
      { numRuns: 40 },
    );
  });
});
