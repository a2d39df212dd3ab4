import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PALETTE_STEPS, formatColor } from '../color/index.ts';
import { OVERRIDE_SCHEMES, SEMANTIC_COLOR_ROLES, isPaletteRef, type ColorOverride } from '../model/color-overrides.ts';
import { parseDesignSystem } from '../model/design-system.ts';
import { resolveAlias, tokensForScheme } from '../tokens/flatten.ts';
import { PALETTE_NAMES } from '../tokens/primitives.ts';
import { alias } from '../tokens/types.ts';
import { createExportContext, runExporter } from './export-design-system.ts';
import { shadcnThemeVariables } from './shadcn/index.ts';
import type { ExportFormat } from './types.ts';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const pin: fc.Arbitrary<ColorOverride> = fc.oneof(
  hex,
  fc.tuple(fc.constantFrom(...PALETTE_NAMES), fc.constantFrom(...PALETTE_STEPS)).map(([name, step]) => `palette.${name}.${step}`),
);
const pins = fc.dictionary(fc.constantFrom(...SEMANTIC_COLOR_ROLES), pin, { minKeys: 1, maxKeys: 8 });
const FORMATS: ExportFormat[] = ['css', 'tailwind', 'scss', 'typescript', 'dtcg', 'shadcn'];

/** The text from `start` to the end of the block it opens, `end` included. */
function blockOf(text: string, start: string, end: string): string {
  const from = text.indexOf(start);
  if (from < 0) throw new Error(`no ${start}`);
  return text.slice(from, text.indexOf(end, from) + end.length);
}

const SCHEME_RULE = {
  light: ':root,\n[data-theme="light"] {',
  dark: '[data-theme="dark"] {',
  'high-contrast-light': '[data-theme="high-contrast-light"] {',
  'high-contrast-dark': '[data-theme="high-contrast-dark"] {',
} as const;

describe('colour overrides in every exporter', () => {
  it('writes the pinned value for a pinned role, in each scheme, whatever the pins', () => {
    fc.assert(
      fc.property(hex, fc.record({ light: pins, dark: pins, 'high-contrast-light': pins, 'high-contrast-dark': pins }), (primaryColor, colorOverrides) => {
        const context = createExportContext(parseDesignSystem({ schemaVersion: 2, theme: { primaryColor }, colorOverrides }));
        const files = new Map(FORMATS.flatMap((format) => runExporter(format, context)).map((file) => [file.path, file.contents]));
        const shadcn = shadcnThemeVariables(context);
        for (const scheme of OVERRIDE_SCHEMES) {
          const byPath = tokensForScheme(context.tokens, scheme);
          const css = blockOf(files.get('css/tokens.css') ?? '', SCHEME_RULE[scheme], '\n}');
          const tailwind = blockOf(files.get('tailwind/theme.css') ?? '', SCHEME_RULE[scheme], '\n}');
          const scss = blockOf(files.get('scss/_tokens.scss') ?? '', `$colors-${scheme}: (`, '\n);');
          const ts = blockOf(files.get('typescript/tokens.ts') ?? '', `    ${scheme.includes('-') ? `"${scheme}"` : scheme}: {`, '\n    }');
          const dtcg = JSON.parse(files.get(`dtcg/${scheme}.tokens.json`) ?? '{}') as { color: Record<string, { $value: string }> };
          for (const [role, value] of Object.entries(colorOverrides[scheme])) {
            const literal = isPaletteRef(value) ? (resolveAlias(byPath, alias(value)) as string) : value;
            const declared = isPaletteRef(value) ? `var(--${value.replaceAll('.', '-')})` : value;
            expect(css, `${scheme} ${role}`).toContain(`  --${role}: ${declared};\n`);
            expect(tailwind, `${scheme} ${role}`).toContain(`  --${role}: ${declared};\n`);
            expect(scss, `${scheme} ${role}`).toContain(`  "${role}": ${literal}`);
            expect(ts, `${scheme} ${role}`).toMatch(new RegExp(`\\n {6}("${role}"|${role}): "${literal}",`));
            expect(dtcg.color[role]?.$value, `${scheme} ${role}`).toBe(isPaletteRef(value) ? alias(value) : value);
            expect(shadcn[scheme][role], `${scheme} ${role}`).toBe(formatColor(literal, 'oklch'));
            if (role === 'danger') expect(shadcn[scheme].destructive).toBe(formatColor(literal, 'oklch'));
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
