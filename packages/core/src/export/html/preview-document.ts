import { renderComponentMarkup } from '../../catalogue/render-component.ts';
import type { CatalogueFont } from '../../fonts/catalogue.ts';
import { fontsourceCdnUrls } from '../../fonts/fonts.ts';
import type { ThemeMode } from '../../model/theme.ts';
import type { ColorScheme } from '../../tokens/types.ts';
import type { ExportComponent } from '../types.ts';

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `${pad}${line}` : line))
    .join('\n');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The preview page's own layout: quiet, so the components carry the design. */
const PAGE_CSS = `      body {
        margin: 0;
        background: var(--background);
        color: var(--foreground);
        font-family: var(--font-family-body);
      }
      .ks-preview {
        display: grid;
        gap: var(--space-8);
        max-width: 64rem;
        margin: 0 auto;
        padding: var(--space-8) var(--space-4);
      }
      .ks-preview > section > h2 {
        margin: 0 0 var(--space-3);
        color: var(--muted-foreground);
        font-size: var(--font-size-sm);
        font-weight: var(--font-weight-medium);
      }`;

export interface PreviewDocumentOptions {
  title: string;
  /** The page's `data-theme`: the design's mode, or one scheme (css/tokens.css has a rule for each, the high-contrast ones too). */
  mode: ThemeMode | ColorScheme;
  /** `<link>`s to the stylesheets, or their text inlined (for an isolated preview frame). */
  styles: { href: string } | { css: string };
  /** Catalogue fonts to link from a public npm CDN (an exported page, which stands alone); none for the editor's frame. */
  fonts?: readonly CatalogueFont[];
  /**
   * The components' behaviour (`componentBehaviorScript`): a deferred `<script src>` beside the page (the
   * HTML export), or its text inlined at the end of the body, with a CSP nonce if given. None: a still picture.
   */
  behavior?: { src: string } | { script: string; nonce?: string };
}

/** The `<link>`s of the fonts' `@fontsource` stylesheets on jsDelivr, after a comment saying where they come from. */
function fontLinks(fonts: readonly CatalogueFont[]): string {
  if (fonts.length === 0) return '';
  // Laid out as prettier lays out a link too long for one line (every CDN address is).
  const links = fonts.flatMap(fontsourceCdnUrls).map((url) => `    <link\n      rel="stylesheet"\n      href="${escapeHtml(url)}"\n    />\n`);
  return `    <!-- The design's open fonts: their @fontsource packages' stylesheets from jsDelivr, a public npm CDN. -->\n${links.join('')}`;
}

function behaviorLink(behavior: PreviewDocumentOptions['behavior']): string {
  return behavior && 'src' in behavior ? `    <script src="${escapeHtml(behavior.src)}" defer></script>\n` : '';
}

function inlineBehavior(behavior: PreviewDocumentOptions['behavior']): string {
  if (!behavior || !('script' in behavior) || !behavior.script) return '';
  if (/<\/script/i.test(behavior.script)) throw new Error('A behaviour script cannot contain "</script"');
  const nonce = behavior.nonce ? ` nonce="${escapeHtml(behavior.nonce)}"` : '';
  return `    <script${nonce}>${behavior.script}</script>\n`;
}

/** A whole HTML page showing each component's markup; prettier-formatted. */
export function renderPreviewDocument(components: readonly ExportComponent[], options: PreviewDocumentOptions): string {
  const styles =
    'href' in options.styles
      ? `    <link rel="stylesheet" href="${escapeHtml(options.styles.href)}tokens.css" />\n    <link rel="stylesheet" href="${escapeHtml(options.styles.href)}components.css" />\n`
      : `    <style>\n${indent(options.styles.css, 6)}\n    </style>\n`;
  const sections = components.map(({ definition, props, instanceId }) => {
    const titleId = `ks-preview-${instanceId}`;
    return `      <section aria-labelledby="${titleId}">
        <h2 id="${titleId}">${escapeHtml(definition.name)}</h2>
${indent(renderComponentMarkup(definition, instanceId, props), 8)}
      </section>
`;
  });
  return `<!doctype html>
<html lang="en" data-theme="${options.mode}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(options.title)}</title>
${fontLinks(options.fonts ?? [])}${styles}${behaviorLink(options.behavior)}    <style>
${PAGE_CSS}
    </style>
  </head>
  <body>
    <main class="ks-preview">
${sections.join('')}    </main>
${inlineBehavior(options.behavior)}  </body>
</html>
`;
}
