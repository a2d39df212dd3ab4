import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KitsmithError } from '../errors.ts';
import { oklabDistance } from '../generate/colour-distance.ts';
import { createExportContext, runExporter } from '../export/export-design-system.ts';
import type { OverrideScheme } from '../model/color-overrides.ts';
import { defaultDesignSystem, type DesignSystem } from '../model/design-system.ts';
import { IMPORT_MAX_BYTES, importDesign, type ImportReport } from './index.ts';
import { SAME_COLOR_DELTA_E, roleOfPath } from './pin-colors.ts';
import { readAlpha, readColor } from './read-values.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../../fixtures/import/${name}`, import.meta.url), 'utf8');
const mappedTo = (report: ImportReport, path: string) => report.mapped.filter((m) => m.path === path).map((m) => m.to);
const reasonFor = (report: ImportReport, path: string) => report.unmapped.find((u) => u.path === path)?.reason;

/** The design's shadcn/globals.css, as the shadcn export writes it. */
const shadcnExport = (system: DesignSystem) => runExporter('shadcn', createExportContext(system))[0]?.contents ?? '';

/** `--name: value` per rule of a shadcn globals.css, read with a regular expression (independently of the importer). */
function declaredColors(css: string): { scheme: OverrideScheme; name: string; value: string }[] {
  const blocks = [...css.matchAll(/(:root|\.dark)\s*\{([^}]*)\}/g)];
  return blocks.flatMap(([, selector, body]) =>
    [...(body ?? '').matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => ({
      scheme: (selector === '.dark' ? 'dark' : 'light') as OverrideScheme,
      name: name ?? '',
      value: (value ?? '').trim(),
    })),
  );
}

/** An sRGB hex colour laid over another, as a browser paints a translucent one. */
function over(hex: string, alpha: number, under: string): string {
  const c = (color: string, at: number) => Number.parseInt(color.slice(at, at + 2), 16);
  return `#${[1, 3, 5].map((at) => Math.round(c(hex, at) * alpha + c(under, at) * (1 - alpha)).toString(16).padStart(2, '0')).join('')}`;
}

describe.each([
  ['shadcn v3 (HSL triples)', 'shadcn-v3-globals.css'],
  ['tweakcn v4 (OKLCH, @theme inline)', 'tweakcn-v4-globals.css'],
])('importDesign: a real %s globals.css', (_name, file) => {
  const css = fixture(file);
  const { system, report } = importDesign({ text: css, filename: 'globals.css' });

  it('is read as shadcn CSS; exported as shadcn again, every colour variable is within ΔE OK 0.5 (0.005 on the 0-1 scale)', () => {
    expect(report.format).toBe('shadcn-css');
    const colors = declaredColors(css).filter(({ name, value }) => roleOfPath(name) && readColor(value) !== undefined);
    expect(colors.length).toBeGreaterThan(40);
    const written = declaredColors(shadcnExport(system));
    for (const { scheme, name, value } of colors) {
      const alpha = readAlpha(value) ?? 1;
      const background = colors.find((c) => c.scheme === scheme && c.name === 'background')?.value ?? '#ffffff';
      const expected = alpha < 1 ? over(readColor(value) ?? '', alpha, readColor(background) ?? '') : (readColor(value) ?? '');
      const out = written.find((w) => w.scheme === scheme && w.name === name)?.value;
      expect(out, `${scheme} --${name}`).toBeDefined();
      const distance = oklabDistance(readColor(out) ?? '', expected);
      expect(distance, `${scheme} --${name}: ${out} vs ${value}`).toBeLessThanOrEqual(SAME_COLOR_DELTA_E);
    }
  });

  it('reports every variable once, mapped or unmapped', () => {
    const declared = [...css.matchAll(/^\s*(--[\w-]+)\s*:/gm)].length;
    const paths = new Set(report.mapped.map((m) => m.path));
    const unmapped = report.unmapped.map((u) => u.path);
    expect(unmapped.filter((path) => paths.has(path))).toEqual([]);
    expect(paths.size + unmapped.length).toBe(declared);
  });
});

