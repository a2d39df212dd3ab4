import { fileURLToPath } from 'node:url';
import { compile } from '@tailwindcss/node';
import fc from 'fast-check';
import postcss, { type AtRule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, type DesignSystem } from '../../model/design-system.ts';
import { prettierFormat } from '../../test-support/prettier.ts';
import { tokensForScheme } from '../../tokens/flatten.ts';
import { createExportContext, runExporter } from '../export-design-system.ts';
import { randomDesign, sampleDesigns } from '../../test-support/sample-designs.ts';

/** packages/core, where `@import "tailwindcss"` resolves. */
const CORE_DIR = fileURLToPath(new URL('../../..', import.meta.url));

function themeCssOf(system: DesignSystem): string {
  const file = runExporter('tailwind', createExportContext(system)).find((f) => f.path === 'tailwind/theme.css');
  if (!file) throw new Error('No tailwind/theme.css');
  return file.contents;
}

/** Builds `candidates` with Tailwind CSS v4 from `@import "tailwindcss"` and the theme; returns declarations by selector. */
async function buildV4(themeCss: string, candidates: string[]): Promise<Map<string, Record<string, string>>> {
  const compiler = await compile(`@import "tailwindcss";\n${themeCss}`, { base: CORE_DIR, onDependency: () => {} });
  const rules = new Map<string, Record<string, string>>();
  postcss.parse(compiler.build(candidates)).walkRules((rule) => {
    // The high-contrast rules repeat the schemes' selectors; these tests read the light and dark ones.
    if (rule.parent?.type === 'atrule' && (rule.parent as AtRule).params.includes('prefers-contrast')) return;
    const declarations: Record<string, string> = { ...rules.get(rule.selector) };
    rule.each((node) => {
      if (node.type === 'decl') declarations[node.prop] = node.value;
    });
    rules.set(rule.selector, declarations);
  });
  return rules;
}

/**
 * Prettier changes nothing in theme.css, except what it changes in the part
 * shared with css/tokens.css: that part comes from the css exporter, which
 * leaves a long single value (a template's gradient) to the export's prettier pass.
 */
async function expectPrettierStable(system: DesignSystem, name: string, fitsWidth: boolean): Promise<void> {
  const output = themeCssOf(system);
  const tokensCss = runExporter('css', createExportContext(system)).find((file) => file.path === 'css/tokens.css');
  const shared = tokensCss?.contents.slice(tokensCss.contents.indexOf(':root {')) ?? '';
  expect(output, name).toContain(shared);
  const expected = output.replace(shared, await prettierFormat('css/tokens.css', shared));
  expect(await prettierFormat('tailwind/theme.css', output), name).toBe(expected);
  if (fitsWidth)
    expect(
      output
        .replace(shared, '')
        .split('\n')
        .every((line) => line.length <= 80),
      name,
    ).toBe(true);
}

describe('tailwind v4 theme.css', () => {
  const css = themeCssOf(defaultDesignSystem);

  it('declares the custom properties of css/tokens.css, then the theme', () => {
    const context = createExportContext(defaultDesignSystem);
    const tokensCss = runExporter('css', context).find((file) => file.path === 'css/tokens.css')?.contents ?? '';
    const body = (text: string) => text.slice(text.indexOf(':root {'));
    expect(css).toContain(body(tokensCss));
    expect(css).toContain('@custom-variant dark (&:where([data-theme="dark"], [data-theme="dark"] *));\n');
    expect(css).toContain('@theme {\n  --color-primary-50: #f5f3ff;\n');
    expect(css).toContain('  --spacing: 0.25rem;\n');
    expect(css).toContain('@theme inline {\n  --color-background: var(--background);\n');
    expect(css).not.toMatch(/--color-base-/);
  });

  it('builds utilities that carry the token values', async () => {
    const rules = await buildV4(css, [
      'bg-primary',
      'text-primary-foreground',
      'bg-primary-500',
      'border-border',
      'p-4',
      'p-0.5',
      'rounded-md',
      'shadow-md',
      'font-heading',
      'text-lg',
      'font-semibold',
      'leading-heading',
      'duration-fast',
      'ease-standard',
      'transition',
      'dark:bg-primary',
    ]);
    const theme = rules.get(':root, :host') ?? {};
    expect(rules.get('.bg-primary')).toEqual({ 'background-color': 'var(--primary)' });
    expect(rules.get('.text-primary-foreground')).toEqual({ color: 'var(--primary-foreground)' });
    expect(rules.get('.border-border')).toMatchObject({ 'border-color': 'var(--border)' });
    expect(rules.get('.bg-primary-500')).toEqual({ 'background-color': 'var(--color-primary-500)' });
    expect(theme['--color-primary-500']).toBe('#9060fc');
    expect(rules.get('.p-4')).toEqual({ padding: 'calc(var(--spacing) * 4)' });
    expect(rules.get('.p-0\\.5')).toEqual({ padding: 'calc(var(--spacing) * 0.5)' });
    expect(theme['--spacing']).toBe('0.25rem');
    expect(rules.get('.rounded-md')).toEqual({ 'border-radius': 'var(--radius-md)' });
    expect(theme['--radius-md']).toBe('8px');
    expect(rules.get('.shadow-md')?.['--tw-shadow']).toBe('0px 4px 8px -2px var(--tw-shadow-color, #2329331a)');
    expect(rules.get('.font-heading')).toEqual({ 'font-family': 'var(--font-heading)' });
    expect(theme['--font-heading']).toBe('Inter, "Inter Variable", ui-sans-serif, system-ui, sans-serif');
    expect(rules.get('.text-lg')).toMatchObject({ 'font-size': 'var(--text-lg)' });
    expect(theme['--text-lg']).toBe('clamp(1.225rem, 1.2167rem + 0.037vw, 1.25rem)');
    expect(theme['--font-weight-semibold']).toBe('600');
    expect(theme['--leading-heading']).toBe('1.2');
    expect(rules.get('.duration-fast')).toMatchObject({ 'transition-duration': 'var(--transition-duration-fast)' });
    expect(theme['--transition-duration-fast']).toBe('150ms');
    expect(rules.get('.ease-standard')).toMatchObject({ 'transition-timing-function': 'var(--ease-standard)' });
    expect(theme['--default-transition-duration']).toBe('150ms');
    expect(rules.get('.dark\\:bg-primary:where([data-theme="dark"], [data-theme="dark"] *)')).toEqual({
      'background-color': 'var(--primary)',
    });
    expect(rules.get('[data-theme="dark"]')?.['--primary']).toBe('var(--palette-primary-500)');
  });

  it('builds for every sample design, with its own scales', async () => {
    for (const [name, system] of sampleDesigns) {
      const token = (path: string) => tokensForScheme(createExportContext(system).tokens, 'light').get(path)?.$value;
      const rules = await buildV4(themeCssOf(system), ['rounded-md', 'p-4', 'bg-primary-600', 'shadow-lg']);
      const theme = rules.get(':root, :host') ?? {};
      expect(theme['--radius-md'], name).toBe(token('radius.md'));
      expect(theme['--spacing'], name).toBe(token('space.1'));
      expect(theme['--color-primary-600'], name).toBe(token('palette.primary.600'));
      expect(rules.get('.shadow-lg'), name).toBeDefined();
    }
  });

  it('is already formatted as prettier formats it, for the sample designs', async () => {
    for (const [name, system] of sampleDesigns) await expectPrettierStable(system, name, true);
  });

  it('is already formatted as prettier formats it, for random designs', { timeout: 30_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(randomDesign, (system) => expectPrettierStable(system, 'random', false)),
      { numRuns: 25 },
    );
  });
});
