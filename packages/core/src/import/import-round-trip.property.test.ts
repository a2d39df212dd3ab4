import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cssFontStack } from '../export/css/css-font-stack.ts';
import { createExportContext, runExporter } from '../export/export-design-system.ts';
import { OVERRIDE_SCHEMES, SEMANTIC_COLOR_ROLES, type ColorOverrides, type SemanticColorRole } from '../model/color-overrides.ts';
import { oklabDistance } from '../generate/colour-distance.ts';
import { SAME_COLOR_DELTA_E, derivedColors } from './pin-colors.ts';
import { readColor } from './read-values.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { PALETTE_STEPS, type PaletteStep } from '../color/index.ts';
import { PALETTE_NAMES, designPalettes, type PaletteName } from '../tokens/primitives.ts';
import { randomDesign } from '../test-support/sample-designs.ts';
import { resolveTokens } from '../tokens/resolve-tokens.ts';
import type { FluidDimension, TokenGroup } from '../tokens/types.ts';
import { cssClamp } from '../export/css/css-value.ts';
import { importDesign } from './index.ts';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const pin = fc.oneof(hex, fc.tuple(fc.constantFrom(...PALETTE_NAMES), fc.constantFrom(...PALETTE_STEPS)).map(([name, step]) => `palette.${name}.${step}`));
const pins = fc.dictionary(fc.constantFrom(...SEMANTIC_COLOR_ROLES), pin, { maxKeys: 6 });
const randomOverrides: fc.Arbitrary<ColorOverrides | undefined> = fc.option(
  fc.record({ light: pins, dark: pins }, { requiredKeys: [] }),
  { nil: undefined },
);

const LENGTH = /^(-?\d*\.?\d+)(rem|px)$/;

const sameLength = (actual: string, expected: string) => {
  const [a, b] = [LENGTH.exec(actual), LENGTH.exec(expected)];
  const px = (m: RegExpExecArray) => Number(m[1]) * (m[2] === 'rem' ? 16 : 1);
  return a !== null && b !== null && Math.abs(px(a) - px(b)) <= 0.0016 * Math.max(1, px(b) / 16);
};

const isFluid = (value: object): value is FluidDimension => ['min', 'max', 'minViewport', 'maxViewport'].every((key) => key in value);
const CLAMP = /^clamp\((\S+), (\S+) \+ (\S+)vw, (\S+)\)$/;

/**
 * Whether two fluid sizes write the same CSS within its rounding (the last digit of a rem or a vw amount): a
 * nearly flat scale draws the same line for several viewport ranges, and CSS keeps only the line.
 */
function sameClamp(actual: FluidDimension, expected: FluidDimension): boolean {
  const [a, b] = [CLAMP.exec(cssClamp(actual)), CLAMP.exec(cssClamp(expected))];
  if (!a || !b) return false;
  return [1, 2, 4].every((i) => sameLength(a[i]!, b[i]!)) && Math.abs(Number(a[3]) - Number(b[3])) <= 0.0002;
}

/**
 * `actual` with each length that is within the export's rounding of `expected`'s (4 decimals of a rem), and
 * each fluid size that writes the same `clamp()`, replaced by `expected`'s, so a comparison shows only real differences.
 */
function withinRounding(actual: unknown, expected: unknown): unknown {
  if (typeof actual === 'string' && typeof expected === 'string') return sameLength(actual, expected) ? expected : actual;
  if (typeof actual === 'object' && actual !== null && typeof expected === 'object' && expected !== null && isFluid(actual) && isFluid(expected)) {
    return sameClamp(actual, expected) ? expected : actual;
  }
  if (Array.isArray(actual) && Array.isArray(expected)) return actual.map((item, i) => withinRounding(item, expected[i]));
  if (typeof actual === 'object' && actual !== null && typeof expected === 'object' && expected !== null) {
    const other = expected as Record<string, unknown>;
    return Object.fromEntries(Object.entries(actual).map(([key, item]) => [key, withinRounding(item, other[key])]));
  }
  return actual;
}

