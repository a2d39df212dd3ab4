import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KitsmithError } from '../errors.ts';
import { createExportContext, runExporter } from '../export/export-design-system.ts';
import { defaultDesignSystem } from '../model/design-system.ts';
import { importTokens, type ImportReport } from './index.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../../fixtures/tokens/${name}`, import.meta.url), 'utf8');
const mappedTo = (report: ImportReport, path: string) => report.mapped.filter((m) => m.path === path).map((m) => m.to);
const reasonFor = (report: ImportReport, path: string) => report.unmapped.find((u) => u.path === path)?.reason;

/** Tokens in a document, counted independently of the importer: objects with `$value`, or `value` and `type`. */
function countTokens(node: unknown): number {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return 0;
  if ('$value' in node || ('value' in node && 'type' in node)) return 1;
  return Object.entries(node).reduce((sum, [key, child]) => sum + (key.startsWith('$') ? 0 : countTokens(child)), 0);
}

/** Every token of the input appears in the report: in `mapped` (once per field) or in `unmapped`, never both. */
function expectEveryTokenOnce(report: ImportReport, count: number) {
  const mapped = new Set(report.mapped.map((m) => m.path));
  const unmapped = report.unmapped.map((u) => u.path);
  expect(unmapped.filter((path) => mapped.has(path))).toEqual([]);
  expect(new Set(unmapped).size).toBe(unmapped.length);
  expect(mapped.size + unmapped.length).toBe(count);
}

describe('importTokens: Tokens Studio export (global, light and dark sets)', () => {
  const { system, report } = importTokens(fixture('tokens-studio.json'));

  it('maps colours: the light primary alias, the secondary, and hue-named scales by their 500', () => {
    expect(report.format).toBe('tokens-studio');
    expect(system.theme).toMatchObject({ primaryColor: '#4f46e5', secondaryColor: '#ec4899', accentColor: '#06b6d4' });
    expect(system.colors).toEqual({
      neutral: '#6b7280',
      success: '#22c55e',
      warning: '#f59e0b',
      danger: '#ef4444',
      info: '#3b82f6',
    });
    expect(mappedTo(report, 'light/primary')).toEqual(['theme.primaryColor']);
    expect(mappedTo(report, 'global/colors.gray.500')).toEqual(['colors.neutral']);
    expect(report.warnings).toContain("No colour found for accent; Kitsmith's defaults were kept.");
  });

  it('maps type, spacing (through math), radius and shadows', () => {
    expect(system.typography).toEqual({
      headingFamily: 'Poppins',
      bodyFamily: 'Inter',
      monoFamily: 'IBM Plex Mono',
      baseSize: 16,
      scaleRatio: 1.125,
      density: 'normal',
    });
    expect(mappedTo(report, 'global/fontSizes.lg')).toEqual(['typography.scaleRatio']);
    expect(system.spacing).toEqual({ baseUnit: 4, density: 'normal' });
    expect(system.radius.base).toBe(6);
    expect(system.shadows.level).toBe('medium');
  });

  it('reports what it could not use, and why', () => {
    expect(reasonFor(report, 'light/legacy')).toBe('alias {colors.purple.500} names no token');
    expect(mappedTo(report, 'dark/primary')).toEqual(['colorOverrides.dark.primary']);
    expect(system.colorOverrides).toEqual({ light: { border: '#e5e7eb' }, dark: { background: '#111827', primary: '#818cf8' } });
    expect(reasonFor(report, 'light/text.default')).toMatch(/a use of a colour/);
    expect(reasonFor(report, 'global/typography.body')).toBe('no Kitsmith setting matches this token');
    expect(reasonFor(report, 'global/fontWeights.bold')).toMatch(/font weights are fixed/);
    expect(reasonFor(report, 'global/colors.green.700')).toMatch(/generates the success palette from colors.success/);
    expect(report.unmapped.some((u) => u.path.includes('$themes') || u.path.includes('$metadata'))).toBe(false);
    expectEveryTokenOnce(report, countTokens(JSON.parse(fixture('tokens-studio.json'))));
  });
});

