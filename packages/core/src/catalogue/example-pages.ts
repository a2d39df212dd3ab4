import { examplePageData } from '../generated/content.ts';
import type { ExamplePage } from '../model/example-page.ts';
import { KitsmithError } from '../errors.ts';
import { findComponent } from './catalogue.ts';
import { renderComponentMarkup } from './render-component.ts';

/** The example pages (templates/pages/), validated by `npm run generate`, in id order. */
export const examplePages: readonly ExamplePage[] = examplePageData;

export const findExamplePage = (id: string): ExamplePage | undefined => examplePages.find((page) => page.id === id);

/**
 * The layout of an example page: rows of blocks that wrap onto more rows on a narrow canvas (a block is never
 * narrower than its row's minimum), across the content width, the whole width or a narrow column.
 */
export const EXAMPLE_PAGE_CSS = `.ks-page {
  display: grid;
  gap: var(--space-8);
  padding-block-end: var(--space-12);
  background: var(--background);
  color: var(--foreground);
  font-family: var(--font-family-body);
}
.ks-page__row {
  --ks-page-min: 100%;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--ks-page-min)), 1fr));
  gap: var(--space-6);
  align-items: start;
  box-sizing: border-box;
  width: min(100%, 64rem);
  margin-inline: auto;
  padding-inline: var(--space-4);
}
.ks-page__row--cols-2 { --ks-page-min: 18rem; }
.ks-page__row--cols-3 { --ks-page-min: 14rem; }
.ks-page__row--cols-4 { --ks-page-min: 11rem; }
.ks-page__row--full { width: 100%; padding-inline: 0; }
.ks-page__row:first-child:not(.ks-page__row--full) { margin-block-start: var(--space-8); }
.ks-page__row--narrow { width: min(100%, 36rem); gap: var(--space-4); }
.ks-page__row--narrow:not([class*="--cols-"]) { grid-template-columns: minmax(0, 1fr); }
.ks-page__block { min-width: 0; }`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An example page's markup, its layout's `<style>` first: every block is its catalogue component rendered
 * with the page's props (ids prefixed `page-<page>-<row>-<block>`), styled by the design's CSS custom
 * properties like the rest of the preview. Unknown pages are a clear error.
 */
export function renderExamplePage(page: ExamplePage | string): string {
  const shown = typeof page === 'string' ? findExamplePage(page) : page;
  if (!shown) throw new KitsmithError('unknown_example_page', `No example page "${String(page)}": choose one of ${examplePages.map(({ id }) => id).join(', ')}.`);
  const rows = shown.rows.map((row, r) => {
    const classes = ['ks-page__row', `ks-page__row--${row.width}`, ...(row.columns > 1 ? [`ks-page__row--cols-${row.columns}`] : [])];
    const blocks = row.blocks.map((block, b) => {
      const definition = findComponent(block.component);
      if (!definition) throw new KitsmithError('unknown_component', `The example page "${shown.id}" uses "${block.component}", which is not in the catalogue.`);
      return `<div class="ks-page__block">\n${renderComponentMarkup(definition, `page-${shown.id}-${r + 1}-${b + 1}`, block.props)}</div>`;
    });
    return `<div class="${classes.join(' ')}">\n${blocks.join('\n')}\n</div>`;
  });
  return `<style>\n${EXAMPLE_PAGE_CSS}\n</style>\n<div class="ks-page ks-page--${shown.id}" data-example-page="${escapeHtml(shown.id)}" aria-label="${escapeHtml(shown.name)} (example page)" role="region">\n${rows.join('\n')}\n</div>\n`;
}
