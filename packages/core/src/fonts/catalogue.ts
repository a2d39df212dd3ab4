/** How the font picker groups the catalogue. */
export type CatalogueFontCategory = 'sans' | 'serif' | 'mono' | 'display';

export const FONT_CATEGORIES: readonly { id: CatalogueFontCategory; label: string }[] = [
  { id: 'sans', label: 'Sans serif' },
  { id: 'serif', label: 'Serif' },
  { id: 'mono', label: 'Monospace' },
  { id: 'display', label: 'Display' },
];

/** One open font family we serve, pick and export: data read from its `@fontsource` package. */
export interface CatalogueFont {
  /** The package's font id (`inter`): the file names in the package and our `/fonts/{id}.css` URL use it. */
  id: string;
  /** The family as a design's stack writes it (`Inter`, never `Inter Variable`). */
  family: string;
  category: CatalogueFontCategory;
  /** A variable package (`@fontsource-variable/…`): one file per subset covers every weight. */
  variable: boolean;
  /** The npm package that ships the files, and the version range an exported package depends on. */
  package: string;
  versionRange: string;
  /** Variable: the weight axis's ends [min, max]. Static: every weight the package ships. */
  weights: readonly number[];
  /** Whether the package ships italics. */
  italic: boolean;
  /** What follows the family in the stack the picker writes: the system fonts of the same kind. */
  fallback: string;
}

/** What a family falls back to while it loads, or where it is not installed: the system fonts of its kind. */
export const FALLBACK_STACKS: Readonly<Record<'sans' | 'serif' | 'mono', string>> = {
  sans: 'ui-sans-serif, system-ui, sans-serif',
  serif: 'ui-serif, Georgia, serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
};

const { sans: SANS, serif: SERIF, mono: MONO } = FALLBACK_STACKS;

type Row = [id: string, family: string, category: CatalogueFontCategory, weights: readonly number[], italic: boolean, fallback: string, range?: string];

const variable = (rows: Row[]): CatalogueFont[] =>
  rows.map(([id, family, category, weights, italic, fallback, range = '^5.3.0']) => ({
    id,
    family,
    category,
    variable: true,
    package: `@fontsource-variable/${id}`,
    versionRange: range,
    weights,
    italic,
    fallback,
  }));
const fixed = (rows: Row[]): CatalogueFont[] =>
  rows.map(([id, family, category, weights, italic, fallback, range = '^5.3.0']) => ({
    id,
    family,
    category,
    variable: false,
    package: `@fontsource/${id}`,
    versionRange: range,
    weights,
    italic,
    fallback,
  }));

/**
 * The curated open fonts, each an `@fontsource` package the API depends on and serves (fonts.test.ts checks
 * both, so this list cannot drift from what is installed). Variable packages where Fontsource has one.
 */
export const FONT_CATALOGUE: readonly CatalogueFont[] = [
  ...variable([
    ['inter', 'Inter', 'sans', [100, 900], true, SANS],
    ['roboto', 'Roboto', 'sans', [100, 900], true, SANS],
    ['open-sans', 'Open Sans', 'sans', [300, 800], true, SANS],
    ['montserrat', 'Montserrat', 'sans', [100, 900], true, SANS],
    ['nunito', 'Nunito', 'sans', [200, 1000], true, SANS],
    ['dm-sans', 'DM Sans', 'sans', [100, 1000], true, SANS],
    ['manrope', 'Manrope', 'sans', [200, 800], false, SANS],
    ['plus-jakarta-sans', 'Plus Jakarta Sans', 'sans', [200, 800], true, SANS],
    ['figtree', 'Figtree', 'sans', [300, 900], true, SANS],
    ['geist', 'Geist', 'sans', [100, 900], true, SANS],
    ['ibm-plex-sans', 'IBM Plex Sans', 'sans', [100, 700], true, SANS],
    ['source-sans-3', 'Source Sans 3', 'sans', [200, 900], true, SANS, '^5.3.1'],
    ['space-grotesk', 'Space Grotesk', 'sans', [300, 700], false, SANS],
    ['sora', 'Sora', 'sans', [100, 800], false, SANS],
  ]),
  ...fixed([
    ['lato', 'Lato', 'sans', [100, 300, 400, 700, 900], true, SANS],
    ['poppins', 'Poppins', 'sans', [100, 200, 300, 400, 500, 600, 700, 800, 900], true, SANS],
  ]),
  ...variable([
    ['merriweather', 'Merriweather', 'serif', [300, 900], true, SERIF],
    ['playfair-display', 'Playfair Display', 'serif', [400, 900], true, SERIF],
    ['lora', 'Lora', 'serif', [400, 700], true, SERIF],
    ['source-serif-4', 'Source Serif 4', 'serif', [200, 900], true, SERIF, '^5.3.1'],
    ['eb-garamond', 'EB Garamond', 'serif', [400, 800], true, SERIF],
    ['fraunces', 'Fraunces', 'serif', [100, 900], true, SERIF],
  ]),
  ...fixed([['libre-baskerville', 'Libre Baskerville', 'serif', [400, 500, 600, 700], true, SERIF]]),
  ...variable([
    ['jetbrains-mono', 'JetBrains Mono', 'mono', [100, 800], true, MONO],
    ['fira-code', 'Fira Code', 'mono', [300, 700], false, MONO],
    ['source-code-pro', 'Source Code Pro', 'mono', [200, 900], true, MONO, '^5.3.1'],
    ['geist-mono', 'Geist Mono', 'mono', [100, 900], true, MONO],
    ['roboto-mono', 'Roboto Mono', 'mono', [100, 700], true, MONO],
  ]),
  ...fixed([['ibm-plex-mono', 'IBM Plex Mono', 'mono', [100, 200, 300, 400, 500, 600, 700], true, MONO]]),
  ...variable([
    ['bricolage-grotesque', 'Bricolage Grotesque', 'display', [200, 800], false, SANS],
    ['syne', 'Syne', 'display', [400, 800], false, SANS],
    ['oswald', 'Oswald', 'display', [200, 700], false, SANS],
  ]),
  ...fixed([
    ['bebas-neue', 'Bebas Neue', 'display', [400], false, SANS],
    ['dm-serif-display', 'DM Serif Display', 'display', [400], true, SERIF],
  ]),
];
