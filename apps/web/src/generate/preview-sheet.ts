import { readProperties } from './preview-properties.ts';
import { createExportContext, defaultDesignSystem, findComponent, renderComponentMarkup, runExporter, STARTER_COMPONENTS } from '@kitsmith/core';

/** Inside each candidate's shadow root: the page's own background and type, and nothing the app's styles can reach. */
const HOST_CSS = `
  :host { display: block; background: var(--background); color: var(--foreground); font-family: var(--font-family-body); }
  .ks-gen-stack { display: grid; gap: 12px; padding: 12px; }
  .ks-gen-row { display: flex; flex-wrap: wrap; gap: 8px; }
  /* A still picture: a new colour shows at once, not as every component's transition running on each frame of a drag. */
  *, *::before, *::after { animation: none !important; transition: none !important; }
`;

let css: string | undefined;
let sheet: CSSStyleSheet | undefined;
let used: Set<string> | undefined;

/** The catalogue's component CSS for the starter components (core's CSS export; it reads only custom properties). */
function previewCss(): string {
  if (css !== undefined) return css;
  const context = createExportContext(defaultDesignSystem, { components: [...STARTER_COMPONENTS] });
  const components = runExporter('css', context)
    .filter((file) => file.path.endsWith('components.css'))
    .map((file) => file.contents)
    .join('\n');
  css = `${components}\n${HOST_CSS}`;
  return css;
}

/** One sheet for every candidate, adopted by each preview's shadow root. */
export function previewSheet(): CSSStyleSheet {
  if (sheet) return sheet;
  sheet = new CSSStyleSheet();
  sheet.replaceSync(previewCss());
  return sheet;
}

/** The custom properties the preview's sheet reads: the only ones a preview sets. */
export function previewSheetProperties(): ReadonlySet<string> {
  used ??= readProperties(previewCss());
  return used;
}

type Piece = readonly [componentId: string, props: Record<string, string | boolean>];

/** What a candidate shows, colour-bearing parts first (the preview is cut at its height): each row side by side. */
const PREVIEW_ROWS: readonly (readonly Piece[])[] = [
  [['navbar', {}]],
  [
    ['button', { variant: 'primary', label: 'Get started' }],
    ['button', { variant: 'secondary', label: 'Learn more' }],
    ['button', { variant: 'outline', label: 'Cancel' }],
  ],
  [['alert', {}]],
  [['form-field', {}]],
  [['card', {}]],
];

/** The starter components' markup (the same for every candidate: only the tokens differ). */
export function previewMarkup(prefix: string): string {
  const rows = PREVIEW_ROWS.map((row, at) => {
    const pieces = row.map(([componentId, props], index) => {
      const definition = findComponent(componentId);
      return definition ? renderComponentMarkup(definition, `${prefix}-${at}-${index}`, props) : '';
    });
    return row.length > 1 ? `<div class="ks-gen-row">${pieces.join('')}</div>` : pieces.join('');
  });
  // Inert: a picture of the components, not controls to focus or use (the host is the image for assistive technology).
  return `<div class="ks-gen-stack" inert>${rows.join('\n')}</div>`;
}

/** Every component the preview shows is one of core's starter components, whose CSS the sheet holds. */
export const previewComponentIds = (): string[] => [...new Set(PREVIEW_ROWS.flat().map(([componentId]) => componentId))];
