import { fileURLToPath } from 'node:url';
import { compile } from '@tailwindcss/node';
import fc from 'fast-check';
import { transform } from 'lightningcss';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { formatColor } from '../../color/index.ts';
import { defaultDesignSystem, parseDesignSystem, type DesignSystem } from '../../model/design-system.ts';
import { prettierFormat } from '../../test-support/prettier.ts';
import { randomDesign, sampleDesigns } from '../../test-support/sample-designs.ts';
import { resolveAlias, tokensForScheme } from '../../tokens/flatten.ts';
import { createExportContext, runExporter } from '../export-design-system.ts';
import { shadcnThemeVariables } from './theme-variables.ts';

/** packages/core, where `@import "tailwindcss"` resolves. */
const CORE_DIR = fileURLToPath(new URL('../../..', import.meta.url));

const SHADCN_COLORS = ['background', 'foreground', 'card', 'card-foreground', 'popover', 'popover-foreground', 'primary', 'primary-foreground']
  .concat(['secondary', 'secondary-foreground', 'muted', 'muted-foreground', 'accent', 'accent-foreground', 'destructive', 'border', 'input', 'ring'])
  .concat(['chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5', 'sidebar', 'sidebar-foreground', 'sidebar-primary', 'sidebar-primary-foreground'])
  .concat(['sidebar-accent', 'sidebar-accent-foreground', 'sidebar-border', 'sidebar-ring']);

function globalsCss(system: DesignSystem): string {
  const [file, ...rest] = runExporter('shadcn', createExportContext(system));
  expect(rest).toEqual([]);
  expect(file?.path).toBe('shadcn/globals.css');
  return file?.contents ?? '';
}

/** Builds `candidates` with Tailwind CSS v4 from globals.css as shadcn's own starts it; returns declarations by selector. */
async function buildV4(css: string, candidates: string[]): Promise<Map<string, Record<string, string>>> {
  const source = `@import "tailwindcss";\n@custom-variant dark (&:is(.dark *));\n${css}`;
  const compiler = await compile(source, { base: CORE_DIR, onDependency: () => {} });
  const rules = new Map<string, Record<string, string>>();
  postcss.parse(compiler.build(candidates)).walkRules((rule) => {
    const declarations: Record<string, string> = { ...rules.get(rule.selector) };
    rule.each((node) => {
      if (node.type === 'decl') declarations[node.prop] = node.value;
    });
    rules.set(rule.selector, declarations);
  });
  return rules;
}

