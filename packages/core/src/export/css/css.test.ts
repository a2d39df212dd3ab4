import fc from 'fast-check';
import { transform } from 'lightningcss';
import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, parseDesignSystem } from '../../model/design-system.ts';
import { resolveTokens } from '../../tokens/resolve-tokens.ts';
import { prettierFormat } from '../../test-support/prettier.ts';
import { createExportContext, runExporter } from '../export-design-system.ts';
import { cssVarName } from './css-value.ts';
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
