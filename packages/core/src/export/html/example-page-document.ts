import { behaviorComponentIds, componentBehaviorScript } from '../../catalogue/behavior-script.ts';
import { findExamplePage, renderExamplePage } from '../../catalogue/example-pages.ts';
import type { DesignSystem } from '../../model/design-system.ts';
import type { ExamplePage } from '../../model/example-page.ts';
import { createExportContext, runExporter } from '../export-design-system.ts';

/**
 * A whole HTML page showing an example page in a design: the design's tokens and every component's CSS
 * inlined, the components' behaviour inlined at the end (with `nonce` on its script if given). For the
 * public page and template thumbnails; the editor's canvas patches its frame instead.
 */
export function renderExamplePageDocument(system: DesignSystem, page: ExamplePage | string, options: { scheme?: 'light' | 'dark'; nonce?: string } = {}): string {
  const markup = renderExamplePage(page);
  const title = `${(typeof page === 'string' ? findExamplePage(page) : page)?.name ?? 'Example'} page`.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const context = createExportContext(system, { components: 'all' });
  const css = runExporter('css', context)
    .map((file) => file.contents)
    .join('\n');
  const script = componentBehaviorScript(behaviorComponentIds());
  const nonce = options.nonce ? ` nonce="${options.nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  return `<!doctype html>
<html lang="en" data-theme="${options.scheme ?? system.theme.mode}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>
${css}
body { margin: 0; }
    </style>
  </head>
  <body>
${markup}    <script${nonce}>${script}</script>
  </body>
</html>
`;
}
