import { fontStylesheetPath, type CatalogueFont } from '@kitsmith/core';

const ATTRIBUTE = 'data-font';

function link(document: Document, font: CatalogueFont): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.href = fontStylesheetPath(font);
  element.setAttribute(ATTRIBUTE, font.id);
  return element;
}

/** Adds a font's stylesheet (served by our API under /fonts) to a document once; its files load when text uses the font. */
export function loadFont(document: Document, font: CatalogueFont): void {
  if (document.head.querySelector(`link[${ATTRIBUTE}="${font.id}"]`)) return;
  document.head.append(link(document, font));
}

/** Makes a document's font stylesheets exactly these: the missing ones added, the others removed. */
export function showFonts(document: Document, fonts: readonly CatalogueFont[]): void {
  const wanted = new Set(fonts.map((font) => font.id));
  for (const element of document.head.querySelectorAll<HTMLLinkElement>(`link[${ATTRIBUTE}]`)) {
    if (!wanted.has(element.getAttribute(ATTRIBUTE) ?? '')) element.remove();
  }
  for (const font of fonts) loadFont(document, font);
}

/** The CSS font-family a font's own sample is drawn in: the family, then its fallback while the file loads. */
export const sampleFamily = (font: CatalogueFont): string => `'${font.family}', ${font.fallback}`;