/** `overrides` without the pins whose colour is within SAME_COLOR_DELTA_E of what the role already is. */
function withoutNoOpPins(design: DesignSystem, overrides: ColorOverrides): ColorOverrides | undefined {
  const palettes = designPalettes(design);
  const colorOf = (pin: string) => {
    if (HEX.test(pin)) return pin;
    const [, name, step] = pin.split('.') as [string, PaletteName, PaletteStep];
    return palettes[name].steps[step];
  };
  const kept = OVERRIDE_SCHEMES.flatMap((scheme) => {
    const derived = derivedColors(design, scheme);
    const pins = Object.entries(overrides[scheme] ?? {}).filter(([role, pin]) => {
      const own = derived[role as SemanticColorRole];
      return own === undefined || oklabDistance(colorOf(pin), own) > SAME_COLOR_DELTA_E;
    });
    return pins.length > 0 ? [[scheme, Object.fromEntries(pins)]] : [];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}
const HEX = /^#[0-9a-f]{6}$/;

const exported = (format: 'dtcg' | 'css' | 'shadcn', system: DesignSystem) => runExporter(format, createExportContext(system));

describe('export -> importDesign gives back the same design', () => {
  it('DTCG (the files as one JSON text): the exact design, pins included, with or without the design as base', () => {
    fc.assert(
      fc.property(randomDesign, randomOverrides, (design, colorOverrides) => {
        const system: DesignSystem = colorOverrides ? { ...design, colorOverrides } : design;
        const files = Object.fromEntries(exported('dtcg', system).map((file) => [file.path, JSON.parse(file.contents)]));
        const text = JSON.stringify(files);
        const { system: imported, report } = importDesign({ text }, system);
        expect(report.format).toBe('kitsmith');
        expect(imported).toEqual(system);
        const { components: _c, template: _t, ...alone } = importDesign({ text }).system;
        const { components: _c2, template: _t2, ...expected } = system;
        expect(alone).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  });

  it('CSS (tokens.css): every token Kitsmith resolves comes back, pins included', () => {
    fc.assert(
      fc.property(randomDesign, randomOverrides, (design, overrides) => {
        // A colour pinned to what its role already is looks the same in CSS as no pin: those are left out.
        const colorOverrides = overrides && withoutNoOpPins(design, overrides);
        const system: DesignSystem = colorOverrides ? { ...design, colorOverrides } : design;
        const css = exported('css', system).find((file) => file.path === 'css/tokens.css')?.contents ?? '';
        const { colorOverrides: _pins, ...unpinned } = system;
        const { system: imported, report } = importDesign({ text: css, filename: 'tokens.css' }, unpinned);
        expect(report.format).toBe('css');
        expect(imported.theme.mode).toBe(system.theme.mode);
        // CSS writes font stacks its own way (double quotes): the design written out is what comes back.
        const written = ['headingFamily', 'bodyFamily', 'monoFamily'] as const;
        const typography = { ...system.typography, ...Object.fromEntries(written.map((f) => [f, cssFontStack(system.typography[f])])) };
        // Descriptions included: CSS writes none, so where two steps of a palette generate that very palette (twin
        // seeds, such as #66087f and #a907d1) and derive the same colours, CSS alone cannot say which is the key
        // ("Your neutral colour"), but the design imported into keeps its own.
        const [was, is] = [resolveTokens({ ...system, typography }), resolveTokens(imported)];
        expect(withinRounding(is, was)).toEqual(was);
        expect(imported.components).toEqual(system.components);
      }),
      { numRuns: 25 },
    );
  });

  it('CSS (tokens.css) alone: the type scale, fluid headings included, comes back with no design to start from', () => {
    const fontSizes = (system: DesignSystem) => (resolveTokens(system).primitives.font as TokenGroup).size;
    fc.assert(
      fc.property(randomDesign, (system) => {
        const css = exported('css', system).find((file) => file.path === 'css/tokens.css')?.contents ?? '';
        const { system: imported } = importDesign({ text: css, filename: 'tokens.css' });
        expect(withinRounding(fontSizes(imported), fontSizes(system))).toEqual(fontSizes(system));
        // A base's own fluid type does not outlive CSS that says otherwise.
        const based = importDesign({ text: css, filename: 'tokens.css' }, { ...system, typography: { ...system.typography, fluidMinViewport: 700, fluidMaxViewport: 2000, fluidMinScaleRatio: 1.06 } }).system;
        expect(withinRounding(fontSizes(based), fontSizes(system))).toEqual(fontSizes(system));
      }),
      { numRuns: 50 },
    );
  });

  it('shadcn (globals.css): exported again, every variable is the same, colours within ΔE OK 0.5, pins included', () => {
    // The high-contrast blocks are not imported (Kitsmith makes them from the design), so only the light and dark ones are compared.
    const variables = (css: string) => new Map([...css.replace(/@media \(prefers-contrast: more\) \{[\s\S]*?\n\}\n/, '').matchAll(/(:root|\.dark|@theme inline) \{([^}]*)\}/g)].flatMap(([, rule, body]) =>
      [...(body ?? '').matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [`${rule} --${name}`, (value ?? '').replace(/\s+/g, ' ').trim()] as const),
    ));
    fc.assert(
      fc.property(randomDesign, randomOverrides, (design, overrides) => {
        const colorOverrides = overrides && withoutNoOpPins(design, overrides);
        const system: DesignSystem = colorOverrides ? { ...design, colorOverrides } : design;
        const css = exported('shadcn', system)[0]?.contents ?? '';
        const { colorOverrides: _pins, ...unpinned } = system;
        const { system: imported, report } = importDesign({ text: css, filename: 'globals.css' }, unpinned);
        expect(report.format).toBe('shadcn-css');
        const [before, after] = [variables(css), variables(exported('shadcn', imported)[0]?.contents ?? '')];
        expect([...after.keys()]).toEqual([...before.keys()]);
        for (const [name, value] of before) {
          const again = after.get(name) ?? '';
          const [a, b] = [readColor(value), readColor(again)];
          if (a && b && !name.includes('shadow')) expect(oklabDistance(a, b), `${name}: ${value} vs ${again}`).toBeLessThanOrEqual(SAME_COLOR_DELTA_E);
          else expect(again, name).toBe(value);
        }
      }),
      { numRuns: 25 },
    );
  });
});
