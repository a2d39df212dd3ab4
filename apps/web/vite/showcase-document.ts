// The home page hero's live picture of the product: catalogue components (core's markup and core's CSS export,
// as the exporters emit them) on one page, and every showcase theme's custom properties, one block per theme
// and scheme. The page picks a theme and scheme by the address's fragment (`#theme-{id}-{scheme}`): the element
// with that id, one of the wrappers around the picture, becomes :target and holds that theme's properties. So the
// document needs no script and no access from the page, which frames it on an opaque origin (its own process).
import { createExportContext, defaultDesignSystem, findComponent, renderComponentMarkup, runExporter, type PropValues } from '@kitsmith/core';
import { readProperties } from '../src/generate/preview-properties.ts';
import { SHOWCASE_TEMPLATE_IDS, showcaseTheme, type ShowcaseTheme } from './showcase-themes.ts';

type Piece = readonly [componentId: string, props: PropValues];

/** What the picture shows, column by column (a narrow frame stacks them and shows the first ones). */
const NAVBAR: Piece = ['navbar', { brand: 'Northwind', ctaLabel: 'Get started', variant: 'bordered' }];
const COLUMNS: readonly (readonly (Piece | readonly Piece[])[])[] = [
  [
    ['stat', { label: 'Monthly revenue', value: '$48k', change: 12.5, trend: 'up' }],
    ['progress', { label: 'Uploading assets', value: 64 }],
    [
      ['badge', { label: 'Active', variant: 'success' }],
      ['badge', { label: 'Beta', variant: 'primary', dot: false }],
      ['avatar-group', { size: 'sm' }],
    ],
  ],
  [['card', {}]],
  [
    ['form-field', {}],
    ['switch', {}],
    [
      ['button', { label: 'Get started', variant: 'primary' }],
      ['button', { label: 'Preview', variant: 'outline' }],
    ],
  ],
];
const FOOTNOTE: Piece = ['alert', { dismissible: false }];

/** The picture's own layout, quiet so the components carry the theme. */
const LAYOUT_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; height: 100%; }
body { overflow: hidden; }
/* The wrappers that hold the themes draw nothing: the picture inherits the properties of the one that is :target. */
.showcase-scope { display: contents; }
.showcase {
  display: grid;
  gap: var(--space-4);
  min-height: 100%;
  padding: var(--space-4);
  background: var(--background);
  color: var(--foreground);
  font-family: var(--font-family-body);
}
.showcase-columns { display: grid; gap: var(--space-4); grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); align-items: start; }
.showcase-column { display: grid; gap: var(--space-4); }
.showcase-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2); }
/* A phone's frame shows the first column only: the rest is neither seen nor laid out. */
@media (max-width: 559px) {
  .showcase-column + .showcase-column, .showcase > .ks-alert { display: none; }
}
/* A new theme shows in one restyle, not as every element's transitions running frame after frame. */
*, *::before, *::after { transition: none !important; }
`;

function renderPiece([componentId, props]: Piece, id: string): string {
  const definition = findComponent(componentId);
  if (!definition) throw new Error(`The showcase shows "${componentId}", which is not in core's catalogue.`);
  return renderComponentMarkup(definition, id, props);
}

const isRow = (entry: Piece | readonly Piece[]): entry is readonly Piece[] => Array.isArray(entry[0]);

function showcaseMarkup(): string {
  const columns = COLUMNS.map((column, at) => {
    const entries = column.map((entry, index) =>
      isRow(entry)
        ? `<div class="showcase-row">${entry.map((piece, place) => renderPiece(piece, `sc-${at}-${index}-${place}`)).join('')}</div>`
        : renderPiece(entry, `sc-${at}-${index}`),
    );
    return `<div class="showcase-column">${entries.join('\n')}</div>`;
  });
  // Inert: a picture of the components, not controls to use (the frame is one image to assistive technology).
  return `<div class="showcase" inert>
${renderPiece(NAVBAR, 'sc-nav')}
<div class="showcase-columns">${columns.join('\n')}</div>
${renderPiece(FOOTNOTE, 'sc-note')}
</div>`;
}

const shownComponentIds = (): string[] => [
  ...new Set([NAVBAR, FOOTNOTE, ...COLUMNS.flat().flatMap((entry) => (isRow(entry) ? entry : [entry]))].map(([id]) => id)),
];

/** The shown components' CSS, from core's CSS export (it reads tokens only through custom properties). */
function componentsCss(): string {
  const context = createExportContext(defaultDesignSystem, { components: shownComponentIds() });
  const file = runExporter('css', context).find((generated) => generated.path === 'css/components.css');
  if (!file) throw new Error('core css export produced no css/components.css');
  return file.contents;
}

function declarations(properties: Iterable<[string, string]>): string {
  return [...properties].map(([name, value]) => `${name}:${value};`).join('');
}

/** A theme's rules: what both schemes share and light's own under its id, dark's own where the scheme is dark. */
function themeRules(theme: ShowcaseTheme): string {
  const shared = [...theme.light].filter(([name, value]) => theme.dark.get(name) === value);
  const lightOnly = [...theme.light].filter(([name, value]) => theme.dark.get(name) !== value);
  const darkOnly = [...theme.dark].filter(([name, value]) => theme.light.get(name) !== value);
  const [light, dark] = SCHEMES.map((scheme) => `#${showcaseFragment(theme.id, scheme)}:target`);
  return `${light},${dark}{${declarations([...shared, ...lightOnly])}}\n${dark}{${declarations(darkOnly)}}`;
}

const SCHEMES = ['light', 'dark'] as const;

/** The fragment that shows a theme in a scheme: the id of the wrapper that then holds its properties. */
export const showcaseFragment = (themeId: string, scheme: 'light' | 'dark') => `theme-${themeId}-${scheme}`;

/** The picture inside one wrapper per theme and scheme (nested, so each is an ancestor the picture inherits from). */
function scoped(themes: readonly ShowcaseTheme[], markup: string): string {
  const ids = themes.flatMap((theme) => SCHEMES.map((scheme) => showcaseFragment(theme.id, scheme)));
  return ids.reduceRight((inner, id) => `<div class="showcase-scope" id="${id}">${inner}</div>`, markup);
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export interface ShowcaseDocument {
  html: string;
  themes: ShowcaseTheme[];
}

/** The showcase page (no script: the page that frames it switches themes by the fragment) and the themes it holds. */
export function showcaseDocument(): ShowcaseDocument {
  const components = componentsCss();
  const used = readProperties(`${components}\n${LAYOUT_CSS}`);
  const themes = SHOWCASE_TEMPLATE_IDS.map((id) => showcaseTheme(id, used));
  const first = themes[0]!;
  const fonts = [...new Set(themes.flatMap((theme) => theme.fontStylesheets))]
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('\n');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kitsmith components in ${themes.length} themes</title>
${fonts}
<style>
${components}
${LAYOUT_CSS}
${themes.map(themeRules).join('\n')}
:root{${declarations(first.light)}}
</style>
</head>
<body>
${scoped(themes, showcaseMarkup())}
</body>
</html>
`;
  return { html, themes };
}
