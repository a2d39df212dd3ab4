import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDesignSystem } from '../model/design-system.ts';
import { fontStackProblem } from '../model/font-stack.ts';
import { FONT_CATALOGUE } from './catalogue.ts';
import {
  exportFontStack,
  findFont,
  FONT_SUBSETS,
  fontFaceCss,
  fontFiles,
  fontOfStack,
  fontsOfDesign,
  fontsourceCdnUrls,
  fontsourceImports,
  fontStack,
} from './fonts.ts';

const apiManifest = new URL('../../../../apps/api/package.json', import.meta.url);
const api = JSON.parse(readFileSync(apiManifest, 'utf8')) as { dependencies: Record<string, string> };
// Resolved as the API resolves them at run time: from its own folder.
const requireFromApi = createRequire(apiManifest);
const packageDir = (name: string) => dirname(requireFromApi.resolve(`${name}/package.json`));

const RANGES = { latin: 'U+0000-00FF', 'latin-ext': 'U+0100-02BA' };

const design = (headingFamily: string, bodyFamily: string, monoFamily: string) => ({
  typography: { ...defaultDesignSystem.typography, headingFamily, bodyFamily, monoFamily },
});

describe('the font catalogue', () => {
  it('holds at least 30 families in every category, each id and family once', () => {
    expect(FONT_CATALOGUE.length).toBeGreaterThanOrEqual(30);
    for (const category of ['sans', 'serif', 'mono', 'display']) expect(FONT_CATALOGUE.some((font) => font.category === category)).toBe(true);
    expect(new Set(FONT_CATALOGUE.map((font) => font.id)).size).toBe(FONT_CATALOGUE.length);
    expect(new Set(FONT_CATALOGUE.map((font) => font.family.toLowerCase())).size).toBe(FONT_CATALOGUE.length);
  });

  describe.each(FONT_CATALOGUE.map((font) => [font.id, font] as const))('%s', (_, font) => {
    it('is a dependency of the API, in the range the catalogue gives', () => {
      expect(api.dependencies[font.package]).toBe(font.versionRange);
    });

    it("matches its package's metadata, and every file we serve is in the package", () => {
      const dir = packageDir(font.package);
      const metadata = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as {
        id: string;
        family: string;
        weights: number[];
        styles: string[];
        variable: false | { wght?: { min: string; max: string } };
      };
      expect(metadata.id).toBe(font.id);
      expect(metadata.family).toBe(font.family);
      expect(metadata.styles.includes('italic')).toBe(font.italic);
      if (font.variable) {
        expect(dir).toContain('@fontsource-variable');
        expect(font.weights).toEqual([Number(metadata.variable && metadata.variable.wght?.min), Number(metadata.variable && metadata.variable.wght?.max)]);
      } else {
        expect(font.weights).toEqual(metadata.weights);
      }
      const unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
      for (const subset of FONT_SUBSETS) expect(unicode[subset]).toMatch(/^U\+/);
      for (const { file } of fontFiles(font)) expect(existsSync(join(dir, 'files', file)), file).toBe(true);
      for (const specifier of fontsourceImports(font)) {
        expect(existsSync(requireFromApi.resolve(specifier)), specifier).toBe(true);
      }
    });

    it('writes a valid stack that names it first', () => {
      const stack = fontStack(font);
      expect(fontStackProblem(stack)).toBeUndefined();
      expect(fontOfStack(stack)).toBe(font);
    });
  });
});

describe('fontsOfDesign', () => {
  it("finds the default design's fonts", () => {
    expect(fontsOfDesign(defaultDesignSystem).map((font) => font.id)).toEqual(['inter', 'jetbrains-mono']);
  });

  it('matches the first family case-insensitively, the package family too, each font once', () => {
    const fonts = fontsOfDesign(design('"fraunces", serif', "'Inter Variable', sans-serif", 'FIRA CODE, monospace'));
    expect(fonts.map((font) => font.id)).toEqual(['fraunces', 'inter', 'fira-code']);
    expect(fontsOfDesign(design('Lora, serif', 'Lora', 'Lora')).map((font) => font.id)).toEqual(['lora']);
  });

  it('ignores stacks that start with another family, even when a catalogue font follows', () => {
    expect(fontsOfDesign(design('system-ui, Inter', 'Helvetica, Arial', 'Menlo, "Fira Code"'))).toEqual([]);
  });
});

describe('exportFontStack', () => {
  it("names a variable font's package family after it", () => {
    expect(exportFontStack('Inter, ui-sans-serif, system-ui, sans-serif')).toBe('Inter, "Inter Variable", ui-sans-serif, system-ui, sans-serif');
    expect(exportFontStack("'JetBrains Mono', monospace")).toBe('"JetBrains Mono", "JetBrains Mono Variable", monospace');
  });

  it('leaves static fonts, other stacks and stacks that already name the package family alone', () => {
    for (const stack of ['Lato, sans-serif', 'system-ui, sans-serif', 'Inter, "Inter Variable", sans-serif', '"Inter Variable", sans-serif']) {
      expect(exportFontStack(stack)).toBe(stack);
    }
  });

  it('writes a stack that already names the package family with double quotes, as it writes any other', () => {
    expect(exportFontStack("Inter, 'Inter Variable', sans-serif")).toBe('Inter, "Inter Variable", sans-serif');
    expect(exportFontStack("'JetBrains Mono', 'JetBrains Mono Variable', monospace")).toBe(
      '"JetBrains Mono", "JetBrains Mono Variable", monospace',
    );
  });
});

describe('font faces and imports', () => {
  it("declares Latin and Latin Extended faces under the stack's family name, swapping", () => {
    const css = fontFaceCss(findFont('inter')!, (file) => `/fonts/inter/5.3.0/${file}`, RANGES);
    expect(css.match(/@font-face/g)).toHaveLength(4);
    expect(css).toContain("font-family: 'Inter';");
    expect(css).not.toContain('Inter Variable');
    expect(css).toContain('font-display: swap;');
    expect(css).toContain("src: url(/fonts/inter/5.3.0/inter-latin-wght-normal.woff2) format('woff2-variations');");
    expect(css).toContain('font-weight: 100 900;');
    expect(css).toContain('unicode-range: U+0100-02BA;');
    expect(fontFaceCss(findFont('bebas-neue')!, (file) => file, RANGES)).toContain("src: url(bebas-neue-latin-400-normal.woff2) format('woff2');");
  });

  it('imports a variable package whole and a static one by the weights the tokens use', () => {
    expect(fontsourceImports(findFont('inter')!)).toEqual(['@fontsource-variable/inter']);
    expect(fontsourceImports(findFont('lato')!)).toEqual(['@fontsource/lato/400.css', '@fontsource/lato/700.css']);
    expect(fontsourceCdnUrls(findFont('inter')!)).toEqual(['https://cdn.jsdelivr.net/npm/@fontsource-variable/inter@5/index.css']);
    expect(fontsourceCdnUrls(findFont('bebas-neue')!)).toEqual(['https://cdn.jsdelivr.net/npm/@fontsource/bebas-neue@5/400.css']);
  });
});
