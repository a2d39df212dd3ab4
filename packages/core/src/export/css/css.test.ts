import fc from 'fast-check';
import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, parseDesignSystem } from '../../model/design-system.ts';
import { resolveTokens } from '../../tokens/resolve-tokens.ts';
import { prettierFormat } from '../../test-support/prettier.ts';
import { createExportContext, runExporter } from '../export-design-system.ts';
import { flattenTokens } from '../../tokens/flatten.ts';
import { KITSMITH_EXTENSION, type TokenGroup } from '../../tokens/types.ts';
import { cssValue, cssVarName } from './css-value.ts';
import { tokensCss } from './tokens-css.ts';

function lightningWarnings(css: string, filename: string): string[] {
  const result = transform({ code: new TextEncoder().encode(css), filename, errorRecovery: true });
  return result.warnings.map((warning) => `${warning.type}: ${warning.message} (line ${warning.loc.line})`);
}

describe('css export', () => {
  const files = runExporter('css', createExportContext(defaultDesignSystem, { components: 'all' }));

  it('emits tokens.css and components.css that lightningcss parses without warnings', () => {
    expect(files.map((file) => file.path)).toEqual(['css/tokens.css', 'css/components.css']);
    for (const file of files) expect(lightningWarnings(file.contents, file.path)).toEqual([]);
  });

  it('writes a heading step as a clamp() whose line meets its smallest size at the smallest viewport and its largest at the largest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 32 }), fc.double({ min: 1.05, max: 2, noNaN: true }), fc.integer({ min: 240, max: 720 }), fc.integer({ min: 768, max: 2560 }), (baseSize, scaleRatio, fluidMinViewport, fluidMaxViewport) => {
        const system = parseDesignSystem({ schemaVersion: 2, typography: { baseSize, scaleRatio, fluidMinViewport, fluidMaxViewport } });
        const sizes = resolveTokens(system).primitives.font as TokenGroup;
        for (const { path, ...token } of flattenTokens(sizes.size as TokenGroup)) {
          const css = cssValue(token);
          const fluid = token.$extensions?.[KITSMITH_EXTENSION].fluid;
          if (!fluid) {
            expect(css, path).toBe(token.$value);
            continue;
          }
          const [, low, intercept, vw, high] = /^clamp\((\S+)rem, (\S+)rem \+ (\S+)vw, (\S+)rem\)$/.exec(css)!.map(Number) as number[];
          expect(`${high}rem`).toBe(token.$value);
          const at = (width: number) => intercept! * 16 + (vw! * width) / 100;
          // Within what 4 decimals of a rem and of a vw amount can be off, at the widest viewport.
          expect(Math.abs(at(fluidMinViewport) - low! * 16)).toBeLessThan(0.0008 + 0.00005 * fluidMinViewport / 100 + 1e-9);
          expect(Math.abs(at(fluidMaxViewport) - high! * 16)).toBeLessThan(0.0008 + 0.00005 * fluidMaxViewport / 100 + 1e-9);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('declares every token once per tier and switches the semantic colours by scheme', () => {
    const css = files[0]?.contents ?? '';
    expect(css).toContain('  --palette-primary-600: #7c3aed;');
    expect(css).toContain('  --primary: var(--palette-primary-600);');
    expect(css).toMatch(/\[data-theme="dark"\] \{\n {2}--background: var\(--palette-neutral-950\);/);
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\n {2}\[data-theme="auto"\] \{/);
    expect(css).toContain('  --button-background: var(--primary);');
    expect(cssVarName('component.card.backdrop-blur')).toBe('--card-backdrop-blur');
  });

  it("gives a page without data-theme the design's own mode", () => {
    const dark = tokensCss(resolveTokens(parseDesignSystem({ schemaVersion: 2, theme: { mode: 'dark' } })), 'dark', '');
    const auto = tokensCss(resolveTokens(defaultDesignSystem), 'auto', '');
    expect(dark).toContain('[data-theme="dark"],\n:root:not([data-theme]) {');
    expect(auto).toContain('  [data-theme="auto"],\n  :root:not([data-theme]) {');
  });

  it('is already prettier-formatted, whatever the font stacks', async () => {
    const family = fc
      .array(fc.oneof(fc.constantFrom('Inter', 'system-ui', 'sans-serif', '"Helvetica Neue"', "'Segoe UI'", 'Arial'), fc.stringMatching(/^[A-Z][a-z]{2,14}$/)), {
        minLength: 1,
        maxLength: 9,
      })
      .map((names) => names.join(', '));
    await fc.assert(
      fc.asyncProperty(family, family, async (heading, mono) => {
        const system = parseDesignSystem({ schemaVersion: 2, typography: { headingFamily: heading, monoFamily: mono } });
        const css = tokensCss(resolveTokens(system), 'light', '/* header */\n');
        expect(await prettierFormat('tokens.css', css)).toBe(css);
      }),
      { numRuns: 60 },
    );
  });
});
