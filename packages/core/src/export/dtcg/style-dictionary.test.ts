import StyleDictionary from 'style-dictionary';
import type { Config, TransformedToken } from 'style-dictionary/types';
import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, type DesignSystem } from '../../model/design-system.ts';
import { applyTemplate } from '../../templates/apply-template.ts';
import { builtInTemplates } from '../../templates/built-in.ts';
import { resolveAlias, tokensForScheme } from '../../tokens/flatten.ts';
import { resolveTokens } from '../../tokens/resolve-tokens.ts';
import type { ColorScheme, TokenType } from '../../tokens/types.ts';
import { createExportContext, runExporter } from '../export-design-system.ts';
import { DTCG_FILES } from './index.ts';

// Style Dictionary 4 has no built-in transform for DTCG gradients; a consumer registers one like this.
const gradientCss = {
  type: 'value' as const,
  transitive: true,
  filter: (token: TransformedToken) => token.$type === 'gradient',
  transform: (token: TransformedToken) => {
    const stops: { color: string; position: number }[] = token.$value;
    return `linear-gradient(135deg, ${stops.map((stop) => `${stop.color} ${stop.position * 100}%`).join(', ')})`;
  },
};
// Types whose CSS value is the token's own value, which Style Dictionary must pass through unchanged.
const SCALAR_TYPES = new Set<TokenType>(['color', 'dimension', 'duration', 'number', 'fontWeight', 'fontFamily']);
const objectValuesAsCss = ['shadow/css/shorthand', 'cubicBezier/css', 'fontFamily/css', 'gradient/css'];

/** A consumer's build for one scheme: primitives + that scheme + components, as files under dtcg/ would be merged. */
function configFor(system: DesignSystem, scheme: ColorScheme): Config {
  const files = new Map(
    runExporter('dtcg', createExportContext(system)).map((file) => [file.path, JSON.parse(file.contents)]),
  );
  const tokens = {
    ...files.get(DTCG_FILES.primitives),
    ...files.get(DTCG_FILES[scheme]),
    ...files.get(DTCG_FILES.components),
  };
  return {
    usesDtcg: true,
    tokens,
    log: { verbosity: 'silent', warnings: 'disabled', errors: { brokenReferences: 'throw' } },
    hooks: { transforms: { 'gradient/css': gradientCss } },
    platforms: {
      css: {
        transformGroup: 'css',
        transforms: ['gradient/css'],
        files: [{ destination: `${scheme}.css`, format: 'css/variables' }],
      },
      js: {
        transformGroup: 'js',
        transforms: objectValuesAsCss,
        files: [
          { destination: `${scheme}.js`, format: 'javascript/es6' },
          { destination: `${scheme}.d.ts`, format: 'typescript/es6-declarations' },
        ],
      },
    },
  };
}

async function build(system: DesignSystem, scheme: ColorScheme): Promise<Record<string, string>> {
  const dictionary = new StyleDictionary(configFor(system, scheme));
  const outputs: Record<string, { output: unknown; destination: string | undefined }[]> =
    await dictionary.formatAllPlatforms();
  return Object.fromEntries(
    Object.values(outputs)
      .flat()
      .map(({ output, destination }) => [destination ?? '', String(output)]),
  );
}

const designs = [
  { name: 'default', system: defaultDesignSystem },
  ...builtInTemplates.map((template) => ({
    name: template.id,
    system: applyTemplate(defaultDesignSystem, template, {}, '2026-01-01T00:00:00.000Z'),
  })),
];

describe('style-dictionary 4 builds the dtcg export', () => {
  it('light: css variables, an ES module and its declarations', async () => {
    const out = await build(defaultDesignSystem, 'light');
    const css = out['light.css'] ?? '';
    expect(css).toContain('--color-primary: #7c3aed;');
    expect(css).toContain('--palette-primary-600: #7c3aed;');
    expect(css).toContain('--color-background: #ffffff;');
    expect(css).toContain(
      "--font-family-mono: 'JetBrains Mono', 'JetBrains Mono Variable', ui-monospace, SFMono-Regular, Menlo, monospace;",
    );
    expect(css).toContain("--font-family-heading: Inter, 'Inter Variable', ui-sans-serif, system-ui, sans-serif;");
    expect(css).toContain('--easing-standard: cubic-bezier(0.2, 0, 0, 1);');
    expect(css).toMatch(/--shadow-md: 0px 4px 8px -2px #[0-9a-f]{8};/);
    expect(css).toContain('--component-button-background: #7c3aed;');
    expect(css).toContain('--component-form-focus-ring: 0px 0px 0px 3px #7c3aed;');
    expect(css).not.toMatch(/\[object Object\]|\{[a-z-]+\.[a-z0-9.-]+\}/);
    expect(out['light.js']).toContain('export const ColorPrimary = "#7c3aed";');
    expect(out['light.js']).toContain('export const EasingStandard = "cubic-bezier(0.2, 0, 0, 1)";');
    expect(out['light.d.ts']).toContain('export const ColorPrimary: string;');
  });

  it('dark: the same names with the dark scheme values', async () => {
    const css = (await build(defaultDesignSystem, 'dark'))['dark.css'] ?? '';
    const dark = tokensForScheme(resolveTokens(defaultDesignSystem), 'dark');
    const background = resolveAlias(dark, dark.get('color.background')?.$value ?? '');
    expect(background).not.toBe('#ffffff');
    expect(css).toContain(`--color-background: ${background};`);
  });

  it('bold-creative: gradients and shadows resolve their aliases per scheme', async () => {
    const template = builtInTemplates.find(({ id }) => id === 'bold-creative');
    if (!template) throw new Error('bold-creative template missing');
    const system = applyTemplate(defaultDesignSystem, template, {}, '2026-01-01T00:00:00.000Z');
    const light = tokensForScheme(resolveTokens(system), 'light');
    const [primary, secondary] = ['color.primary', 'color.secondary'].map((path) => resolveAlias(light, `{${path}}`));
    const css = (await build(system, 'light'))['light.css'] ?? '';
    expect(css).toContain(`--component-button-background: linear-gradient(135deg, ${primary} 0%, ${secondary} 100%);`);
  });

  it.each(designs)('$name: every scalar token of every mode has exactly its Kitsmith value', async ({ system }) => {
    const tokens = resolveTokens(system);
    for (const scheme of ['light', 'dark', 'high-contrast-light', 'high-contrast-dark'] as const) {
      const out = await build(system, scheme);
      const css = out[`${scheme}.css`] ?? '';
      const byPath = tokensForScheme(tokens, scheme);
      let checked = 0;
      for (const [path, token] of byPath) {
        if (!SCALAR_TYPES.has(token.$type)) continue;
        const value = String(resolveAlias(byPath, token.$value));
        // The DTCG files single-quote font names (`Inter, 'Inter Variable'`), the quoting Style Dictionary leaves as it is.
        expect(css).toContain(`  --${path.replace(/\./g, '-')}: ${token.$type === 'fontFamily' ? value.replaceAll('"', "'") : value};`);
        checked++;
      }
      expect(checked).toBeGreaterThan(150);
      for (const output of Object.values(out))
        expect(output).not.toMatch(/\[object Object\]|undefined|\{[a-z-]+\.[\w.-]+\}/);
      expect(out[`${scheme}.d.ts`]).toContain('export const PalettePrimary600: string;');
    }
  });
});