describe('importDesign: fixtures of each format', () => {
  it('shadcn v3: the brand colours, the neutral whose muted text is --muted-foreground, radius; pins in both schemes', () => {
    const { system, report } = importDesign({ text: fixture('shadcn-v3-globals.css') });
    expect(system.theme).toMatchObject({ primaryColor: '#0f172a', secondaryColor: '#f1f5f9', accentColor: '#f1f5f9' });
    // Seeded with #64748b itself, Kitsmith's muted text would be a darker step: this seed derives the nearest.
    expect(system.colors).toMatchObject({ neutral: '#394351', danger: '#ef4444' });
    expect(system.radius.base).toBe(5.333);
    expect(mappedTo(report, '--primary')).toEqual(['theme.primaryColor']);
    expect(mappedTo(report, '.dark/--primary')).toEqual(['colorOverrides.dark.primary']);
    expect(system.colorOverrides?.dark?.primary).toBe('#f8fafc');
    expect(system.colorOverrides?.light?.['chart-1']).toBe('#e76e50');
  });

  it('tweakcn v4: fonts, radius, spacing and shadows; @theme bridges and shadow inputs are reported; alpha is laid over the background', () => {
    const { system, report } = importDesign({ text: fixture('tweakcn-v4-globals.css') });
    expect(system.typography).toMatchObject({ bodyFamily: 'Inter, sans-serif', headingFamily: 'Inter, sans-serif', monoFamily: 'JetBrains Mono, monospace' });
    // shadcn's --radius (0.625rem) is its rounded-lg, Kitsmith's 1.5 x radius.base.
    expect(system.radius.base).toBe(6.667);
    expect(system.spacing.baseUnit).toBe(4);
    expect(mappedTo(report, '--shadow-md')).toEqual(['shadows.level']);
    expect(reasonFor(report, '@theme inline/--color-primary')).toMatch(/gives Tailwind the variable --primary/);
    expect(reasonFor(report, '--shadow-opacity')).toMatch(/shadow inputs/);
    expect(reasonFor(report, '--font-serif')).toMatch(/heading, body and mono/);
    expect(report.warnings).toContain(
      '.dark/--border is 10% opaque; pinned colours are opaque, so it was laid over the background (#272e3f).',
    );
  });

  it('a Tailwind v3 config: a brand scale, DEFAULT colours, fonts with defaultTheme spread, radius and spacing', () => {
    const { system, report } = importDesign({ text: fixture('tailwind.config.js'), filename: 'tailwind.config.js' });
    expect(report.format).toBe('tailwind-config');
    expect(system.theme).toMatchObject({ primaryColor: '#3b82f6', secondaryColor: '#f97316', accentColor: '#14b8a6' });
    expect(system.colors).toMatchObject({ neutral: '#6b7280', danger: '#e11d48' });
    expect(system.typography).toMatchObject({
      bodyFamily: 'Inter, ui-sans-serif, system-ui, sans-serif',
      headingFamily: '"Cal Sans", Inter, sans-serif',
      monoFamily: '"JetBrains Mono", monospace',
    });
    expect(system.radius.base).toBe(6);
    expect(system.spacing.baseUnit).toBe(4);
    expect(reasonFor(report, 'theme.extend.colors.border')).toMatch(/CSS variable --border/);
    expect(reasonFor(report, 'theme.extend.keyframes')).toMatch(/no setting/);
    expect(mappedTo(report, 'theme.extend.colors.secondary.foreground')).toEqual(['colorOverrides.light.secondary-foreground']);
  });

  it('a Tailwind config in TypeScript with `satisfies Config` and export default', () => {
    const text = [
      "import type { Config } from 'tailwindcss';",
      "import animate from 'tailwindcss-animate';",
      'const brand = { 500: "#10b981", 600: "#059669" };',
      'export default {',
      '  content: [],',
      '  theme: { extend: { colors: { primary: brand }, borderRadius: { md: `4px` } } },',
      '  plugins: [animate],',
      '} satisfies Config;',
    ].join('\n');
    const { system, report } = importDesign({ text, filename: 'tailwind.config.ts' });
    expect(report.format).toBe('tailwind-config');
    expect(system.theme.primaryColor).toBe('#10b981');
    expect(system.radius.base).toBe(4);
  });

  it('a Figma variables export: modes become light and dark, the dark ones pinned', () => {
    const { system, report } = importDesign({ text: fixture('figma-variables.json') });
    expect(report.format).toBe('figma');
    expect(system.theme.primaryColor).toBe('#2663eb');
    expect(system.typography.bodyFamily).toBe('Geist');
    expect(system.radius.base).toBe(6);
    expect(mappedTo(report, 'Dark/semantic.color.primary')).toEqual(['colorOverrides.dark.primary']);
    expect(system.colorOverrides?.dark).toMatchObject({ primary: '#93c5fd', background: '#0f172a', foreground: '#f8fafc' });
  });

  it('Style Dictionary JSON: `value` without `$`, {a.b.value} and {a.b} references', () => {
    const { system, report } = importDesign({ text: fixture('style-dictionary.tokens.json') });
    expect(report.format).toBe('style-dictionary');
    expect(system.theme).toMatchObject({ primaryColor: '#14b8a6', secondaryColor: '#8b5cf6' });
    expect(system.colors).toMatchObject({ danger: '#dc2626', warning: '#f59e0b', neutral: '#6b7280' });
    expect(system.typography).toMatchObject({ bodyFamily: "'Source Sans 3', Helvetica, Arial, sans-serif", baseSize: 16, scaleRatio: 1.25 });
    expect(system.radius.base).toBe(4);
  });

  it('Material Theme Builder: the light scheme seeds the palettes, both schemes are pinned, the rest is reported', () => {
    const { system, report } = importDesign({ text: fixture('material-theme.json'), filename: 'material-theme.json' });
    expect(report.format).toBe('material');
    expect(system.theme).toMatchObject({ primaryColor: '#65558f', secondaryColor: '#625b70', accentColor: '#7e5260' });
    expect(system.colors).toMatchObject({ danger: '#ba1a1a', neutral: '#79747e' });
    expect(mappedTo(report, 'schemes.light.onPrimary')).toEqual(['colorOverrides.light.primary-foreground']);
    expect(system.colorOverrides?.dark?.primary).toBe('#cfbdfe');
    expect(reasonFor(report, 'palettes.primary')).toMatch(/tonal palette/);
    expect(reasonFor(report, 'schemes.light-medium-contrast')).toMatch(/one light and one dark/);
  });

  it('with a base design, keeps what the input does not speak to', () => {
    const base: DesignSystem = {
      ...structuredClone(defaultDesignSystem),
      typography: { ...defaultDesignSystem.typography, baseSize: 18 },
      components: [{ id: 'b1', componentId: 'button', props: {} }],
      colorOverrides: { light: { 'sidebar-ring': '#123456', background: '#fefefe' } },
    };
    const { system } = importDesign({ text: fixture('shadcn-v3-globals.css') }, base);
    expect(system.typography.baseSize).toBe(18);
    expect(system.components).toEqual(base.components);
    expect(system.colorOverrides?.light?.['sidebar-ring']).toBe('#123456');
    // The input's white background is what the design derives: base's pin for it is dropped.
    expect(system.colorOverrides?.light?.background).toBeUndefined();
  });
});