describe('importTokens: generic W3C DTCG file', () => {
  const { system, report } = importTokens(JSON.parse(fixture('dtcg-generic.tokens.json')));

  it('maps a semantic primary alias over the brand scale, and colours written in rgb, hsl and oklch', () => {
    expect(report.format).toBe('dtcg');
    expect(system.theme.primaryColor).toBe('#0284c7');
    expect(reasonFor(report, 'color.brand.500')).toBe('theme.primaryColor was taken from color.primary');
    expect(system.colors).toEqual({
      neutral: '#78716c',
      success: '#16a34a',
      warning: '#f59f0a',
      danger: '#e7000b',
      info: '#0369a1',
    });
  });

  it('maps font stacks, sizes in rem, a numbered spacing scale, radius, duration and shadow', () => {
    expect(system.typography).toMatchObject({
      headingFamily: 'Inter, "Helvetica Neue", Arial, sans-serif',
      bodyFamily: 'Inter, "Helvetica Neue", Arial, sans-serif',
      monoFamily: '"Fira Code", monospace',
      baseSize: 16,
      scaleRatio: 1.2,
      density: 'normal',
    });
    expect(mappedTo(report, 'font.family.sans')).toEqual(['typography.bodyFamily', 'typography.headingFamily']);
    expect(system.spacing.baseUnit).toBe(4);
    expect(system.radius.base).toBe(4);
    expect(system.motion.animationStyle).toBe('subtle');
    expect(system.theme.animations).toBe(true);
    expect(system.shadows.level).toBe('medium');
  });

  it('marks tokens Kitsmith regenerates with the same value as derived, and reports the rest', () => {
    expect(mappedTo(report, 'font.weight.bold')).toEqual(['derived']);
    expect(reasonFor(report, 'font.family.serif')).toMatch(/heading, body and mono/);
    expect(reasonFor(report, 'size.breakpoint.md')).toBe('no Kitsmith setting matches this token');
    expect(reasonFor(report, 'z-index.modal')).toBe('no Kitsmith setting matches this token');
    expectEveryTokenOnce(report, countTokens(JSON.parse(fixture('dtcg-generic.tokens.json'))));
  });
});

