import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { componentCatalogue } from '../../catalogue/catalogue.ts';
import { defaultDesignSystem, type DesignSystem } from '../../model/design-system.ts';
import { applyTemplate } from '../../templates/apply-template.ts';
import { builtInTemplates } from '../../templates/built-in.ts';
import { describeInBrowser } from '../../test-support/browser.ts';
import { createExportContext, runExporter } from '../export-design-system.ts';
import { renderPreviewDocument } from './preview-document.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

const designs: [string, DesignSystem][] = [
  ['default', defaultDesignSystem],
  ...builtInTemplates.map((t): [string, DesignSystem] => [t.id, applyTemplate(defaultDesignSystem, t, {}, '2026-01-01T00:00:00.000Z')]),
];

/** The whole catalogue on one page, its stylesheets inlined, in the given scheme. */
function previewPage(system: DesignSystem, scheme: 'light' | 'dark'): string {
  const context = createExportContext(system, { components: 'all' });
  const css = runExporter('css', context)
    .map((file) => file.contents)
    .join('\n');
  return renderPreviewDocument(context.components, { title: 'Preview', mode: scheme, styles: { css } });
}

describeInBrowser('component previews pass axe-core', (browser) => {

  it('covers the whole catalogue', () => {
    expect(createExportContext(defaultDesignSystem, { components: 'all' }).components).toHaveLength(componentCatalogue.length);
  });

  for (const [name, system] of designs) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${name}, ${scheme}: no serious or critical violation`, async () => {
        const context = await browser().newContext({ reducedMotion: 'reduce' });
        try {
          const page = await context.newPage();
          await page.setContent(previewPage(system, scheme), { waitUntil: 'load' });
          await page.addScriptTag({ content: axeSource });
          const findings = await page.evaluate(async () => {
            const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
            const result = await axe.run(document, { resultTypes: ['violations'] });
            return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
          });
          const serious = findings.filter((finding: Finding) => finding.impact === 'serious' || finding.impact === 'critical');
          expect(serious).toEqual([]);
        } finally {
          await context.close();
        }
      }, 60_000);
    }
  }
});