function refusal(input: Parameters<typeof importDesign>[0]): KitsmithError {
  try {
    importDesign(input);
  } catch (error) {
    if (error instanceof KitsmithError) return error;
    throw error;
  }
  throw new Error('importDesign accepted the input');
}

describe('importDesign: bad input gets a clear message naming what and where', () => {
  it('refuses more than IMPORT_MAX_BYTES, stating the size and the limit', () => {
    const error = refusal({ text: `:root { --a: "${'x'.repeat(10_000_000)}"; }` });
    expect(error.code).toBe('IMPORT_TOO_LARGE');
    expect(error.message).toBe('The input is 10.0 MB; Kitsmith imports at most 2.00 MB.');
    expect(IMPORT_MAX_BYTES).toBe(2_000_000);
  });

  it('counts bytes, not characters', () => {
    const error = refusal({ text: `{"a": "${'é'.repeat(1_000_001)}"}` });
    expect(error.code).toBe('IMPORT_TOO_LARGE');
  });

  it('names the line and column of truncated JSON', () => {
    const text = fixture('material-theme.json');
    const error = refusal({ text: text.slice(0, 600) });
    expect(error.code).toBe('INVALID_IMPORT');
    expect(error.message).toMatch(/^The JSON is not valid at line \d+, column \d+ \(is the file cut short\?\)/);
  });

  it('names the line and column of truncated CSS', () => {
    const error = refusal({ text: ':root {\n  --primary: oklch(0.5 0.2 280);\n  --radius: 0.5rem;\n}\n.dark {\n  --primary: oklch(0.7', filename: 'globals.css' });
    expect(error.message).toMatch(/^The CSS is malformed at line 6, column 14: .*\(is the file cut short\?\)$/);
  });

  it('refuses input where nothing maps, saying why', () => {
    const bridges = '@theme inline {\n  --color-primary: var(--primary);\n}';
    expect(refusal({ text: bridges, filename: 'app.css' }).message).toBe(
      'Nothing in the input maps to a design setting: @theme inline/--color-primary gives Tailwind the variable --primary, which is read where it is defined.',
    );
    const config = 'module.exports = { theme: { extend: { colors: { primary: "hsl(var(--primary))" } } } };';
    expect(refusal({ text: config, filename: 'tailwind.config.js' }).message).toMatch(
      /theme\.extend\.colors\.primary refers to the CSS variable --primary, which your CSS defines: import that CSS/,
    );
  });

  it('refuses CSS with no custom properties', () => {
    const error = refusal({ text: 'body { color: red; }\n.button { padding: 4px; }', filename: 'site.css' });
    expect(error.message).toMatch(/declares no custom properties/);
  });

  it.each([
    ['a function', 'module.exports = {\n  theme: { extend: { colors: { primary: () => "#fff" } } },\n};', /a function at line 2, column 41/],
    ['a call', 'const x = compute();\nmodule.exports = { theme: {} };', /a function call at line 1, column 11 \(`compute\(\)`\)/],
    ['a require of another package', 'const fs = require("fs");\nmodule.exports = { theme: {} };', /a require of 'fs', which is not Tailwind/],
    ['a spread of an unknown', 'const more = require("tailwindcss/colors");\nmodule.exports = { theme: { colors: { ...more } } };', /a spread .* at line 2, column 39/],
    ['a value from elsewhere', 'const colors = require("tailwindcss/colors");\nmodule.exports = { theme: { colors: { primary: colors.indigo } } };', /a value read from another object at line 2/],
    ['a loop', 'for (;;) {}\nmodule.exports = {};', /a loop at line 1, column 1/],
  ])('refuses a Tailwind config with %s, naming it and its line', (_name, text, message) => {
    const error = refusal({ text, filename: 'tailwind.config.js' });
    expect(error.code).toBe('INVALID_IMPORT');
    expect(error.message).toMatch(message);
    expect(error.suggestion).toMatch(/never runs it/);
  });

  it('names where a Tailwind config stops being JavaScript', () => {
    const error = refusal({ text: fixture('tailwind.config.js').slice(0, 400), filename: 'tailwind.config.js' });
    expect(error.message).toMatch(/^The Tailwind config is not valid JavaScript at line \d+, column \d+: /);
  });

  it('lists the accepted formats for text it cannot place', () => {
    expect(refusal({ text: 'hello there' }).message).toMatch(/cannot tell what this input is.*globals\.css.*Tailwind.*DTCG.*Tokens Studio.*Material/);
    expect(refusal({ text: '   ' }).message).toMatch(/^The input is empty/);
    expect(refusal({ text: '{}', format: 'yaml' as never }).message).toMatch(/"yaml" is not an import format; use one of kitsmith, dtcg/);
  });

  it('refuses JSON with no tokens as INVALID_IMPORT', () => {
    expect(refusal({ text: '{"a": {"b": 1}}' })).toMatchObject({ code: 'INVALID_IMPORT', message: expect.stringMatching(/No design tokens found/) });
  });

  it('refuses input nested too deeply for the engine', () => {
    const deep = `{"a": ${'{"a": '.repeat(200_000)}1${'}'.repeat(200_001)}`;
    expect(refusal({ text: deep }).code).toBe('INVALID_IMPORT');
  });
});

