import type { DesignSystem } from '../model/design-system.ts';
import { parseFontStack } from '../model/font-stack.ts';
import { FONT_WEIGHTS } from '../tokens/scales.ts';
import { FONT_CATALOGUE, type CatalogueFont } from './catalogue.ts';

/** The subsets we serve: Latin and Latin Extended cover the languages our templates and sample texts are written in. */
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

const byId = new Map(FONT_CATALOGUE.map((font) => [font.id, font]));
/** Lower-cased family names, and the `… Variable` names the variable packages give their families, to the font. */
const byFamily = new Map(FONT_CATALOGUE.flatMap((font) => [[font.family.toLowerCase(), font], [fontsourceFamily(font).toLowerCase(), font]] as const));

export function findFont(id: string): CatalogueFont | undefined {
  return byId.get(id);
}

/** The family name the package's own stylesheets declare: `Inter Variable` for a variable package, else the family. */
export function fontsourceFamily(font: CatalogueFont): string {
  return font.variable ? `${font.family} Variable` : font.family;
}

/** A family as a stack writes it: quoted when it has more than one word (`"Source Sans 3"` would not parse plain). */
const stackFamily = (family: string) => (family.includes(' ') ? `"${family}"` : family);

/** The stack the picker writes for a font: the family, then its fallback (`Inter, ui-sans-serif, system-ui, sans-serif`). */
export function fontStack(font: CatalogueFont): string {
  return `${stackFamily(font.family)}, ${font.fallback}`;
}

/** The catalogue font a stack starts with (case-insensitive; `Inter Variable` is Inter), or undefined for any other stack. */
export function fontOfStack(stack: string): CatalogueFont | undefined {
  const parsed = parseFontStack(stack);
  if ('problem' in parsed) return undefined;
  const first = parsed.families[0];
  return first ? byFamily.get(first.name.toLowerCase()) : undefined;
}

/** The catalogue fonts a design's heading, body and mono stacks use, each once, in that order. */
export function fontsOfDesign(system: { typography: Pick<DesignSystem['typography'], 'headingFamily' | 'bodyFamily' | 'monoFamily'> }): CatalogueFont[] {
  const { headingFamily, bodyFamily, monoFamily } = system.typography;
  const fonts = [headingFamily, bodyFamily, monoFamily].map(fontOfStack).filter((font) => font !== undefined);
  return [...new Set(fonts)];
}

/**
 * A stack as exports write it: when it starts with a variable catalogue font, the package's family name follows
 * (`Inter, "Inter Variable", ui-sans-serif, …`), so the stack finds the font whether it is loaded under its own
 * name (Google Fonts, our server) or from the `@fontsource-variable` package an exported package imports.
 */
export function exportFontStack(stack: string): string {
  const font = fontOfStack(stack);
  const parsed = parseFontStack(stack);
  if (!font || !font.variable || 'problem' in parsed) return stack;
  const named = fontsourceFamily(font).toLowerCase();
  const write = ({ name, quoted }: { name: string; quoted: boolean }) => (quoted ? `"${name}"` : name);
  // Already named (a stack read back from an export, whichever quotes it used): written the same way again.
  if (parsed.families.some((family) => family.name.toLowerCase() === named)) return parsed.families.map(write).join(', ');
  const [first, ...rest] = parsed.families;
  return [first, { name: fontsourceFamily(font), quoted: true }, ...rest].map((family) => write(family!)).join(', ');
}

/** One woff2 file we serve for a font: its name in the package's files/ folder and the face it holds. */
export interface FontFile {
  file: string;
  subset: FontSubset;
  style: 'normal' | 'italic';
  /** `100 900` for a variable file, `400` for a static one. */
  weight: string;
}

/** The files of a font's Latin and Latin Extended faces, named as Fontsource names them. */
export function fontFiles(font: CatalogueFont): FontFile[] {
  const styles = font.italic ? (['normal', 'italic'] as const) : (['normal'] as const);
  const files: FontFile[] = [];
  for (const subset of FONT_SUBSETS) {
    for (const style of styles) {
      if (font.variable) {
        files.push({ file: `${font.id}-${subset}-wght-${style}.woff2`, subset, style, weight: `${font.weights[0]} ${font.weights[1]}` });
      } else {
        for (const weight of font.weights) files.push({ file: `${font.id}-${subset}-${weight}-${style}.woff2`, subset, style, weight: String(weight) });
      }
    }
  }
  return files;
}

/**
 * A font's `@font-face` rules for the files of {@link fontFiles}, the family named as our stacks name it (`Inter`),
 * `font-display: swap`; `url` gives each file's address, `ranges` each subset's unicode-range (the package's
 * unicode.json: they change between its versions).
 */
export function fontFaceCss(font: CatalogueFont, url: (file: string) => string, ranges: Readonly<Record<FontSubset, string>>): string {
  return fontFiles(font)
    .map(
      ({ file, subset, style, weight }) => `/* ${font.family} ${subset} ${style} */
@font-face {
  font-family: '${font.family}';
  font-style: ${style};
  font-display: swap;
  font-weight: ${weight};
  src: url(${url(file)}) format('${font.variable ? 'woff2-variations' : 'woff2'}');
  unicode-range: ${ranges[subset]};
}
`,
    )
    .join('\n');
}

/** Where our server serves a font's stylesheet (apps/api, fonts/serve-fonts.ts). */
export const fontStylesheetPath = (font: CatalogueFont): string => `/fonts/${font.id}.css`;

/**
 * What an exported project imports for a font: the variable package's entry, or for a static one the stylesheet
 * of each weight the tokens use that it ships (its entry holds only 400).
 */
export function fontsourceImports(font: CatalogueFont): string[] {
  if (font.variable) return [font.package];
  const used = new Set<number>(Object.values(FONT_WEIGHTS));
  const weights = font.weights.filter((weight) => used.has(weight));
  return (weights.length > 0 ? weights : [font.weights[0]]).map((weight) => `${font.package}/${weight}.css`);
}

/** The stylesheets of {@link fontsourceImports} on jsDelivr (a public npm CDN), for an exported page that stands alone. */
export function fontsourceCdnUrls(font: CatalogueFont): string[] {
  const major = /\d+/.exec(font.versionRange)?.[0] ?? 'latest';
  return fontsourceImports(font).map((specifier) => {
    const path = specifier.slice(font.package.length) || '/index.css';
    return `https://cdn.jsdelivr.net/npm/${font.package}@${major}${path}`;
  });
}