describe('shadcn export', () => {
  const context = createExportContext(defaultDesignSystem);
  const vars = shadcnThemeVariables(context);
  const css = globalsCss(defaultDesignSystem);

  it("holds shadcn's colours in :root and .dark as OKLCH, then Kitsmith's own roles under their names", () => {
    for (const scheme of ['light', 'dark', 'high-contrast-light', 'high-contrast-dark'] as const) {
      const names = Object.keys(vars[scheme]);
      expect(names.slice(0, SHADCN_COLORS.length + 1)).toEqual([...SHADCN_COLORS.slice(0, 15), 'destructive-foreground', ...SHADCN_COLORS.slice(15)]);
      expect(names).toEqual(expect.arrayContaining(['surface', 'surface-foreground', 'success', 'warning', 'danger', 'info-foreground']));
      const byPath = tokensForScheme(context.tokens, scheme);
      for (const [name, role] of [['primary', 'primary'], ['destructive', 'danger'], ['chart-3', 'chart-3'], ['sidebar-ring', 'ring']]) {
        const hex = resolveAlias(byPath, `{color.${role}}`) as string;
        expect(vars[scheme][name!], `${scheme} ${name}`).toBe(formatColor(hex, 'oklch'));
      }
      for (const name of [...SHADCN_COLORS, 'surface']) expect(vars[scheme][name]).toMatch(/^oklch\([\d.]+ [\d.]+ [\d.]+\)$/);
    }
    expect(vars.light.primary).toBe('oklch(0.541 0.247 293.01)');
    expect(css).toContain(':root {\n  --background: oklch(1 0 0);\n');
    expect(css).toContain('\n.dark {\n  --background: ');
    expect(css).not.toMatch(/^@import/m);
  });

  it('offers the high-contrast schemes by class and under prefers-contrast: more', () => {
    const background = (scheme: 'high-contrast-light' | 'high-contrast-dark') => `  --background: ${vars[scheme].background};\n`;
    expect(css).toContain(`@media (prefers-contrast: more) {\n  :root {\n  ${background('high-contrast-light')}`);
    expect(css).toContain(`\n  .dark {\n  ${background('high-contrast-dark')}`);
    expect(css).toContain(`\n.high-contrast {\n${background('high-contrast-light')}`);
    expect(css).toContain(`\n.dark.high-contrast {\n${background('high-contrast-dark')}`);
    expect(vars['high-contrast-light'].border).not.toBe(vars.light.border);
  });

  it('writes fonts, radius, shadows, tracking and spacing as tweakcn themes do', () => {
    expect(vars.light).toMatchObject({
      // Catalogue fonts are named with their @fontsource package family too (exportFontStack).
      'font-sans': 'Inter, "Inter Variable", ui-sans-serif, system-ui, sans-serif',
      'font-mono': '"JetBrains Mono", "JetBrains Mono Variable", ui-monospace, SFMono-Regular, Menlo, monospace',
      radius: '12px',
      'shadow-sm': '0px 1px 2px 0px oklch(0.279 0.02 260.61 / 0.06)',
      'tracking-normal': '0em',
      spacing: '0.25rem',
    });
    expect(Object.keys(vars.light)).toEqual(expect.arrayContaining(['font-serif', 'shadow-2xs', 'shadow', 'shadow-2xl', 'shadow-color', 'shadow-opacity']));
    const serif = shadcnThemeVariables(createExportContext(parseDesignSystem({ schemaVersion: 2, typography: { headingFamily: '"Source Serif 4", Georgia, serif' } })));
    expect(serif.light['font-serif']).toBe('"Source Serif 4", "Source Serif 4 Variable", Georgia, serif');
    expect(vars.light['font-serif']).toContain('Georgia');
    expect(vars.theme).toMatchObject({ 'color-destructive': 'var(--destructive)', 'color-surface': 'var(--surface)', 'radius-sm': 'calc(var(--radius) - 4px)' });
  });

  it('builds with Tailwind v4: utilities read the variables', async () => {
    const rules = await buildV4(css, ['bg-primary', 'bg-chart-2', 'text-destructive', 'bg-surface', 'rounded-md', 'shadow-lg', 'font-mono', 'tracking-wide', 'p-4']);
    expect(rules.get('.bg-primary')).toEqual({ 'background-color': 'var(--primary)' });
    expect(rules.get('.bg-chart-2')).toEqual({ 'background-color': 'var(--chart-2)' });
    expect(rules.get('.text-destructive')).toEqual({ color: 'var(--destructive)' });
    expect(rules.get('.bg-surface')).toEqual({ 'background-color': 'var(--surface)' });
    expect(rules.get('.rounded-md')).toEqual({ 'border-radius': 'calc(var(--radius) - 2px)' });
    expect(rules.get('.font-mono')).toEqual({ 'font-family': 'var(--font-mono)' });
    expect(rules.get('.p-4')).toEqual({ padding: 'calc(var(--spacing) * 4)' });
  });

  it('is valid CSS as prettier writes it, for the templates and random designs', async () => {
    for (const [name, system] of sampleDesigns) {
      const output = globalsCss(system);
      const result = transform({ code: new TextEncoder().encode(output), filename: 'globals.css', errorRecovery: true });
      // @theme is Tailwind's own at-rule, unknown to lightningcss; the Tailwind build above reads it.
      expect(result.warnings.filter((warning) => warning.value !== 'theme'), name).toEqual([]);
      expect(await prettierFormat('shadcn/globals.css', output), name).toBe(output);
    }
    await fc.assert(
      fc.asyncProperty(randomDesign, async (system) => {
        const output = globalsCss(system);
        expect(await prettierFormat('shadcn/globals.css', output)).toBe(output);
      }),
      { numRuns: 10 },
    );
  });
});
