import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDesignSystem } from '../../model/design-system.ts';
import { prettierFormat } from '../../test-support/prettier.ts';
import { flattenTokens } from '../../tokens/flatten.ts';
import { createExportContext, runExporter } from '../export-design-system.ts';
import { randomDesign, sampleDesigns } from '../../test-support/sample-designs.ts';
import type { DesignSystem } from '../../model/design-system.ts';

function scssOf(system: DesignSystem): string {
  const files = runExporter('scss', createExportContext(system));
  expect(files.map((file) => file.path)).toEqual(['scss/_tokens.scss']);
  return files[0]?.contents ?? '';
}

/** `$name: value;` declarations (values may wrap), whitespace collapsed. */
function variables(scss: string): Map<string, string> {
  const found = [...scss.matchAll(/^\$([\w-]+):(?! \(\n)\s*(.*?);$/gms)];
  return new Map(found.map(([, name = '', value = '']) => [name, value.replace(/\s+/g, ' ')]));
}

/** `$name: (key: value, ...);` maps, entries in order. */
function maps(scss: string): Map<string, Map<string, string>> {
  const found = [...scss.matchAll(/^\$([\w-]+): \(\n([^;]*?)\n\);$/gms)];
  return new Map(
    found.map(([, name = '', body = '']) => [
      name,
      new Map(
        body.split('\n').map((line) => {
          const match = /^ {2}([^:]+): (.*),$/.exec(line);
          if (!match) throw new Error(`Not a map entry: ${line}`);
          return [match[1] ?? '', match[2] ?? ''];
        }),
      ),
    ]),
  );
}

const LITERAL =
  /^(#[0-9a-f]{6}([0-9a-f]{2})?|-?[\d.]+(px|rem|ms)?|clamp\([\d.]+rem, -?[\d.]+rem \+ [\d.]+vw, [\d.]+rem\)|cubic-bezier\([\d., -]+\)|(inset )?(-?[\d.]+px ){4}#[0-9a-f]{8}|(inset )?(-?[\d.]+px ){4}#[0-9a-f]{6}|linear-gradient\(135deg, #[0-9a-f]{6} 0%, #[0-9a-f]{6} 100%\))$/;

describe('scss export', () => {
  const scss = scssOf(defaultDesignSystem);
  const vars = variables(scss);

  it('declares a variable for every token, named by its path', () => {
    const { tokens } = createExportContext(defaultDesignSystem);
    const paths = [tokens.primitives, tokens.semantic.light, tokens.components].flatMap((group) =>
      flattenTokens(group).map((token) => token.path.replace(/\./g, '-')),
    );
    expect([...vars.keys()]).toEqual(paths);
  });

  it('gives the light scheme as plain variables, with aliases resolved to literals', () => {
    expect(vars.get('palette-primary-600')).toBe('#7c3aed');
    expect(vars.get('color-primary')).toBe('#7c3aed');
    expect(vars.get('color-ring')).toBe('#7c3aed');
    expect(vars.get('color-foreground')).toBe('#232933');
    expect(vars.get('space-0-5')).toBe('0.125rem');
    expect(vars.get('font-family-mono')).toBe('"JetBrains Mono", "JetBrains Mono Variable", ui-monospace, SFMono-Regular, Menlo, monospace');
    expect(vars.get('easing-standard')).toBe('cubic-bezier(0.2, 0, 0, 1)');
    expect(vars.get('component-button-shadow')).toBe('0px 1px 2px 0px #2329330f');
    expect(vars.get('component-form-focus-ring')).toBe('0px 0px 0px 3px #7c3aed');
  });

  it('keeps both schemes of semantic colours and component tokens in maps', () => {
    const all = maps(scss);
    expect(all.get('colors-light')?.get('"primary"')).toBe('#7c3aed');
    expect(all.get('colors-dark')?.get('"primary"')).toBe('#9060fc');
    expect(all.get('colors-dark')?.get('"background"')).toBe('#232933');
    expect(all.get('components-dark')?.get('"button-background"')).toBe('#9060fc');
    expect([...(all.get('colors-dark')?.keys() ?? [])]).toEqual([...(all.get('colors-light')?.keys() ?? [])]);
  });

  it('has maps of the scales, keyed so Sass reads them as written', () => {
    const all = maps(scss);
    expect(all.get('palette-primary')?.get('500')).toBe('#9060fc');
    expect(all.get('palette-base')?.get('"white"')).toBe('#ffffff');
    expect(all.get('palettes')?.get('"primary"')).toBe('$palette-primary');
    expect(all.get('space')?.get('4')).toBe('1rem');
    expect(all.get('space')?.get('"0-5"')).toBe('0.125rem');
    // A heading step grows with the viewport: the design's 1.9531rem from 1440px, less on smaller screens.
    expect(all.get('font-size')?.get('"2xl"')).toBe('clamp(1.8383rem, 1.8rem + 0.1701vw, 1.9531rem)');
    expect(all.get('font-size')?.get('"base"')).toBe('1rem');
    expect(all.get('radius')?.get('"md"')).toBe('8px');
    expect(all.get('shadow')?.get('"md"')).toBe('0px 4px 8px -2px #2329331a');
    expect(all.has('font-family')).toBe(false);
  });

  it('writes only literal values, for every sample design', () => {
    for (const [name, system] of sampleDesigns) {
      const output = scssOf(system);
      const values = [
        ...[...variables(output)]
          .filter(([variable]) => !variable.startsWith('font-family-'))
          .map(([, value]) => value),
        ...[...maps(output)].filter(([map]) => map !== 'palettes').flatMap(([, entries]) => [...entries.values()]),
      ];
      expect(values.length, name).toBeGreaterThan(300);
      for (const value of values) expect(value, `${name}: ${value}`).toMatch(LITERAL);
    }
  });

  it('is already formatted as prettier formats it, for the sample designs', async () => {
    for (const [name, system] of sampleDesigns) {
      const output = scssOf(system);
      expect(await prettierFormat('scss/_tokens.scss', output), name).toBe(output);
      expect(
        output.split('\n').every((line) => line.length <= 80),
        name,
      ).toBe(true);
    }
  });

  it('is already formatted as prettier formats it, for random designs', { timeout: 30_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(randomDesign, async (system) => {
        const output = scssOf(system);
        expect(await prettierFormat('scss/_tokens.scss', output)).toBe(output);
      }),
      { numRuns: 40 },
    );
  });
});
