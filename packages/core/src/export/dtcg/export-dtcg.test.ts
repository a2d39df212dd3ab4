import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, type DesignSystem } from '../../model/design-system.ts';
import { applyTemplate } from '../../templates/apply-template.ts';
import { builtInTemplates } from '../../templates/built-in.ts';
import { prettierFormat } from '../../test-support/prettier.ts';
import { createExportContext, runExporter } from '../export-design-system.ts';
import { DTCG_FILES, KITSMITH_EXTENSION } from './index.ts';

const appliedAt = '2026-01-01T00:00:00.000Z';
const designs: { name: string; system: DesignSystem }[] = [
  { name: 'default', system: defaultDesignSystem },
  ...builtInTemplates.map((template) => ({
    name: template.id,
    system: applyTemplate(defaultDesignSystem, template, {}, appliedAt),
  })),
];

function exportFiles(system: DesignSystem) {
  const context = createExportContext(system, { name: 'acme-ui' });
  return { context, files: runExporter('dtcg', context) };
}

describe('dtcg export', () => {
  it.each(designs)('$name: is exactly what prettier prints', async ({ system }) => {
    const { files } = exportFiles(system);
    expect(files.map((file) => file.path)).toEqual(Object.values(DTCG_FILES));
    for (const file of files) expect(file.contents).toBe(await prettierFormat(file.path, file.contents));
  });

  it.each(designs)('$name: holds every tier of resolveTokens, unchanged but for single-quoted font names', ({ system }) => {
    const { context, files } = exportFiles(system);
    const [primitives, light, dark, hcLight, hcDark, components] = files.map((file) => JSON.parse(file.contents));
    const withoutMeta = ({ $description: _d, $extensions: _e, ...group }: Record<string, unknown>) => group;
    // Font names are single-quoted (`Inter, 'Inter Variable'`), as Style Dictionary's fontFamily/css leaves them.
    const singleQuotedFonts = (group: object) =>
      JSON.parse(JSON.stringify(group), (_key, value) =>
        value?.$type === 'fontFamily' ? { ...value, $value: String(value.$value).replaceAll('"', "'") } : value,
      );
    expect(withoutMeta(primitives)).toEqual(singleQuotedFonts(context.tokens.primitives));
    expect(withoutMeta(light)).toEqual(context.tokens.semantic.light);
    expect(withoutMeta(dark)).toEqual(context.tokens.semantic.dark);
    expect(withoutMeta(hcLight)).toEqual(context.tokens.semantic['high-contrast-light']);
    expect(withoutMeta(hcDark)).toEqual(context.tokens.semantic['high-contrast-dark']);
    expect(hcDark.$description).toBe('Kitsmith high-contrast dark mode. Generated: do not edit.');
    expect(withoutMeta(components)).toEqual(context.tokens.components);
    expect(light.$description).toBe('Kitsmith light-scheme colours. Generated: do not edit.');
  });

  it('keeps the design, without its components, under $extensions["dev.kitsmith"] of the primitives', () => {
    const system: DesignSystem = {
      ...defaultDesignSystem,
      components: [{ id: 'b1', componentId: 'button', props: { label: 'Go' } }],
    };
    const { files } = exportFiles(system);
    const primitives = JSON.parse(files[0]?.contents ?? '{}');
    const { components: _components, ...rest } = system;
    expect(primitives.$extensions).toEqual({ [KITSMITH_EXTENSION]: { schemaVersion: 2, designSystem: rest } });
    for (const file of files.slice(1)) expect(JSON.parse(file.contents).$extensions).toBeUndefined();
  });

  it('writes a heading size as a dimension (its size from the largest viewport) with its fluid range in $extensions', () => {
    const { files } = exportFiles({ ...defaultDesignSystem, typography: { ...defaultDesignSystem.typography, baseSize: 18, scaleRatio: 1.5 } });
    const { font } = JSON.parse(files[0]?.contents ?? '{}');
    expect(font.size['5xl']).toEqual({
      $type: 'dimension',
      $value: '12.8145rem',
      $extensions: { [KITSMITH_EXTENSION]: { fluid: { min: '3.3761rem', max: '12.8145rem', minViewport: '360px', maxViewport: '1440px' } } },
    });
    expect(font.size.base).toEqual({ $type: 'dimension', $value: '1.125rem' });
  });

  it('prints cubic Bézier values on one line, as prettier does', () => {
    const { files } = exportFiles(defaultDesignSystem);
    expect(files[0]?.contents).toContain('"$value": [0.2, 0, 0, 1]');
  });

  it('keeps the scheme and component files within 80 columns, so the export needs no prettier pass', () => {
    for (const file of exportFiles(defaultDesignSystem).files.slice(1)) {
      expect(file.contents.split('\n').filter((line) => line.length > 80)).toEqual([]);
    }
  });

  it('stays prettier-stable with a font stack too long for one line', async () => {
    const longStack = `${Array.from({ length: 12 }, (_, index) => `'Family Number ${index}'`).join(', ')}, sans-serif`;
    const system = { ...defaultDesignSystem, typography: { ...defaultDesignSystem.typography, bodyFamily: longStack } };
    for (const file of exportFiles(system).files)
      expect(file.contents).toBe(await prettierFormat(file.path, file.contents));
  });
});