describe('importTokens: inputs', () => {
  it.each([
    ['text that is not JSON', '{"color": '],
    ['a number', 42],
    ['null', null],
    ['an array of numbers', [1, 2]],
    ['an empty object', {}],
    ['an object with no tokens', { color: { primary: '#ff0000' }, $metadata: {} }],
  ])('refuses %s with INVALID_TOKENS', (_name, input) => {
    expect(() => importTokens(input)).toThrow(KitsmithError);
    try {
      importTokens(input);
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_TOKENS' });
      expect((error as KitsmithError).suggestion).toBeTruthy();
    }
  });

  it('never throws on odd tokens: they are reported', () => {
    const { system, report } = importTokens({
      color: {
        primary: { $type: 'color', $value: 'not a colour' },
        brand: { $type: 'color', $value: { r: 1 } },
        loop: { $value: '{color.loop2}' },
        loop2: { $value: '{color.loop}' },
        accent: { $type: 'color', $value: '#F0F' },
      },
      font: {
        size: { base: { $type: 'dimension', $value: '96px' } },
        family: { body: { $type: 'fontFamily', $value: 12 } },
      },
      space: { 1: { $value: 'calc(1px + 1em)' } },
    });
    expect(system.theme.primaryColor).toBe(defaultDesignSystem.theme.primaryColor);
    expect(system.theme.accentColor).toBe('#ff00ff');
    expect(system.typography.baseSize).toBe(32);
    expect(report.warnings).toContain('The base font size 96px was clamped to 32px.');
    expect(reasonFor(report, 'color.loop')).toMatch(/circular/);
    expect(reasonFor(report, 'color.primary')).toMatch(/colour role/);
    expect(reasonFor(report, 'font.family.body')).toBe('not a font family');
    expectEveryTokenOnce(report, 8);
  });

  it('reads DTCG 2025 object values (colour spaces, {value, unit}) and Tokens Studio sets without metadata', () => {
    const dtcg = importTokens({
      color: { primary: { $type: 'color', $value: { colorSpace: 'srgb', components: [1, 0, 0] } } },
      radius: { md: { $type: 'dimension', $value: { value: 0.75, unit: 'rem' } } },
      duration: { normal: { $type: 'duration', $value: { value: 0.4, unit: 's' } } },
    });
    expect(dtcg.system.theme.primaryColor).toBe('#ff0000');
    expect(dtcg.system.radius.base).toBe(12);
    expect(dtcg.system.motion.animationStyle).toBe('bold');
    const studio = importTokens({ core: { brand: { value: 'rgb(16 185 129)', type: 'color' } } });
    expect(studio.report.format).toBe('tokens-studio');
    expect(studio.system.theme.primaryColor).toBe('#10b981');
    expect(studio.report.mapped).toEqual([{ path: 'brand', to: 'theme.primaryColor' }]);
  });

  it('skips a file that is not JSON, with a warning, and refuses input where nothing is left', () => {
    const { system, report } = importTokens({
      'broken.tokens.json': '{"color": ',
      'brand.tokens.json': '{"color": {"brand": {"$type": "color", "$value": "#0ea5e9"}}}',
    });
    expect(system.theme.primaryColor).toBe('#0ea5e9');
    expect(report.warnings).toContain('broken.tokens.json is not a JSON object and was skipped.');
    expect(report.mapped).toEqual([{ path: 'color.brand', to: 'theme.primaryColor' }]);
    expect(() => importTokens({ 'broken.json': 'nope' })).toThrow(/No design tokens found/);
  });

  it('turns animations off for a zero normal duration', () => {
    const { system } = importTokens({ motion: { duration: { normal: { $type: 'duration', $value: '0ms' } } } });
    expect(system.theme.animations).toBe(false);
  });
});

describe('importTokens: a Kitsmith export', () => {
  const files = runExporter('dtcg', createExportContext(defaultDesignSystem));
  const fileMap = () => Object.fromEntries(files.map((file) => [file.path, JSON.parse(file.contents)]));

  it('restores the design, listing the extension as mapped and every token as derived', () => {
    const { report } = importTokens(fileMap());
    expect(report.mapped[0]).toEqual({ path: 'primitives/$extensions.dev.kitsmith.designSystem', to: 'design system' });
    expect(report.mapped.slice(1).every((m) => m.to === 'derived')).toBe(true);
    expect(report.mapped.some((m) => m.path === 'dark/color.background')).toBe(true);
  });

  it('warns when tokens were edited after export, and keeps the design in $extensions', () => {
    const map = fileMap();
    map['dtcg/primitives.tokens.json'].palette.primary['600'].$value = '#ff0000';
    const { system, report } = importTokens(map);
    expect(system.theme.primaryColor).toBe('#7c3aed');
    expect(reasonFor(report, 'primitives/palette.primary.600')).toBe(
      'differs from the design in $extensions, which was used',
    );
    expect(report.warnings[0]).toMatch(/^\d+ token\(s\) differ from the Kitsmith design .*palette\.primary\.600/);
    expect(reasonFor(report, 'light/color.primary')).toBe('differs from the design in $extensions, which was used');
  });

  it('falls back to the tokens when the embedded design is invalid', () => {
    const map = fileMap();
    map['dtcg/primitives.tokens.json'].$extensions['dev.kitsmith'].designSystem.typography.baseSize = 'big';
    map['dtcg/primitives.tokens.json'].palette.primary['600'].$description = 'edited';
    const { system, report } = importTokens(map);
    expect(report.format).toBe('kitsmith');
    expect(report.warnings[0]).toMatch(/could not be read .*typography\.baseSize/);
    expect(system.theme.primaryColor).toBe('#7c3aed');
    expect(system.typography.baseSize).toBe(16);
  });
});
