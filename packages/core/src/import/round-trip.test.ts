import { describe, expect, it } from 'vitest';
import { createExportContext, runExporter } from '../export/export-design-system.ts';
import type { GeneratedFile } from '../export/types.ts';
import { defaultDesignSystem, type DesignSystem } from '../model/design-system.ts';
import { applyTemplate } from '../templates/apply-template.ts';
import { builtInTemplates, findTemplate } from '../templates/built-in.ts';
import { resolveTokens } from '../tokens/resolve-tokens.ts';
import { findFont, fontStack } from '../fonts/fonts.ts';
import { generatePalette } from '../color/index.ts';
import { importDesign, importTokens } from './index.ts';

const appliedAt = '2026-01-01T00:00:00.000Z';
const design = (changes: (d: DesignSystem) => void): DesignSystem => {
  const system = structuredClone(defaultDesignSystem);
  changes(system);
  return system;
};

const custom = design((d) => {
  d.theme = { ...d.theme, mode: 'dark', primaryColor: '#0ea5e9', secondaryColor: '#f97316', accentColor: '#84cc16' };
  d.colors = { neutral: '#57534e', success: '#059669', warning: '#ca8a04', danger: '#e11d48', info: '#2563eb' };
  d.typography = {
    headingFamily: "'Playfair Display', Georgia, serif",
    bodyFamily: "'Source Sans 3', system-ui, sans-serif",
    monoFamily: "'Fira Code', monospace",
    baseSize: 15,
    scaleRatio: 1.2,
    density: 'spacious',
  };
  d.spacing = { baseUnit: 5, density: 'normal' };
  d.radius = { base: 6 };
  d.shadows = { level: 'strong' };
  d.motion = { animationStyle: 'bold' };
});
const stillAndOdd = design((d) => {
  d.theme = { ...d.theme, animations: false, primaryColor: '#111827' };
  d.typography = { ...d.typography, baseSize: 17.5, scaleRatio: 1.333, density: 'compact' };
  d.spacing = { baseUnit: 4.5, density: 'normal' };
  d.radius = { base: 0 };
  d.shadows = { level: 'none' };
  d.motion = { animationStyle: 'subtle' };
});
const subtleShadows = design((d) => {
  d.shadows = { level: 'subtle' };
  d.theme = { ...d.theme, primaryColor: '#fde047' };
  d.typography = { ...d.typography, scaleRatio: 1.618, baseSize: 14 };
});
// A hosted static font whose name has spaces: DTCG writes it in single quotes, the picker's stack has double ones.
const plexMono = findFont('ibm-plex-mono');
if (!plexMono) throw new Error('ibm-plex-mono is not in the font catalogue');
const staticCatalogueFont = design((d) => {
  d.typography = { ...d.typography, headingFamily: fontStack(plexMono), monoFamily: fontStack(plexMono) };
});
// Each radius step is written to 0.01px: md says 0px and xl 0.01px, and only the steps together say which base.
const hairlineRadius = design((d) => {
  d.radius = { base: 0.0025 };
});
// A base whose small step, 7.24375px, is written 7.24px: a base read back from the upper end of the steps' common range
// (14.49px) would write it 7.25px.
const boundaryRadius = design((d) => {
  d.radius = { base: 14.4875 };
});
const customizedTemplate = applyTemplate(
  defaultDesignSystem,
  findTemplate('bold-creative') ?? builtInTemplates[0]!,
  { theme: { primaryColor: '#be123c' }, componentOverrides: { buttons: { animation: 'glow', padding: 'spacious' } } },
  appliedAt,
);

// Fluid type of its own: a range and a small-screen ratio; and headings held fixed (a small-screen ratio at the scale's).
const ownFluidType = design((d) => {
  d.typography = { ...d.typography, baseSize: 18, scaleRatio: 1.5, fluidMinViewport: 320, fluidMaxViewport: 1280, fluidMinScaleRatio: 1.125 };
});
const fixedHeadings = design((d) => {
  d.typography = { ...d.typography, baseSize: 18, scaleRatio: 1.5, fluidMinScaleRatio: 1.5 };
});

const designs: { name: string; system: DesignSystem }[] = [
  { name: 'default', system: defaultDesignSystem },
  ...builtInTemplates.map((template) => ({
    name: template.id,
    system: applyTemplate(defaultDesignSystem, template, {}, appliedAt),
  })),
  { name: 'custom colours, type, spacing, radius, motion', system: custom },
  { name: 'animations off, 17.5px base, no radius, no shadows', system: stillAndOdd },
  { name: 'subtle shadows, pale primary, golden ratio', system: subtleShadows },
  { name: 'template with customizations', system: customizedTemplate },
  { name: 'a radius whose steps round to 0px and 0.01px', system: hairlineRadius },
  { name: 'a radius whose small step sits by a rounding boundary (14.4875px)', system: boundaryRadius },
  { name: 'a hosted static font of several words (IBM Plex Mono)', system: staticCatalogueFont },
  { name: 'fluid type of its own: 320-1280px, small-screen ratio 1.125', system: ownFluidType },
  { name: 'fixed headings: the small-screen ratio is the scale ratio', system: fixedHeadings },
];

