import { transform } from 'lightningcss';
import { expect, it } from 'vitest';
import { parseDesignSystem, type DesignSystem } from '../../model/design-system.ts';
import type { ThemeMode } from '../../model/theme.ts';
import { describeInBrowser } from '../../test-support/browser.ts';
import { prettierFormat } from '../../test-support/prettier.ts';
import { resolveAlias, tokensForScheme } from '../../tokens/flatten.ts';
import { createExportContext, runExporter } from '../export-design-system.ts';
import type { CssSchemeSwitch } from '../types.ts';
import type { ColorScheme } from '../../tokens/types.ts';

const design = (mode: ThemeMode): DesignSystem =>
  parseDesignSystem({ schemaVersion: 2, theme: { mode }, colorOverrides: { dark: { card: '#123456' } } });

function tokensCssOf(system: DesignSystem, schemeSwitch: CssSchemeSwitch): string {
  return runExporter('css', createExportContext(system, { schemeSwitch })).find((file) => file.path === 'css/tokens.css')?.contents ?? '';
}

/** `rgb(r, g, b)` as the browser computes it, from `#rrggbb`. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

it('writes the semantic colours once, as light-dark() where the schemes differ, valid and as prettier writes it', async () => {
  const css = tokensCssOf(design('light'), 'light-dark');
  expect(css).toContain(':root {\n  color-scheme: light;\n  --background: light-dark(\n');
  expect(css).toContain('  --card: light-dark(var(--surface), #123456);\n');
  expect(css).toContain('  --ring: var(--primary);\n');
  expect(css).toContain('[data-theme="dark"] {\n  color-scheme: dark;\n}\n');
  expect(css).not.toContain('prefers-color-scheme');
  expect(tokensCssOf(design('auto'), 'light-dark')).toContain(':root {\n  color-scheme: light dark;\n');
  const parsed = transform({ code: new TextEncoder().encode(css), filename: 'tokens.css', errorRecovery: true });
  expect(parsed.warnings).toEqual([]);
  expect(await prettierFormat('css/tokens.css', css)).toBe(css);
  expect(tokensCssOf(design('light'), 'selectors')).toBe(tokensCssOf(design('light'), undefined as unknown as CssSchemeSwitch));
});

describeInBrowser('light-dark() tokens in Chromium', (browser) => {
  const cases: [ThemeMode, string | undefined, 'light' | 'dark'][] = [
    ['light', undefined, 'light'],
    ['dark', undefined, 'dark'],
    ['light', 'dark', 'dark'],
    ['dark', 'light', 'light'],
    ['auto', undefined, 'dark'],
    ['light', 'auto', 'dark'],
  ];
  for (const [mode, theme, expected] of cases) {
    it(`a ${mode} design under data-theme=${theme ?? '(none)'}, the system dark, shows ${expected} for both switches`, async () => {
      const system = design(mode);
      const byPath = tokensForScheme(createExportContext(system).tokens, expected);
      const want = ['background', 'card', 'primary-foreground'].map((role) => rgb(resolveAlias(byPath, `{color.${role}}`) as string));
      const context = await browser().newContext({ colorScheme: 'dark' });
      try {
        for (const schemeSwitch of ['selectors', 'light-dark'] as const) {
          const page = await context.newPage();
          const attribute = theme ? ` data-theme="${theme}"` : '';
          await page.setContent(
            `<html${attribute}><style>${tokensCssOf(system, schemeSwitch)}</style><body>` +
              '<p id="background" style="background: var(--background)"></p><p id="card" style="background: var(--card)"></p>' +
              '<p id="primary-foreground" style="background: var(--button-foreground)"></p></body></html>',
          );
          const got = await page.$$eval('p', (nodes) => nodes.map((node) => getComputedStyle(node).backgroundColor));
          expect(got, schemeSwitch).toEqual(want);
          await page.close();
        }
      } finally {
        await context.close();
      }
    });
  }
});

describeInBrowser('high-contrast tokens in Chromium', (browser) => {
  const cases: [ThemeMode, string | undefined, 'light' | 'dark', 'more' | 'no-preference', ColorScheme][] = [
    ['light', undefined, 'light', 'more', 'high-contrast-light'],
    ['dark', undefined, 'light', 'more', 'high-contrast-dark'],
    ['auto', undefined, 'dark', 'more', 'high-contrast-dark'],
    ['light', 'auto', 'light', 'more', 'high-contrast-light'],
    ['light', 'dark', 'light', 'more', 'high-contrast-dark'],
    ['light', 'high-contrast-dark', 'light', 'no-preference', 'high-contrast-dark'],
    ['dark', 'high-contrast-light', 'dark', 'no-preference', 'high-contrast-light'],
    ['light', undefined, 'light', 'no-preference', 'light'],
  ];
  for (const [mode, theme, colorScheme, contrast, expected] of cases) {
    it(`a ${mode} design under data-theme=${theme ?? '(none)'}, the system ${colorScheme} with ${contrast} contrast, shows ${expected} for both switches`, async () => {
      const system = design(mode);
      const byPath = tokensForScheme(createExportContext(system).tokens, expected);
      const want = ['background', 'border', 'primary'].map((role) => rgb(resolveAlias(byPath, `{color.${role}}`) as string));
      const context = await browser().newContext({ colorScheme, contrast });
      try {
        for (const schemeSwitch of ['selectors', 'light-dark'] as const) {
          const page = await context.newPage();
          const attribute = theme ? ` data-theme="${theme}"` : '';
          await page.setContent(
            `<html${attribute}><style>${tokensCssOf(system, schemeSwitch)}</style><body>` +
              '<p style="background: var(--background)"></p><p style="background: var(--border)"></p><p style="background: var(--button-background)"></p></body></html>',
          );
          const got = await page.$$eval('p', (nodes) => nodes.map((node) => getComputedStyle(node).backgroundColor));
          expect(got, schemeSwitch).toEqual(want);
          await page.close();
        }
      } finally {
        await context.close();
      }
    });
  }
});