describe('importDesign never crashes: anything it refuses, it refuses with a KitsmithError', () => {
  const inputs = ['shadcn-v3-globals.css', 'tweakcn-v4-globals.css', 'tailwind.config.js', 'figma-variables.json', 'style-dictionary.tokens.json', 'material-theme.json'].map(
    (name) => ({ name, text: fixture(name) }),
  );
  const survives = (input: Parameters<typeof importDesign>[0]) => {
    try {
      importDesign(input);
    } catch (error) {
      if (!(error instanceof KitsmithError)) throw error;
    }
  };

  it('on truncations and small edits of real inputs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...inputs),
        fc.nat(),
        fc.string({ maxLength: 3 }),
        fc.boolean(),
        ({ name, text }, at, insert, withName) => {
          const cut = at % (text.length + 1);
          survives({ text: text.slice(0, cut), ...(withName ? { filename: name } : {}) });
          survives({ text: text.slice(0, cut) + insert + text.slice(cut + 1), ...(withName ? { filename: name } : {}) });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('on random text, with or without a file name or format', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.json(), fc.stringMatching(/^[:{}\-a-z0-9;()%. #]*$/)),
        fc.option(fc.constantFrom('globals.css', 'tailwind.config.js', 'tokens.json')),
        fc.option(fc.constantFrom('css', 'shadcn-css', 'tailwind-config', 'material', 'figma', 'dtcg', 'style-dictionary') as fc.Arbitrary<'css'>),
        (text, filename, format) => survives({ text, ...(filename ? { filename } : {}), ...(format ? { format } : {}) }),
      ),
      { numRuns: 300 },
    );
  });
});