const exported = (system: DesignSystem): GeneratedFile[] => runExporter('dtcg', createExportContext(system));
const asFileMap = (files: GeneratedFile[]) =>
  Object.fromEntries(files.map((file) => [file.path, JSON.parse(file.contents)]));
const stripped = (files: GeneratedFile[]) =>
  Object.fromEntries(
    files.map((file) => {
      const { $extensions: _extensions, ...rest } = JSON.parse(file.contents);
      return [file.path, rest];
    }),
  );
const withoutComponents = ({ components: _components, ...rest }: DesignSystem) => rest;

describe('DTCG export -> import round trip', () => {
  describe.each(designs)('$name', ({ system }) => {
    it('with the Kitsmith extension: the exact design, minus its components', () => {
      const { system: imported, report } = importTokens(asFileMap(exported(system)));
      expect(report.format).toBe('kitsmith');
      expect(withoutComponents(imported)).toEqual(withoutComponents(system));
      expect(resolveTokens(imported)).toEqual(resolveTokens(system));
      expect(report.unmapped).toEqual([]);
      expect(report.warnings).toEqual([]);
    });

    it('without $extensions: every tier of resolveTokens comes back identical', () => {
      const { system: imported, report } = importTokens(stripped(exported(system)));
      expect(report.format).toBe('dtcg');
      expect(resolveTokens(imported)).toEqual(resolveTokens(system));
      expect(report.unmapped).toEqual([]);
    });
  });

  it('without $extensions: a colour whose palette another step also generates comes back as itself', () => {
    // #eae6fa, the 100 of #6e36c7's palette, generates that very palette; only the semantic colours tell them apart.
    const system = design((d) => {
      d.colors = { ...d.colors, warning: '#6e36c7' };
    });
    const { system: imported } = importTokens(stripped(exported(system)));
    expect(imported.colors.warning).toBe('#6e36c7');
    expect(imported.colorOverrides).toBeUndefined();
  });

  it('into the design it came from, a palette another step also generates keeps that design’s key colour (CSS too)', () => {
    // #66087f (900) and #a907d1 (600) generate the same palette, and the neutral roles are the same steps either way:
    // only the design knows which is its colour, and which step its tokens describe as "Your neutral colour".
    const system = design((d) => {
      d.colors = { ...d.colors, neutral: '#66087f' };
    });
    const css = runExporter('css', createExportContext(system)).find((file) => file.path === 'css/tokens.css')?.contents ?? '';
    for (const imported of [importTokens(stripped(exported(system)), system).system, importDesign({ text: css, filename: 'tokens.css' }, system).system]) {
      expect(imported.colors.neutral).toBe('#66087f');
      expect(resolveTokens(imported)).toEqual(resolveTokens(system));
    }
    // CSS alone has nothing to go by: either is the palette.
    const alone = importDesign({ text: css, filename: 'tokens.css' }).system;
    expect(['#66087f', '#a907d1']).toContain(alone.colors.neutral);
    expect(generatePalette(alone.colors.neutral).steps).toEqual(generatePalette('#66087f').steps);
  });

  it('with the Kitsmith extension: colours pinned by hand come back, and resolve as before', () => {
    const pinned = design((d) => {
      d.colorOverrides = { light: { primary: '#ff0000', 'chart-2': 'palette.info.500' }, dark: { card: 'palette.neutral.800' } };
    });
    const { system: imported } = importTokens(asFileMap(exported(pinned)));
    expect(imported.colorOverrides).toEqual(pinned.colorOverrides);
    expect(resolveTokens(imported)).toEqual(resolveTokens(pinned));
  });

  it('accepts the export as GeneratedFile[], as JSON text, and as one merged object', () => {
    const files = exported(custom);
    const expected = withoutComponents(custom);
    expect(withoutComponents(importTokens(files).system)).toEqual(expected);
    expect(withoutComponents(importTokens(JSON.stringify(asFileMap(files))).system)).toEqual(expected);
    const merged = Object.assign({}, ...files.map((file) => JSON.parse(file.contents)));
    expect(withoutComponents(importTokens(merged).system)).toEqual(expected);
    // Merged, the dark file's semantic colours replaced the light ones: that is what the document says, so they are pinned.
    const { $extensions: _e, ...mergedStripped } = merged;
    const fromMerged = importTokens(mergedStripped).system;
    expect(resolveTokens(fromMerged).primitives).toEqual(resolveTokens(custom).primitives);
    expect(Object.keys(fromMerged.colorOverrides?.light ?? {})).toContain('background');
  });

  it('keeps spacing tokens identical for tight and loose density, though the unit is stored as normal', () => {
    for (const density of ['tight', 'loose'] as const) {
      const system = design((d) => {
        d.spacing = { baseUnit: 8, density };
      });
      const imported = importTokens(stripped(exported(system))).system;
      expect(resolveTokens(imported)).toEqual(resolveTokens(system));
      expect(imported.spacing).toEqual({ baseUnit: density === 'tight' ? 6 : 12, density: 'normal' });
    }
  });
});
